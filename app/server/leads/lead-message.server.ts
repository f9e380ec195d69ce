import type { ThreadSide } from "~/lib/lead-thread";
import { firmMessageSchema, messageSchema } from "~/lib/lead-thread";
import { DomainError } from "~/models/errors.server";
import type { LeadKey } from "~/models/leads/lead-key.server";
import { LimitReached, postMessage, tryAgainText } from "~/models/leads/thread.server";
import { env } from "~/env.server";
import { clientIp } from "~/server/http.server";
import { allow, retryInMs } from "~/server/rate-limit.server";

export type MessageOutcome =
  | { ok: true }
  | { ok: false; status: number; error: string; retryAfterSeconds?: number };

/**
 * One message into a thread whose side the caller has proven (the owner of the lead, or the
 * request's token): checked, rate-limited per address (10 a minute, scaled by
 * RATE_LIMIT_FACTOR), capped per side per thread (20 a day), stored with its notice. Pages and
 * the API answer the outcome their own way; nothing is added when it is refused.
 */
export function sendThreadMessage(
  side: ThreadSide,
  key: LeadKey,
  body: Record<string, unknown>,
  from: { request: Request; context?: { clientIp?: string }; replyTo?: string },
): MessageOutcome {
  const parsed = (side === "firm" ? firmMessageSchema : messageSchema).safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, error: parsed.error.issues[0].message };
  const ip = clientIp(from.request, from.context);
  if (!allow("leadMessage", ip)) {
    const wait = retryInMs("leadMessage", ip);
    return {
      ok: false,
      status: 429,
      error: `Too many messages from your address. ${tryAgainText(wait)}`,
      retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)),
    };
  }
  try {
    postMessage(side, key, parsed.data, { siteUrl: env().SITE_URL, replyTo: from.replyTo });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return {
      ok: false,
      status: error.status,
      error: error.message,
      ...(error instanceof LimitReached ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    };
  }
}

/** The API's answer to a refused message: 429s carry Retry-After. */
export function messageRefusal(outcome: Extract<MessageOutcome, { ok: false }>) {
  return Response.json(
    { message: outcome.error },
    {
      status: outcome.status,
      headers: outcome.retryAfterSeconds
        ? { "Retry-After": String(outcome.retryAfterSeconds) }
        : {},
    },
  );
}
