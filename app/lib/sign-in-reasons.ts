/**
 * Why a visitor was sent to sign in, read from where they are going (`redirectTo`), so the
 * sign-in page says it. Only paths of our own reach here (safe-redirect).
 */
const REASONS: { test: (path: string, query: URLSearchParams) => boolean; lead: string }[] = [
  {
    test: (path, query) => path === "/materials" && query.has("draft"),
    lead: "Sign in to send your email to the suppliers you selected. Your subject, message and selection are kept: after signing in you check them and press Send Email.",
  },
  {
    test: (path) => path === "/materials",
    lead: "Sign in to email the suppliers you select on the materials page.",
  },
  {
    test: (path) => path === "/add-company" || path.startsWith("/add-company/"),
    lead: "Sign in to add your company or claim its listing.",
  },
  {
    test: (path) => path === "/dashboard/leads",
    lead: "Sign in to read and answer the quote requests sent to your listings.",
  },
];

export const DEFAULT_SIGN_IN_LEAD = "Sign in to manage your company listings.";

export function signInLead(redirectTo: string): string {
  if (!redirectTo.startsWith("/")) return DEFAULT_SIGN_IN_LEAD;
  const url = new URL(redirectTo, "http://localhost");
  return REASONS.find((r) => r.test(url.pathname, url.searchParams))?.lead ?? DEFAULT_SIGN_IN_LEAD;
}
