import { z } from "zod";
import { ownedLogoApi } from "./api.owned-listing.server";
import { writeOnlyLoader } from "./api.listing-by-id.server";

/** A GET here is a 405 in JSON (decision 043). */
export const loader = writeOnlyLoader(["POST"]);

/** POST /api/materials-companies/:id/logo `{ logoUrl }` → `{ logoUrl }`. */
export const action = ownedLogoApi({
  directory: "materials",
  method: "POST",
  schema: z.object({ logoUrl: z.string().max(200) }),
  field: "logoUrl",
  answer: (_company, logoUrl) => Response.json({ logoUrl }),
});
