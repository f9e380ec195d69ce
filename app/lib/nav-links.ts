/** Top navigation, in its order (tests/e2e/shell.spec.ts). */
export const NAV_LINKS = [
  { to: "/", label: "Home" },
  { to: "/browse", label: "Browse All" },
  { to: "/add-company", label: "Add Your Company" },
  { to: "/materials", label: "Materials" },
  { to: "/merch", label: "Merch" },
  { to: "/resources", label: "Resources" },
  { to: "/blog", label: "Blog" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/faq", label: "FAQ" },
] as const;

export const FOOTER_LINKS = [
  { to: "/", label: "Home" },
  { to: "/browse", label: "Browse All" },
  { to: "/add-company", label: "Add Your Company" },
  { to: "/merch", label: "Merch" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
  { to: "/faq", label: "FAQ" },
] as const;
