import { storeLogo } from "~/models/listings/logos.server";
import {
  FILE_TOO_LARGE,
  LogoImageError,
  processLogo,
  takeLogoUpload,
  TOO_MANY_UPLOADS,
} from "./logo-image.server";
import { uploadedFile } from "./multipart.server";

/**
 * The logo sent in a form's `field`, from the dashboard's forms or the upload API: checked
 * against the hourly quota (decision 017; taken atomically before decoding, decision 040), re-encoded and stored. No file gives no path; a
 * refused one gives the error to show (its title and description are the SPEC's words).
 */
export async function storeUploadedLogo(
  userId: number,
  formData: FormData,
  field: string,
): Promise<{ path?: string; error?: LogoImageError }> {
  const file = await uploadedFile(formData, field);
  if (!file) return {};
  if ("tooLarge" in file) return { error: FILE_TOO_LARGE };
  if (!takeLogoUpload(userId)) return { error: TOO_MANY_UPLOADS };
  try {
    return { path: storeLogo(userId, await processLogo(file.bytes)).path };
  } catch (error) {
    if (error instanceof LogoImageError) return { error };
    throw error;
  }
}

/** The HTTP status of a refused logo: too large 413, over the quota 429, a bad image 400. */
export const logoErrorStatus = (error: LogoImageError) =>
  error === FILE_TOO_LARGE ? 413 : error === TOO_MANY_UPLOADS ? 429 : 400;
