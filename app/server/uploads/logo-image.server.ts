import sharp from "sharp";
import { quotaUsedUp, takeQuota } from "~/models/accounts/quotas.server";
import { env } from "~/env.server";

export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
const MIN_SIDE = 50;
const OUTPUT_SIDE = 400;
const MAX_PIXELS = 40_000_000;
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "avif", "tiff"]);

export class LogoImageError extends Error {
  constructor(
    readonly title: string,
    readonly description: string,
  ) {
    super(`${title}: ${description}`);
  }
}

export const FILE_TOO_LARGE = new LogoImageError(
  "File too large",
  "Please select an image smaller than 5MB",
);
/** Uploads per user per hour (decision 017): a logo is changed now and then, not streamed. */
export const LOGO_UPLOADS_PER_HOUR = 10;
export const TOO_MANY_UPLOADS = new LogoImageError(
  "Too many uploads",
  `You can upload ${LOGO_UPLOADS_PER_HOUR} logos an hour. Please try again later.`,
);

const logoQuota = () => ({
  name: "logo-upload",
  limit: LOGO_UPLOADS_PER_HOUR * env().RATE_LIMIT_FACTOR,
  windowMs: 60 * 60 * 1000,
});

/**
 * Whether `userId` may upload another logo now: a look before the body is read, counting
 * nothing. Kept in the database, so the quota holds across restarts and whichever machine took
 * the upload (decision 017).
 */
export function mayUploadLogo(userId: number, now = Date.now()): boolean {
  return !quotaUsedUp(logoQuota(), String(userId), now);
}

/**
 * Takes one of `userId`'s uploads this hour, or says there is none left. Check and count are
 * one SQLite statement taken before the image is decoded, so concurrent uploads cannot all pass
 * (decision 040). An upload refused later (not an image) has used its turn: it cost the decode.
 */
export function takeLogoUpload(userId: number, now = Date.now()): boolean {
  return takeQuota(logoQuota(), String(userId), now);
}

export const INVALID_TYPE = new LogoImageError("Invalid file type", "Please select an image file");

/**
 * The image's format and size read from its bytes (never its name or declared type), or the
 * logo errors: the rule every upload shares (logos and blog images, decision 018).
 */
export async function sniffImage(bytes: Buffer, minWidth: number, minHeight: number) {
  if (bytes.length > MAX_LOGO_BYTES) throw FILE_TOO_LARGE;
  if (bytes.length === 0) throw INVALID_TYPE;
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw INVALID_TYPE;
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw INVALID_TYPE;
  if (meta.width < minWidth || meta.height < minHeight) {
    throw new LogoImageError(
      "Image too small",
      `Please select an image at least ${minWidth}×${minHeight} pixels`,
    );
  }
  return { width: meta.width, height: meta.height };
}

/** A fresh sharp pipeline over bytes already sniffed; only the first frame of an animation. */
export const decodeImage = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false }).rotate();

/**
 * Checks that the bytes really are an image, centre-crops them to a square (a no-op for a logo
 * the browser already cropped) and re-encodes a PNG of at most 400×400. Re-encoding drops
 * anything an attacker could hide in the original file.
 */
export async function processLogo(bytes: Buffer) {
  const meta = await sniffImage(bytes, MIN_SIDE, MIN_SIDE);
  const size = Math.min(meta.width, meta.height, OUTPUT_SIDE);
  try {
    const png = await decodeImage(bytes)
      .resize(size, size, { fit: "cover", position: "centre" })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return { png, width: size, height: size };
  } catch {
    throw INVALID_TYPE;
  }
}
