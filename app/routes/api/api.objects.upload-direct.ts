import { requireApiUser } from "~/server/auth/api-auth.server";
import { jsonError, methodNotAllowed } from "~/server/http.server";
import { mayUploadLogo, TOO_MANY_UPLOADS } from "~/server/uploads/logo-image.server";
import { logoErrorStatus, storeUploadedLogo } from "~/server/uploads/logo-upload.server";
import { readForm } from "~/server/uploads/multipart.server";
import type { Route } from "./+types/api.objects.upload-direct";
import { writeOnlyLoader } from "./api.listing-by-id.server";

/** A GET here is a 405 in JSON (decision 043). */
export const loader = writeOnlyLoader(["POST"]);

/**
 * POST /api/objects/upload-direct (multipart, field `file`): stores a logo image and answers
 * `{ objectPath }`, a path that PUT /api/companies/:id/logo accepts.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  if (!(request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
    return jsonError(400, "Send the image as multipart/form-data in a field named file");
  }
  if (!mayUploadLogo(user.id)) {
    return Response.json(
      { message: TOO_MANY_UPLOADS.description, title: TOO_MANY_UPLOADS.title },
      { status: 429, headers: { "Retry-After": "3600" } },
    );
  }
  const logo = await storeUploadedLogo(user.id, await readForm(request), "file");
  if (logo.error) {
    return jsonError(logoErrorStatus(logo.error), logo.error.description, {
      title: logo.error.title,
    });
  }
  if (!logo.path) return jsonError(400, "No file was uploaded");
  return Response.json({ objectPath: logo.path, uploadURL: logo.path });
}
