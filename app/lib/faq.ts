/**
 * The FAQ: 34 questions in eleven categories. Every answer is written to be true of
 * this product; plan names and prices come from PLANS so they cannot drift.
 */
import { SERVICE_CATEGORIES } from "./options";
import { PLANS, SITE } from "./site";
import { OWNER_RULES } from "./plan-rules";

export const FAQ_CATEGORIES = [
  "General",
  "For Companies",
  "For Clients",
  "Services",
  "Technical",
  "Coverage",
  "Support",
  "Quote System",
  "Materials & Equipment",
  "DOT Resources",
  "Merch Store",
] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export type FaqItem = {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
  links?: { href: string; label: string }[];
};

const [standard, premium, vip] = PLANS;

const planLine = (p: (typeof PLANS)[number]) =>
  p.monthly === 0
    ? `${p.name} is free and includes ${p.features.join(", ").toLowerCase()}.`
    : `${p.name} costs $${p.monthly}/month or $${p.yearly}/year and adds ${p.features.join(", ").toLowerCase()}.`;

export const FAQ_ITEMS: readonly FaqItem[] = [
  // General
  {
    id: "what-is-it",
    category: "General",
    question: `What is the ${SITE.brand}?`,
    answer: `A public directory of road striping and pavement marking contractors in all 50 US states, with a second directory of striping materials and equipment suppliers. You can search and compare companies, read and write reviews, request free quotes and find your state's DOT standards.`,
  },
  {
    id: "is-it-free",
    category: "General",
    question: "Is the directory free to use?",
    answer:
      "Yes. Searching, browsing, reading and writing reviews and requesting quotes are free for everyone. Companies can also be listed for free on the Standard plan.",
  },
  {
    id: "how-many",
    category: "General",
    question: "How many companies are listed?",
    answer: `More than ${SITE.marketingCompanies.replace("+", "")} striping and pavement marking companies across all 50 states, plus ${SITE.marketingSuppliers} verified materials and equipment suppliers. The home and About pages show the current count.`,
    links: [{ href: "/browse", label: "Browse all companies" }],
  },
  {
    id: "need-account",
    category: "General",
    question: "Do I need an account?",
    answer:
      "Not to search, read or write reviews, or request quotes. You need a free account to add or claim a company, manage your listings in the dashboard, or send one e-mail to several materials suppliers.",
    links: [{ href: "/register", label: "Create an account" }],
  },
  // For Companies
  {
    id: "add-company",
    category: "For Companies",
    question: "How do I add my company?",
    answer:
      "Create an account, open Add Your Company and choose Road Striping Company or Materials & Equipment. Search first to make sure you are not already listed, then enter your details and choose a plan. A new listing goes live in the directory straight away.",
    links: [{ href: "/add-company", label: "Add Your Company" }],
  },
  {
    id: "plans",
    category: "For Companies",
    question: "What plans are available and what do they cost?",
    answer: `${planLine(standard)} ${planLine(premium)} ${planLine(vip)} Paying yearly gives you 2 months free, and each additional location gets 20% off on Premium and VIP.`,
  },
  {
    id: "claim",
    category: "For Companies",
    question: "My company is already listed. How do I claim it?",
    answer:
      "Sign in, open Add Your Company, search for your listing and choose 'Claim This Listing', then pick a plan. The listing is then linked to your account and its e-mail address is told that it was claimed. A listing that has already been claimed cannot be claimed again; if you think someone claimed yours by mistake, contact us.",
    links: [{ href: "/add-company", label: "Claim your listing" }],
  },
  {
    id: "edit-listing",
    category: "For Companies",
    question: "How do I update my company information?",
    answer: OWNER_RULES.edit,
    links: [{ href: "/dashboard", label: "My Account" }],
  },
  // For Clients
  {
    id: "find-contractor",
    category: "For Clients",
    question: "How do I find a contractor near me?",
    answer:
      "Use Browse All to search by name or city and filter by state and service; Advanced Search adds a minimum rating, companies with reviews only and certifications. Each state also has its own page listing its contractors.",
    links: [
      { href: "/browse", label: "Browse All" },
      { href: "/striping-companies", label: "Companies by state" },
    ],
  },
  {
    id: "choose-contractor",
    category: "For Clients",
    question: "How do I choose the right contractor?",
    answer:
      "Compare ratings and reviews, the services and certifications each company lists, and how close they are to your site. Before you sign, ask for proof of insurance, references from similar jobs and a written scope that names the materials and line widths.",
    links: [
      {
        href: "/blog/questions-before-hiring-striping-contractor",
        label: "Questions to ask before hiring",
      },
    ],
  },
  {
    id: "write-review",
    category: "For Clients",
    question: "Can I leave a review?",
    answer:
      "Yes, anyone can review a company without signing in: choose 1 to 5 stars and write a title and your review. Your e-mail address is optional and never shown publicly.",
  },
  // Services
  {
    id: "services",
    category: "Services",
    question: "What services do the listed companies offer?",
    answer: `Companies list the services they offer, and you can filter by them: ${SERVICE_CATEGORIES.map((c) => c.label).join(", ")}.`,
  },
  {
    id: "paint-vs-thermo",
    category: "Services",
    question: "What is the difference between paint and thermoplastic striping?",
    answer:
      "Waterborne paint is applied cold, dries in minutes and costs the least per foot, which makes it the usual choice for parking lots. Thermoplastic is melted and applied hot at several times the thickness; it costs more but lasts years longer on busy roads, crosswalks and stop bars.",
    links: [
      { href: "/blog/thermoplastic-vs-paint-marking-materials", label: "Thermoplastic vs. paint" },
    ],
  },
  {
    id: "ada",
    category: "Services",
    question: "Can contractors make my parking lot ADA compliant?",
    answer:
      "Many listed companies lay out accessible spaces, van spaces and access aisles to the 2010 ADA Standards. Look for ADA Compliance in a company's services (the Advanced Search has a chip for it) and ask them to check slopes and the accessible route as part of the layout.",
    links: [
      { href: "/blog/ada-parking-lot-striping-requirements", label: "ADA parking lot striping" },
    ],
  },
  // Technical
  {
    id: "no-javascript",
    category: "Technical",
    question: "Does the site work on a slow connection or without JavaScript?",
    answer:
      "Yes. Every page and form works as plain HTML, so searching, filtering, reviewing and contacting us all work in any browser. With JavaScript on you get conveniences such as live filtering and in-place reviews.",
  },
  {
    id: "logo",
    category: "Technical",
    question: "What logo file can I upload for my listing?",
    answer: `Any image file up to 5 MB, uploaded from your dashboard. You crop it to a square (400x400 px recommended) and it is saved as a PNG. ${OWNER_RULES.logo}`,
  },
  {
    id: "account-changes",
    category: "Technical",
    question: "How do I change my e-mail address or delete my account?",
    answer: OWNER_RULES.accountChanges,
    links: [{ href: "/dashboard", label: "My Account" }],
  },
  // Coverage
  {
    id: "areas",
    category: "Coverage",
    question: "Which areas do you cover?",
    answer:
      "All 50 US states. Every state has a page listing its striping companies, with pages for each service offered there.",
    links: [{ href: "/striping-companies", label: "Striping companies by state" }],
  },
  {
    id: "outside-us",
    category: "Coverage",
    question: "Do you list companies outside the United States?",
    answer: "No. The directory covers contractors and suppliers in the United States only.",
  },
  {
    id: "few-listings",
    category: "Coverage",
    question: "There are only a few companies near me. What can I do?",
    answer: `Request a free quote anyway: requests go to the contractors that serve your project's location, including firms based in other states that serve yours. If you know a good local contractor, they can list their company for free.`,
    links: [{ href: "/get-quote", label: "Request free quotes" }],
  },
  // Support
  {
    id: "contact-support",
    category: "Support",
    question: "How do I contact support?",
    answer: `Use the contact form or e-mail ${SITE.supportEmail}. Our hours are Monday to Friday, 9 to 5.`,
    links: [{ href: "/contact", label: "Contact us" }],
  },
  {
    id: "response-time",
    category: "Support",
    question: "How quickly will I get an answer?",
    answer: "We reply within 24 hours on business days. VIP subscribers get priority support.",
  },
  {
    id: "report-problem",
    category: "Support",
    question: "How do I report wrong information or an inappropriate review?",
    answer:
      "Send us a message with the subject Company Listing and the link to the company's page, and tell us what is wrong. We check every report.",
    links: [{ href: "/contact", label: "Report a problem" }],
  },
  // Quote System
  {
    id: "how-quotes-work",
    category: "Quote System",
    question: "How does the free quote request work?",
    answer: `Fill in the quick 2-minute form with your project types, location and contact details. We forward your request to up to 5 matching contractors that serve your location, and they contact you directly with their quotes. You get an e-mail saying how many contractors received it.`,
    links: [{ href: "/get-quote", label: "Request free quotes" }],
  },
  {
    id: "quote-matching",
    category: "Quote System",
    question: "How are contractors chosen for my request?",
    answer: `We pick companies that accept quote requests, serve your project's location (within their travel distance, 100 miles of their city unless they set their own, or in a state they serve) and offer a service that fits the project types you chose. Firms that list the work itself come first, then the nearest; VIP and Premium plans come first among firms as close, up to 5 in all. If no listed firm serves your location, we keep your request and look for one. If we cannot place your location on the map, your request is kept and we match it by hand.`,
  },
  {
    id: "quote-cost",
    category: "Quote System",
    question: "Does a quote request cost anything or commit me to hire?",
    answer:
      "No. Requests are free and there is no commitment required: compare the quotes you receive and hire only if one suits you.",
  },
  // Materials & Equipment
  {
    id: "materials-directory",
    category: "Materials & Equipment",
    question: "What is the materials & equipment directory?",
    answer:
      "A directory of manufacturers, distributors and suppliers of striping materials and equipment: paint, thermoplastic, glass beads, primers, sealants, tools and striping machines. Filter it by company type and product.",
    links: [{ href: "/materials", label: "Materials & equipment" }],
  },
  {
    id: "bulk-email",
    category: "Materials & Equipment",
    question: "Can I contact several suppliers at once?",
    answer:
      "Yes. Once signed in, select suppliers on the materials page and send one message. Each supplier receives its own copy with your address to reply to, and no supplier sees the others. You can send to up to 50 companies at a time, with a daily limit per account.",
  },
  {
    id: "list-supplier",
    category: "Materials & Equipment",
    question: "How do I list my supply company?",
    answer:
      "Create an account, open Add Your Company and choose Materials & Equipment. Enter your products, company type and certifications, then choose a plan; the same plans apply as for contractors.",
    links: [{ href: "/add-company", label: "Add Your Company" }],
  },
  // DOT Resources
  {
    id: "resources-page",
    category: "DOT Resources",
    question: "What is on the Resources page?",
    answer:
      "Links to every state transportation department's standards and specifications, and to the federal Manual on Uniform Traffic Control Devices (MUTCD): the current 11th Edition with Revision 1 and the 2009 edition, including Part 3 (Markings) and Part 6 (Temporary Traffic Control).",
    links: [{ href: "/resources", label: "State DOT resources" }],
  },
  {
    id: "mutcd-edition",
    category: "DOT Resources",
    question: "Which edition of the MUTCD applies to my project?",
    answer:
      "The 11th Edition is the national standard, and every state had to adopt it by January 18, 2026; Revision 1 (December 2025) took effect on March 5, 2026. Projects let earlier may still reference the 2009 edition, so your contract documents and your state's supplement decide.",
  },
  {
    id: "link-freshness",
    category: "DOT Resources",
    question: "How current are the state links?",
    answer:
      "Each state card shows when its links were last reviewed. Agencies reorganise their websites from time to time; if a link no longer works, please tell us and we will fix it.",
    links: [{ href: "/contact", label: "Report a broken link" }],
  },
  // Merch Store
  {
    id: "merch-open",
    category: "Merch Store",
    question: "When will the merch store open?",
    answer:
      "Soon. Leave your e-mail address with 'Notify Me When Available' on the merch page and we will write once it opens.",
    links: [{ href: "/merch", label: "Merch Store" }],
  },
  {
    id: "merch-branding",
    category: "Merch Store",
    question: "Can I get merch with my company's branding?",
    answer: "Custom merch branding is available to VIP subscribers.",
  },
];

export function isFaqCategory(value: string | null | undefined): value is FaqCategory {
  return Boolean(value) && (FAQ_CATEGORIES as readonly string[]).includes(value as string);
}

/** Questions of a category (or all) whose question or answer contains the search, any case. */
export function filterFaq(opts: { category?: string; search?: string }): FaqItem[] {
  const needle = opts.search?.trim().toLowerCase();
  return FAQ_ITEMS.filter(
    (f) =>
      (!opts.category || f.category === opts.category) &&
      (!needle ||
        f.question.toLowerCase().includes(needle) ||
        f.answer.toLowerCase().includes(needle)),
  );
}

export function faqCategoryCounts(): Record<FaqCategory, number> {
  const counts = Object.fromEntries(FAQ_CATEGORIES.map((c) => [c, 0])) as Record<
    FaqCategory,
    number
  >;
  for (const f of FAQ_ITEMS) counts[f.category] += 1;
  return counts;
}
