import { isValidEmail, telHref } from "./contact-rules";
import type { ClickKind } from "./listing-events";
import { websiteHref } from "./website";

type Contact = { phone: string | null; email: string | null; website: string | null };

/**
 * Where a contact action leads: the listing's own number, address or site, and nothing else
 * (decision 023). Null when the listing has no usable value for it.
 */
export function contactTarget(company: Contact, kind: ClickKind): string | null {
  switch (kind) {
    case "call":
      return company.phone && /\d/.test(company.phone) ? telHref(company.phone) : null;
    case "email": {
      const email = company.email?.trim();
      return email && isValidEmail(email) ? `mailto:${email}` : null;
    }
    case "website":
      return websiteHref(company.website);
  }
}

/** The counted link of a contact action; it answers with a redirect to `contactTarget`. */
export const outHref = (companyId: number, kind: ClickKind) => `/out/${companyId}/${kind}`;
