import { MAX_LOGO_BYTES } from "./logo-image.server";

const TOO_LARGE = "__file_too_large__";

/**
 * The request's form, multipart or not, with a file part above the logo size limit replaced by a
 * marker. The whole body is already bounded by `bodyLimit` (server.ts) before it is read.
 */
export async function readForm(request: Request): Promise<FormData> {
  const form = await request.formData();
  let oversized = false;
  for (const value of form.values()) {
    if (typeof value !== "string" && value.size > MAX_LOGO_BYTES) oversized = true;
  }
  if (!oversized) return form;
  const bounded = new FormData();
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" && value.size > MAX_LOGO_BYTES) bounded.append(name, TOO_LARGE);
    else bounded.append(name, value);
  }
  return bounded;
}

export type UploadedFile = { bytes: Buffer } | { tooLarge: true } | null;

/** The uploaded file of a field: its bytes, a too-large marker, or null when empty. */
export async function uploadedFile(formData: FormData, name: string): Promise<UploadedFile> {
  const value = formData.get(name);
  if (value === TOO_LARGE) return { tooLarge: true };
  if (!value || typeof value === "string" || value.size === 0) return null;
  return { bytes: Buffer.from(await value.arrayBuffer()) };
}
