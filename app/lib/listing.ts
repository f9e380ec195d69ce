import { pick } from "./pick";

/** What every listing shows of itself, in both directories: its name, place and contacts. */
export type ListingContact = {
  name: string;
  location: string;
  state: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
};

/** The fields that recognise a firm: its name, place and ways to reach it. */
export const LISTING_IDENTITY_FIELDS = [
  "name",
  "location",
  "state",
  "phone",
  "email",
  "website",
] as const;
export const LISTING_CONTACT_FIELDS = [...LISTING_IDENTITY_FIELDS, "description"] as const;

/** A row's own contact fields, nothing more (for the API's shapes and the release snapshot). */
export function listingContact(row: ListingContact): ListingContact {
  return pick(row, LISTING_CONTACT_FIELDS);
}

/** A listing's contact fields as an owner's edit form starts with them: empty, not null. */
export function listingDefaults(c: ListingContact) {
  return {
    name: c.name,
    location: c.location,
    state: c.state,
    phone: c.phone ?? "",
    email: c.email ?? "",
    website: c.website ?? "",
    description: c.description ?? "",
  };
}

/** What every review holds as written, in the list, the API and the seed alike. */
export type ReviewBody = {
  customerName: string;
  rating: number;
  title: string;
  content: string;
  projectType: string | null;
  projectSize: string | null;
  isVerified: boolean;
};
