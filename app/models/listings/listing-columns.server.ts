import { schema } from "~/models/db.server";
import { pickColumns } from "~/models/directory/pick-columns.server";
import { LISTING_IDENTITY_FIELDS } from "~/lib/listing";

/** What a row in a list needs to name a listing and link to its page. */
export const listingLink = pickColumns(schema.companies, ["id", "name", "slug", "directory"]);

/** What recognises a firm (the import's matching keys) and what the export writes of it. */
export const listingIdentity = pickColumns(schema.companies, ["id", ...LISTING_IDENTITY_FIELDS]);

/** The name, place and contact columns every listing form writes; empty fields are stored as null. */
export function listingColumns(input: {
  name: string;
  location: string;
  state: string;
  phone?: string;
  email?: string;
  website?: string;
  description?: string;
}) {
  return {
    name: input.name,
    location: input.location,
    state: input.state,
    phone: input.phone || null,
    email: input.email || null,
    website: input.website || null,
    description: input.description || null,
  };
}
