import { LISTING_CONTACT_FIELDS } from "./listing";

/**
 * The listing fields a public list's columns map to (decision 050). `zip` only locates
 * the firm (the directory keeps city and state); `credentialNumber` goes on the credential the
 * list grants.
 */
export const IMPORT_FIELD_LABEL = {
  name: "Company name",
  location: "City",
  state: "State",
  zip: "ZIP code",
  phone: "Phone",
  email: "E-mail",
  website: "Website",
  description: "Description",
  services: "Work classes (services)",
  credentialNumber: "Certificate number",
} as const;
export type ImportField = keyof typeof IMPORT_FIELD_LABEL;
/** In the mapping form's order. */
export const IMPORT_FIELDS = Object.keys(IMPORT_FIELD_LABEL) as ImportField[];

/** The listing's own columns an import writes, each with its provenance (decision 050). */
export const LISTING_FIELDS = [...LISTING_CONTACT_FIELDS, "services"] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];

/** Field → the file's column header; a field left out is not imported. */
export type ImportMapping = Partial<Record<ImportField, string>>;

/** The largest file and the most rows one import takes. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** The most columns a file may have: the mapping page offers each in every select. */
export const IMPORT_MAX_COLUMNS = 100;
/** How long an import can be undone. */
export const IMPORT_UNDO_DAYS = 30;

const WORDS: Record<ImportField, string[]> = {
  name: ["name", "company", "company name", "firm", "firm name", "business name", "legal name"],
  location: ["city", "town", "location"],
  state: ["state", "st"],
  zip: ["zip", "zip code", "zipcode", "postal code", "postcode"],
  phone: ["phone", "telephone", "phone number", "tel"],
  email: ["email", "e-mail", "email address", "e-mail address"],
  website: ["website", "web site", "url", "web"],
  description: ["description", "about", "notes"],
  services: ["work classes", "work class", "services", "naics description", "work codes"],
  credentialNumber: ["certificate number", "certificate", "cert number", "certification number"],
};

/** A first guess of the mapping from the file's headers, for a source seen for the first time. */
export function guessMapping(headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  for (const field of IMPORT_FIELDS) {
    const hit = headers.find((h) => WORDS[field].includes(h.trim().toLowerCase()));
    if (hit) mapping[field] = hit;
  }
  return mapping;
}
