import type { ActionFunctionArgs, AppLoadContext } from "react-router";
import { getDb } from "~/db/client";
import { createSession } from "~/models/accounts/sessions.server";
import { sessionCookie } from "~/server/auth/auth.server";
import { getToast } from "~/server/toast.server";

/**
 * Calling a route module's loader or action the way Remix does, for unit tests: one request
 * builder and one way to read the answer, whether the route returned or threw it.
 */
export type RouteArgs = Omit<ActionFunctionArgs<AppLoadContext>, "params"> & {
  // Any route's own params (`{ id: string }`, `{ slug: string }`): the test gives what it calls.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  params: any;
};

export type CallOptions = {
  cookie?: string;
  /** A JSON body (sent as application/json). */
  json?: unknown;
  /** A raw body: a string sent as it is, or form data. */
  body?: BodyInit;
  params?: Record<string, string>;
  headers?: Record<string, string>;
  /** The client's address as the server resolved it (context.clientIp). */
  ip?: string;
  /** More of the load context server.ts gives (e.g. `markListings`). */
  context?: Record<string, unknown>;
};

export function args(method: string, path: string, opts: CallOptions = {}): RouteArgs {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.cookie) headers.Cookie = opts.cookie;
  let body = opts.body;
  if (opts.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(opts.json);
  }
  const url = path.startsWith("http") ? path : `http://localhost${path}`;
  return {
    request: new Request(url, { method, headers, body }),
    url: new URL(url),
    pattern: "",
    params: opts.params ?? {},
    context: { clientIp: opts.ip ?? "198.51.100.7", ...opts.context },
  } as unknown as RouteArgs;
}

/** The answer of a loader/action, whether it returned or threw its Response (Remix sends both). */
export async function respond(p: Promise<unknown> | unknown): Promise<Response> {
  try {
    return (await p) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** A loader or action; `never` so that any route module's own argument type is accepted. */
type Handler = (a: never) => unknown;

/** Runs a route's action or loader with a request built from `opts` and returns its Response. */
export function call(handler: Handler, method: string, path: string, opts: CallOptions = {}) {
  return respond(handler(args(method, path, opts) as never));
}

let addresses = 0;

/** An address no other call has used, so that per-address limits never carry over between tests. */
export function freshIp() {
  addresses += 1;
  return `203.0.113.${(addresses % 250) + 1}-${process.pid}-${addresses}`;
}

/**
 * An answer as the browser would get it: a Response stays one; `data(value, init)` becomes JSON
 * with its status and headers, plain loader data JSON with 200.
 */
export function asResponse(out: unknown): Response {
  if (out instanceof Response) return out;
  const d = out as { type?: string; data?: unknown; init?: ResponseInit | null } | null;
  if (d?.type === "DataWithResponseInit") return Response.json(d.data, d.init ?? undefined);
  return Response.json(out);
}

/** The session cookie (name=value) that signs the account in. */
export const cookieFor = async (id: number) =>
  (await sessionCookie.serialize(createSession(id).id)).split(";")[0];

let users = 0;

/** A verified account and the session cookie that signs it in. */
export async function signedInUser(label = "user") {
  users += 1;
  const row = getDb()
    .$client.prepare(
      "INSERT INTO users (email, hashed_password, first_name, is_verified) VALUES (?, 'x', 'Test', 1) RETURNING id, email",
    )
    .get(`${label}-${users}-${Date.now()}@example.com`) as { id: number; email: string };
  return { ...row, cookie: await cookieFor(row.id) };
}

/** The toast an answer flashes (its `__toast` cookie), as the next page would show it. */
export async function flashedToast(res: Response) {
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith("__toast="))
    ?.split(";")[0];
  if (!cookie) return null;
  const { toast } = await getToast(
    new Request("http://localhost/", { headers: { Cookie: cookie } }),
  );
  return toast;
}
