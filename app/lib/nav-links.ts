/** Top navigation, in its order (tests/e2e/shell.spec.ts). */
export const NAV_LINKS = (
  [
    ["/", "Home"],
    ["/browse", "Browse All"],
    ["/add-company", "Add Your Company"],
    ["/materials", "Materials"],
    ["/merch", "Merch"],
    ["/resources", "Resources"],
    ["/blog", "Blog"],
    ["/about", "About"],
    ["/contact", "Contact"],
    ["/faq", "FAQ"],
  ] as const
).map(([to, label]) => ({ to, label }));

/** The footer's quick links: the top navigation without its content sections, in the same order. */
const NOT_IN_FOOTER: readonly string[] = ["/materials", "/resources", "/blog"];
export const FOOTER_LINKS = NAV_LINKS.filter((l) => !NOT_IN_FOOTER.includes(l.to));
