import { decodeImage, INVALID_TYPE, sniffImage } from "./logo-image.server";

const MIN_WIDTH = 600;
const MIN_HEIGHT = 300;
const MAX_WIDTH = 1200;

/**
 * A blog post's image, under the logo rules (type read from the bytes, 5 MB, re-encoded by
 * sharp, decision 018), cropped to the 2:1 frame the post page and the cards show it in. WebP,
 * not PNG: a photograph as PNG would weigh ten times as much on every article.
 */
export async function processBlogImage(bytes: Buffer) {
  const meta = await sniffImage(bytes, MIN_WIDTH, MIN_HEIGHT);
  const width = Math.min(MAX_WIDTH, meta.width, meta.height * 2);
  const height = Math.round(width / 2);
  try {
    const webp = await decodeImage(bytes)
      .resize(width, height, { fit: "cover", position: "centre" })
      .webp({ quality: 80 })
      .toBuffer();
    return { bytes: webp, width, height };
  } catch {
    throw INVALID_TYPE;
  }
}
