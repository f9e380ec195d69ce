import type { LoaderFunctionArgs } from "@remix-run/node";
import { getLogo } from "~/models/logos.server";

/** GET /logos/:id.png: logo bytes; a logo never changes under its id, so caches keep it. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = /^([a-f0-9]{32})\.png$/.exec(params.file ?? "")?.[1];
  const logo = id ? getLogo(id) : undefined;
  if (!logo) return new Response("Not Found", { status: 404 });
  return new Response(new Uint8Array(logo.bytes), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(logo.bytes.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'",
    },
  });
}
