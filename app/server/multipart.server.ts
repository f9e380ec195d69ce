import {
  unstable_composeUploadHandlers,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import { MAX_LOGO_BYTES } from "./logo-image.server";

const TOO_LARGE = "__file_too_large__";

/** Keeps a file part in memory up to the logo limit; a larger one becomes a marker value. */
const boundedFileHandler: UploadHandler = async ({ filename, contentType, data }) => {
  if (!filename) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size <= MAX_LOGO_BYTES) chunks.push(chunk);
  }
  if (size > MAX_LOGO_BYTES) return TOO_LARGE;
  return new File(chunks as BlobPart[], filename, { type: contentType });
};

/** The request's form, multipart or not, with file parts bounded to the logo size limit. */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data")) return request.formData();
  return unstable_parseMultipartFormData(
    request,
    unstable_composeUploadHandlers(
      boundedFileHandler,
      unstable_createMemoryUploadHandler({ maxPartSize: 100_000 }),
    ),
  );
}

export type UploadedFile = { bytes: Buffer } | { tooLarge: true } | null;

/** The uploaded file of a field: its bytes, a too-large marker, or null when empty. */
export async function uploadedFile(formData: FormData, name: string): Promise<UploadedFile> {
  const value = formData.get(name);
  if (value === TOO_LARGE) return { tooLarge: true };
  if (!value || typeof value === "string" || value.size === 0) return null;
  return { bytes: Buffer.from(await value.arrayBuffer()) };
}
