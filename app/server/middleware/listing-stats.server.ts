import crypto from "node:crypto";
import express, { type RequestHandler } from "express";
import { isbot } from "isbot";
import { decodeListingEvent, LISTING_EVENT_HEADER, type ListingEvent } from "~/lib/listing-events";
import { ListingTally, parseStatsBatch, type StatsBatch } from "./listing-tally.server";
import { VisitorDay } from "./listing-visitors.server";

/** Where a replica posts its counts on the primary (server.ts mounts the receiver there). */
export const STATS_RECEIVER_PATH = "/internal/listing-stats";
const SIGNATURE_HEADER = "X-Stats-Signature";
/** Items per request sent to the primary: well under the body limit of small requests. */
const CHUNK = 1_000;

export type ListingStatsOptions = {
  /** Milliseconds between flushes. */
  flushMs: number;
  /** Asked at each flush: with LiteFS the primary can move. */
  isPrimary: () => boolean;
  /** Writes a batch in one transaction (the primary). */
  write: (batch: StatsBatch) => void;
  /** Sends a batch on to the primary (a replica); rejects when it did not arrive. */
  send: (batch: StatsBatch) => Promise<void>;
  /** Off: nothing is counted (the benchmark's comparison). */
  enabled?: boolean;
  /** The client's address as the server resolves it (server.ts: `clientIpOf`); `req.ip` else. */
  clientAddress?: (req: express.Request) => string;
};

export const signBatch = (secret: string, body: string) =>
  crypto.createHmac("sha256", secret).update(body).digest("hex");

/**
 * Listing insights counting (decision 023). Routes say what a response did for listings in the
 * `X-Listing-Event` header; this counts it once the response has gone out (never before, so a
 * page is not slowed), also for pages the page cache answered, since the header is stored and
 * replayed with them. Counts wait in memory and are flushed every `flushMs` and at shutdown: one
 * transaction on the primary, a signed POST to the primary from a replica.
 */
export class ListingStats {
  readonly tally = new ListingTally();
  /** Who was counted today: a visitor counts once per listing, kind and day (decision 040). */
  readonly visitors = new VisitorDay();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(private readonly options: ListingStatsOptions) {}

  get enabled() {
    return this.options.enabled ?? true;
  }

  start() {
    if (this.timer || !this.enabled) return this;
    this.timer = setInterval(() => void this.flush(), this.options.flushMs);
    this.timer.unref();
    return this;
  }

  count(event: ListingEvent, at = new Date()) {
    this.tally.add(event, at);
  }

  /** Writes or sends what was counted; on failure the counts wait for the next flush. */
  flush(): Promise<void> {
    // One flush at a time: a slow send to the primary must not overlap the next tick.
    this.running ??= this.flushOnce().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async flushOnce() {
    if (!this.tally.size) return;
    const batch = this.tally.take();
    try {
      if (this.options.isPrimary()) this.options.write(batch);
      else await this.options.send(batch);
    } catch (error) {
      console.error("listing stats: flush failed; the counts wait for the next one", error);
      // Chunks the primary already took are not added back (they would count twice).
      this.tally.merge(error instanceof UnsentCounts ? error.unsent : batch);
    }
  }

  /** For graceful shutdown: no more ticks, then the last flush. */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /**
   * Counts the event a GET response declared, once it is sent; bots are not counted, and a
   * visitor (a keyed hash of address, user agent and day) counts once per listing, kind and day.
   */
  middleware(): RequestHandler {
    if (!this.enabled) return (_req, _res, next) => next();
    return (req, res, next) => {
      if (req.method !== "GET") return next();
      res.on("finish", () => {
        const value = res.getHeader(LISTING_EVENT_HEADER);
        if (value === undefined) return;
        const event = decodeListingEvent(value);
        if (!event) return;
        // A page counts when it was shown; a click when it was sent on to the listing's address.
        const expected = event.kind === "view" || event.kind === "shown" ? 200 : 302;
        if (res.statusCode !== expected) return;
        const agent = req.get("user-agent") ?? "";
        if (!agent || isbot(agent)) return;
        const address = this.options.clientAddress?.(req) ?? req.ip ?? "unknown";
        const fresh = this.visitors.firstTimeOnly(event, { address, agent });
        if (fresh) this.count(fresh);
      });
      next();
    };
  }

  /**
   * The primary's endpoint for replicas' batches: signed with the shared session secret (no
   * one else can add counts), checked field by field, then added to this instance's tally.
   */
  receiver(secret: string): RequestHandler[] {
    return [
      express.text({ type: "application/json", limit: "256kb" }),
      (req, res) => {
        const body = typeof req.body === "string" ? req.body : "";
        const given = Buffer.from(String(req.get(SIGNATURE_HEADER) ?? ""));
        const wanted = Buffer.from(signBatch(secret, body));
        if (given.length !== wanted.length || !crypto.timingSafeEqual(given, wanted)) {
          res.status(403).json({ message: "Bad signature." });
          return;
        }
        let batch: StatsBatch | undefined;
        try {
          batch = parseStatsBatch(JSON.parse(body));
        } catch {
          batch = undefined;
        }
        if (!batch) {
          res.status(400).json({ message: "Malformed batch." });
          return;
        }
        this.tally.merge(batch);
        res.status(204).end();
      },
    ];
  }
}

/** A send that stopped part way: what the primary did not receive. */
export class UnsentCounts extends Error {
  constructor(
    readonly unsent: StatsBatch,
    cause: unknown,
  ) {
    super("the primary did not take every count", { cause });
  }
}

/** Splits a batch so that each request stays small. */
export function chunks(batch: StatsBatch, size = CHUNK): StatsBatch[] {
  const out: StatsBatch[] = [];
  for (let i = 0; i < batch.days.length; i += size) {
    out.push({ days: batch.days.slice(i, i + size), terms: [] });
  }
  for (let i = 0; i < batch.terms.length; i += size) {
    out.push({ days: [], terms: batch.terms.slice(i, i + size) });
  }
  return out;
}

/**
 * A replica's sender: posts the batch, in chunks, to the primary's receiver. On Fly the primary
 * is reached on the private network by its machine name (what LiteFS reports); elsewhere through
 * the site's address, where a write that lands on a replica is replayed on the primary.
 */
export function sendToPrimary({
  url,
  secret,
  fetchImpl = fetch,
}: {
  url: () => string;
  secret: string;
  fetchImpl?: typeof fetch;
}) {
  return async (batch: StatsBatch) => {
    const parts = chunks(batch);
    for (const [i, part] of parts.entries()) {
      const body = JSON.stringify(part);
      try {
        const response = await fetchImpl(url(), {
          method: "POST",
          body,
          headers: {
            "Content-Type": "application/json",
            [SIGNATURE_HEADER]: signBatch(secret, body),
          },
          signal: AbortSignal.timeout(5_000),
        });
        if (!response.ok) throw new Error(`primary answered ${response.status}`);
      } catch (error) {
        const rest = parts.slice(i);
        throw new UnsentCounts(
          { days: rest.flatMap((p) => p.days), terms: rest.flatMap((p) => p.terms) },
          error,
        );
      }
    }
  };
}
