import { evidenceFor } from "~/models/credentials/credential-review.server";
import { NotFound } from "~/models/errors.server";
import { ADMIN_ROLE } from "~/models/admin/operators.server";
import { getUser } from "~/server/auth/auth.server";
import { readEvidence } from "~/server/uploads/credential-evidence.server";
import { ensurePrimary } from "~/server/litefs.server";
import type { Route } from "./+types/credentials.$id.evidence";

const notFound = () => new Response("Not Found", { status: 404 });

/**
 * GET /credentials/:id/evidence: a credential's evidence, to the listing's owner and the
 * operator only; anyone else gets the 404 of a file that does not exist.
 * Never kept by a cache; a PDF is downloaded, not shown inline, and no type is guessed (the
 * security headers' nosniff, on every answer).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await getUser(request);
  const id = Number(params.id);
  if (!user || !Number.isSafeInteger(id) || id <= 0) return notFound();
  let found;
  try {
    found = evidenceFor(id, { id: user.id, isOperator: user.role === ADMIN_ROLE });
  } catch (error) {
    if (error instanceof NotFound) return notFound();
    throw error;
  }
  // The files are on the primary's volume (decision 048): a replica sends the read there.
  ensurePrimary();
  const bytes = readEvidence(found.file);
  if (!bytes) return notFound();
  const pdf = found.type === "application/pdf";
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": found.type,
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, no-store",
      "Content-Disposition": `${pdf ? "attachment" : "inline"}; filename="credential-${id}-evidence.${found.file.split(".").pop()}"`,
    },
  });
}
