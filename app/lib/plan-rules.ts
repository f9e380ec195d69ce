/**
 * What an owner gets, decided once (decision 045): the plan cards (wizard),
 * the FAQ and the dashboard all read these words, so what is sold is what the product gives.
 */

/** What every owner can do, on every plan, Standard included. */
export const OWNER_RULES = {
  edit: "Every owner edits their listing in My Account, on every plan, Standard included: name, place, contact details, description, services or products, and logo. Changes show at once.",
  logo: "Every listing can show its logo, on every plan: upload it from My Account and it appears on the listing's card and page.",
  accountChanges:
    "You do both yourself in My Account, under Account Settings. Change Email sends a link to the new address, and your address changes once you follow it. Delete Account asks for your password; the listings you manage become unclaimed, and their pages and reviews stay.",
} as const;

/**
 * The features each plan card lists: only what the product gives. Logo display is in every
 * plan; custom brand colours and a longer description are not built, so they are not sold.
 */
export const PLAN_FEATURES = {
  free: [
    "Basic listing",
    "Contact info",
    "Service badges",
    "Customer reviews",
    "Search visibility",
    "Logo display",
    "Edit your listing any time",
  ],
  premium: [
    "High search ranking",
    // Verification is earned, never sold (decision 015): the plan buys a faster check only.
    "Priority verification review",
    "Analytics dashboard",
  ],
  vip: [
    "Everything in Premium",
    "Homepage feature",
    "Priority support",
    "Priority quote forwarding",
  ],
} as const;
