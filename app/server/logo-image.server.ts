import sharp from "sharp";

export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
const MIN_SIDE = 50;
const OUTPUT_SIDE = 400;
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
export const INVALID_TYPE = new LogoImageError("Invalid file type", "Please select an image file");

/**
 * Checks that the bytes really are an image (by content, not by name), centre-crops them to a
 * square (a no-op for a logo the browser already cropped) and re-encodes a PNG of at most
 * 400×400. Re-encoding drops anything an attacker could hide in the original file.
 */
export async function processLogo(bytes: Buffer) {
  if (bytes.length > MAX_LOGO_BYTES) throw FILE_TOO_LARGE;
  if (bytes.length === 0) throw INVALID_TYPE;
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
  } catch {
    throw INVALID_TYPE;
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw INVALID_TYPE;
  const side = Math.min(meta.width, meta.height);
  if (side < MIN_SIDE) {
    throw new LogoImageError(
      "Image too small",
      `Please select an image at least ${MIN_SIDE}×${MIN_SIDE} pixels`,
    );
  }
  const size = Math.min(side, OUTPUT_SIDE);
  try {
    const png = await sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(size, size, { fit: "cover", position: "centre" })
      .png({ compressionLevel: 9 })
      .toBuffer();
    return { png, width: size, height: size };
  } catch {
    throw INVALID_TYPE;
  }
}
