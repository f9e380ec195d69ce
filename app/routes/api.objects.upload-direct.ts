import type { ActionFunctionArgs } from "@remix-run/node";
import { storeLogo } from "~/models/logos.server";
import { requireApiUser } from "~/server/api-auth.server";
import { jsonError } from "~/server/http.server";
import {
  FILE_TOO_LARGE,
  LogoImageError,
  mayUploadLogo,
  processLogo,
  TOO_MANY_UPLOADS,
} from "~/server/logo-image.server";
import { readForm, uploadedFile } from "~/server/multipart.server";

/**
 * POST /api/objects/upload-direct (multipart, field `file`): stores a logo image and answers
 * `{ objectPath }`, a path that PUT /api/companies/:id/logo accepts.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  if (!(request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) {
    return jsonError(400, "Send the image as multipart/form-data in a field named file");
  }
  if (!mayUploadLogo(user.id)) {
    return Response.json(
      { message: TOO_MANY_UPLOADS.description, title: TOO_MANY_UPLOADS.title },
      { status: 429, headers: { "Retry-After": "3600" } },
    );
  }
  const file = await uploadedFile(await readForm(request), "file");
  if (!file) return jsonError(400, "No file was uploaded");
  if ("tooLarge" in file)
    return jsonError(413, FILE_TOO_LARGE.description, { title: FILE_TOO_LARGE.title });
  try {
    const { path } = storeLogo(user.id, await processLogo(file.bytes));
    return Response.json({ objectPath: path, uploadURL: path });
  } catch (error) {
    if (error instanceof LogoImageError)
      return jsonError(400, error.description, { title: error.title });
    throw error;
  }
}
