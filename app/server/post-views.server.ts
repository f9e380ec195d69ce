import { createCookie } from "@remix-run/node";
import { isbot } from "isbot";
import { recordPostView } from "~/models/blog.server";
import { env } from "./env.server";
import { isPrimary } from "./litefs.server";

/**
 * The posts this browser has viewed during its session (a session cookie, no Max-Age), so a
 * post's view count goes up once per visit rather than on every reload.
 */
const viewedCookie = createCookie("blog_viewed", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: env().NODE_ENV === "production",
});

const MAX_REMEMBERED = 100;

async function viewedIds(request: Request): Promise<number[]> {
  const value: unknown = await viewedCookie.parse(request.headers.get("Cookie"));
  if (typeof value !== "string") return [];
  return value
    .split(".")
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0);
}

/**
 * Counts a view of `postId` unless this visit already did, the client is a bot, or this
 * instance is a LiteFS replica (a GET must not write there). Returns whether it counted and
 * the Set-Cookie header to send.
 */
export async function countPostView(
  request: Request,
  postId: number,
): Promise<{ counted: boolean; setCookie?: string }> {
  const ids = await viewedIds(request);
  if (ids.includes(postId)) return { counted: false };
  if (isbot(request.headers.get("User-Agent") ?? "")) return { counted: false };
  if (!isPrimary()) return { counted: false };
  recordPostView(postId);
  const next = [...ids, postId].slice(-MAX_REMEMBERED).join(".");
  return { counted: true, setCookie: await viewedCookie.serialize(next) };
}
