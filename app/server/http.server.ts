import crypto from "node:crypto";
import { data } from "react-router";
import { env } from "~/env.server";
import type { z } from "zod";
import { describeIssues } from "~/lib/refusal";
import { DomainError } from "~/models/errors.server";
import { allow, type LIMITS } from "~/server/rate-limit.server";

/**
 * The client's address as the server resolved it (`clientIpOf`). Never read from the request's
 * own headers here: a forwarded header is the client's to forge.
 */
export function clientIp(_request: Request, context?: { clientIp?: string }): string {
  return context?.clientIp ?? "unknown";
}

/**
 * A stable, keyed hash of the client's address: lets a rule say "the same visitor" (one review
 * per company per day) without storing the address itself. Null when the address is unknown.
 */
export function visitorKey(ip: string): string | null {
  if (!ip || ip === "unknown") return null;
  return crypto.createHmac("sha256", env().SESSION_SECRET).update(ip).digest("hex").slice(0, 32);
}

export function jsonError(status: number, message: string, extra?: Record<string, unknown>) {
  return Response.json({ message, ...extra }, { status });
}

/**
 * An /api/* address asked with a method it does not take: a 405 whose `Allow` names the methods
 * it does take (HTTP requires the header).
 */
export function methodNotAllowed(allow: readonly string[], message = "Method not allowed") {
  return Response.json({ message }, { status: 405, headers: { Allow: allow.join(", ") } });
}

/**
 * The one way an /api/* route answers a failure (decision 025): an answer thrown on the way
 * (`parseJsonBody`'s 400, `requireApiUser`'s 401) is returned as it is, a domain error becomes
 * its status with a JSON message, anything else is rethrown (a 500, logged).
 */
export function apiError(error: unknown) {
  if (error instanceof Response) return error;
  if (error instanceof DomainError) return jsonError(error.status, error.message);
  throw error;
}

/** For pages: a domain error becomes a thrown response the error boundary renders. */
export function pageError(error: unknown): never {
  if (error instanceof DomainError)
    throw data({ message: error.message }, { status: error.status });
  throw error;
}

/**
 * The one way an /api/* route reads its body (decision 025): JSON, an object, valid for the
 * schema, or a thrown 400 `{ message, title, errors }` whose title and description are the
 * schema's own (`refuse` in ~/lib/refusal). `schema` may be chosen from the body (a reset with a
 * token or a request for one). Call it after the ownership check, so that another user's
 * listing is a 403/404 whatever the body holds.
 */
export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S | ((body: Record<string, unknown>) => S),
  /** What the schema reads, made from the body (an edit laid over the current values). */
  prepare: (body: Record<string, unknown>) => unknown = (body) => body,
): Promise<z.output<S>> {
  const body = (await readJson(request)) as Record<string, unknown>;
  const chosen = typeof schema === "function" ? schema(body) : schema;
  const parsed = chosen.safeParse(prepare(body));
  if (parsed.success) return parsed.data;
  const { message, ...problem } = describeIssues(parsed.error.issues);
  throw jsonError(400, message, problem);
}

/**
 * Reads a JSON body; a malformed one, or one that is not an object (`null`, an array, a number),
 * is a 400, never a crash: every write API takes an object.
 */
export async function readJson(request: Request): Promise<unknown> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw jsonError(400, "Request body must be valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw jsonError(400, "Request body must be a JSON object.");
  }
  return body;
}

/** What an /api/* write is called with: the request, its URL's params and the client as resolved. */
type ApiArgs = {
  request: Request;
  params: Record<string, string | undefined>;
  context: { clientIp?: string };
};

/** A rate limit of the client's address and the 429 that answers it: `{ message, title? }`. */
type ApiLimit = {
  name: keyof typeof LIMITS;
  message: string;
  title?: string;
  /**
   * Taken before the body is read, so that every attempt counts, a malformed one too (the
   * account forms: what is limited is guessing); otherwise only a valid body counts.
   */
  beforeBody?: boolean;
};

/**
 * The one shape of an /api/* write that takes a JSON POST (decision 025): another method is a
 * 405, the client's address may be rate-limited, the body is read by `parseJsonBody` and handed
 * to `handle` with the client's address, and a failure on the way is answered by `apiError`
 * (after `mapError`, for a route's own answer to a domain error).
 */
export function jsonPostAction<S extends z.ZodType>(spec: {
  schema: S | ((body: Record<string, unknown>) => S);
  limit?: ApiLimit;
  handle: (input: z.output<S>, args: ApiArgs & { ip: string }) => Response | Promise<Response>;
  mapError?: (error: unknown) => Response | undefined;
}) {
  const { schema, limit, handle, mapError } = spec;
  const limitedAt = limit?.beforeBody ? "beforeBody" : "afterBody";
  /** The 429 when this is the limit's moment and the address is over it; null otherwise. */
  const refusal = (ip: string, at: typeof limitedAt) =>
    limit && at === limitedAt && !allow(limit.name, ip)
      ? jsonError(429, limit.message, limit.title ? { title: limit.title } : undefined)
      : null;
  return async (args: ApiArgs) => {
    const { request, context } = args;
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const ip = clientIp(request, context);
    const early = refusal(ip, "beforeBody");
    if (early) return early;
    try {
      const input = await parseJsonBody(request, schema);
      const late = refusal(ip, "afterBody");
      if (late) return late;
      return await handle(input, { ...args, ip });
    } catch (error) {
      return mapError?.(error) ?? apiError(error);
    }
  };
}
