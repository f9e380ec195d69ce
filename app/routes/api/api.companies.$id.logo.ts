import { z } from "zod";
import { serializeStripingCompany } from "~/models/directory/company-serializer.server";
import { ownedLogoApi } from "./api.owned-listing.server";
import type { Route } from "./+types/api.companies.$id.logo";
import { writeOnlyLoader } from "./api.listing-by-id.server";

/** A GET here is a 405 in JSON (decision 043). */
export const loader = writeOnlyLoader(["PUT"]);

const setLogo = ownedLogoApi({
  directory: "striping",
  method: "PUT",
  schema: z.object({ logoURL: z.string({ error: "logoURL is required" }).max(200) }),
  field: "logoURL",
  answer: (company) => Response.json({ company: serializeStripingCompany(company) }),
});

/** PUT /api/companies/:id/logo `{ logoURL }` → `{ company }`. */
export async function action(args: Route.ActionArgs) {
  return withErrorField(await setLogo(args));
}

/** This route's documented failures are `{ error }`; they carry the `message` of every API too. */
async function withErrorField(answer: Response) {
  if (answer.ok) return answer;
  const problem = (await answer.json()) as { message: string };
  return Response.json({ ...problem, error: problem.message }, { status: answer.status });
}
