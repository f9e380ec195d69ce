import { getImage } from "~/models/listings/logos.server";
import type { Route } from "./+types/logos.$file";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/**
 * GET /logos/:id.png (a logo) or /logos/:id.webp (a blog image): the stored bytes; an image
 * never changes under its id, so caches keep it. Its nosniff and its policy (`default-src
 * 'none'`) come from the security headers, once.
 */
/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export async function loader({ params }: Route.LoaderArgs) {
  const [, id, ext] = /^([a-f0-9]{32})\.(png|webp)$/.exec(params.file ?? "") ?? [];
  const image = id && ext ? getImage(id, ext) : undefined;
  if (!image) return new Response("Not Found", { status: 404 });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
