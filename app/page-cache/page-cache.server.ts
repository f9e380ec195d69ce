import type { NextFunction, Request, RequestHandler, Response } from "express";
import {
  isCacheableRequest,
  isStorableResponse,
  setCacheControl,
  toBuffer,
  vary,
  watchHeaders,
} from "./page-cache-http.server";
import { chooseEncoding, encodedBody, storeBodyAsync } from "./page-cache-body.server";
import type { RouteCacheable } from "./cacheable-routes.server";
import { PageStore, type Entry } from "./page-cache-store.server";
import { readsNoContent, readsOf, renderIn, renderScope } from "~/freshness/reads.server";
import { RenderGate } from "./render-gate.server";

/**
 * An in-process cache of rendered responses for anonymous GET and HEAD requests, and the
 * Cache-Control headers that let a CDN keep public pages briefly (docs/decisions/010).
 *
 * An entry is keyed by its path and query (`pageKey`) and kept under the tags its render
 * recorded (decision 047) until a write drops one of them (page-cache-store.server.ts). A
 * response is stored only when it is a 200 without Set-Cookie, without private/no-store
 * caching, its render said what it read (a render that recorded no tag, or read what no tag
 * answers for, is not stored), and no write changed that while it rendered.
 *
 * The body is captured uncompressed (this middleware runs after `compression()`, whose `write`
 * it wraps) and compressed once when stored; a hit is answered in the encoding the visitor
 * accepts without compressing again (`compression()` leaves an encoded answer alone). The CSP
 * nonce of the render is cut out of the stored body and each hit gets the fresh nonce of its own
 * Content-Security-Policy header, so a nonce is never reused across visitors (decision 022).
 */

export { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "./page-cache-http.server";

export type PageCacheOptions = {
  /** The SQLite file whose changes invalidate the cache; `:memory:` disables caching. */
  databaseFile: string;
  /**
   * Whether the route answering a path declared itself cacheable (decision 046). None did by
   * default: every answer is then private, no-store and never stored.
   */
  routeCacheable?: RouteCacheable;
  /** Store and serve rendered responses (the headers are set either way). Default true. */
  enabled?: boolean;
  maxEntries?: number;
  maxBytes?: number;
  /** Larger responses pass through uncached. */
  maxEntryBytes?: number;
  /** A safety net for content that changes with time alone (dates, the footer's year). */
  ttlMs?: number;
  /** Pages answered at once (0: no limit); the rest wait in turn (render-gate.server.ts). */
  renderConcurrency?: number;
  /**
   * A render still going after this long is waiting on something other than this process (a
   * file, the network): its place is given to the next miss. Default 1 s.
   */
  renderHoldMs?: number;
  /**
   * Answer hits at once, ahead of the misses waiting their turn (decision 029). Default false:
   * every page waits its turn in arrival order, which keeps the slowest answers shortest (031).
   */
  hitsFirst?: boolean;
};

export type PageCacheStats = {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  bypasses: number;
  drops: number;
  /** Requests waiting for a place in the render gate now. */
  waiting: number;
};

/** Headers a hit must not replay: they belong to the connection or are recomputed. */
const NOT_REPLAYED = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "x-cache",
]);

export class PageCache {
  private readonly store: PageStore;
  private counters = { hits: 0, misses: 0, bypasses: 0 };
  private readonly gate: RenderGate;
  private readonly renderHoldMs: number;
  private readonly hitsFirst: boolean;
  private readonly routeCacheable: RouteCacheable;
  /** Pages rendered and on the compression worker: the entry once stored, else undefined. */
  private readonly storing = new Map<string, Promise<Entry | undefined>>();
  readonly enabled: boolean;

  constructor(options: PageCacheOptions) {
    this.store = new PageStore({ ...options, enabled: options.enabled ?? true });
    this.enabled = this.store.enabled;
    this.gate = new RenderGate(options.renderConcurrency ?? 2);
    this.renderHoldMs = options.renderHoldMs ?? 1_000;
    this.hitsFirst = options.hitsFirst ?? false;
    this.routeCacheable = options.routeCacheable ?? (() => false);
    // The compression worker takes a while to start and compile: started now with a page's
    // worth of work, not on the first visitor's miss.
    if (this.enabled) {
      storeBodyAsync(Buffer.from("<li>warm</li>".repeat(8_000)), undefined).catch(
        (error: unknown) =>
          console.error("page cache: the compression worker did not start", error),
      );
    }
  }

  /** The content generation now; drops what a write since the last look made stale. */
  currentGeneration(): number {
    return this.store.currentGeneration();
  }

  get(key: string, now = Date.now()): Entry | undefined {
    return this.store.get(key, now);
  }

  stats(): PageCacheStats {
    return {
      ...this.store.size,
      ...this.counters,
      drops: this.store.drops,
      waiting: this.gate.queued,
    };
  }

  clear() {
    this.store.clear();
  }

  close() {
    this.store.close();
  }

  /** The Express middleware; mount it after `compression()` and the security headers. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const anonymous = isCacheableRequest(req);
      const declared = this.routeCacheable(req.path);
      if (!anonymous || !declared || !this.enabled) {
        this.counters.bypasses++;
        res.setHeader("X-Cache", "BYPASS");
        watchHeaders(res, () => setCacheControl(req, res, anonymous, Boolean(declared)));
        return next();
      }

      const key = pageKey(req.originalUrl);
      const generation = this.currentGeneration();
      // In turn, a hit is looked up when its turn comes (below); a HEAD costs nothing to answer.
      const hit = this.hitsFirst || req.method === "HEAD" ? this.get(key) : undefined;
      if (hit) {
        this.counters.hits++;
        replay(res, hit);
        return;
      }

      if (req.method === "HEAD") {
        this.miss(req, res);
        return next();
      }
      this.inTurn(req, res, next, key, generation, declared === "fixed");
    };
  }

  /** A page answered when its turn comes: from the store, from a render under way, or rendered. */
  private inTurn(
    req: Request,
    res: Response,
    next: NextFunction,
    key: string,
    generation: number,
    showsNoContent: boolean,
  ) {
    this.gate.enter((leave) => {
      // A visitor who left while waiting costs no render.
      if (res.destroyed) return leave();
      // While it waited, another visitor's render of the same page may have been stored.
      // (Reading the generation first drops what a write since made stale.)
      this.currentGeneration();
      const ready = this.get(key);
      if (ready) {
        leave();
        this.counters.hits++;
        replay(res, ready);
        return;
      }
      // Rendered already and being compressed: answered from it once stored, without a place.
      const storing = this.storing.get(key);
      if (storing) {
        leave();
        void storing.then((entry) => {
          if (res.destroyed) return;
          if (!entry)
            return this.inTurn(req, res, next, key, this.currentGeneration(), showsNoContent);
          this.counters.hits++;
          replay(res, entry);
        });
        return;
      }
      this.render(req, res, next, key, generation, leave, showsNoContent);
    });
  }

  private miss(req: Request, res: Response) {
    this.counters.misses++;
    res.setHeader("X-Cache", "MISS");
    watchHeaders(res, () => setCacheControl(req, res, true));
  }

  /** A miss: the page is rendered, answered and, when it may be, stored. */
  private render(
    req: Request,
    res: Response,
    next: NextFunction,
    key: string,
    generation: number,
    leave: () => void,
    showsNoContent: boolean,
  ) {
    this.miss(req, res);
    // The gate's place is freed once the page is rendered, the visitor went away, or the render
    // has held it for `renderHoldMs` (two slow reads must not stall the site).
    res.once("close", leave);
    setTimeout(leave, this.renderHoldMs).unref();
    // What the render reads is recorded here (decision 047).
    const scope = renderScope();

    // The body is held back while it may still be stored: a storable page is then compressed
    // once, for the cache and for this visitor alike (decision 022). Anything else (an error,
    // a cookie, a page too large) is let through as it comes, compressed by `compression()`.
    let held: Buffer[] | null = [];
    let size = 0;
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const release = () => {
      const chunks = held ?? [];
      held = null;
      for (const chunk of chunks) write(chunk);
    };
    /** Holds `chunk`; false when the body can no longer be stored (released instead). */
    const hold = (chunk: unknown, encoding: unknown): boolean => {
      if (held === null) return false;
      if (!isStorableResponse(res)) {
        release();
        return false;
      }
      const buffer = toBuffer(chunk, encoding);
      if (buffer) {
        size += buffer.length;
        held.push(buffer);
      }
      if (size > this.store.maxEntryBytes) {
        held.pop();
        release();
        return false;
      }
      return true;
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (!hold(chunk, rest[0])) return write(chunk, ...rest);
      const callback = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return true;
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk === "function")
        return (res.end as (...a: unknown[]) => Response)(undefined, chunk);
      if (!hold(chunk, rest[0])) {
        leave();
        return end(chunk, ...rest);
      }
      const body = Buffer.concat(held ?? []);
      held = null;
      setCacheControl(req, res, true); // stored with the entry: hits carry it too
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => value !== undefined && !NOT_REPLAYED.has(name))
        .map(([name, value]) => [name, value] as Entry["headers"][number]);
      const nonce = res.locals.cspNonce as string | undefined;
      // Stored under what its render read; a render that cannot say is only answered.
      const { tags, tagged } = readsOf(scope);
      const status = res.statusCode;
      res.end = end as Response["end"];
      // The render's work is done: the next page starts while this one is compressed on the
      // worker, and a visitor asking for this page meanwhile waits for it here, not for a place.
      let entryStored: (entry: Entry | undefined) => void = () => {};
      this.storing.set(key, new Promise((resolve) => (entryStored = resolve)));
      leave();
      const done = (entry: Entry | undefined) => {
        this.storing.delete(key);
        entryStored(entry);
      };
      // A visitor who takes no compressed answer has the page as rendered, at once: it would
      // otherwise wait for the compression only to have it undone.
      const answered = !acceptsCompressed(req);
      if (answered) {
        vary(res, "Accept-Encoding");
        res.setHeader("Content-Length", body.length);
        end(body);
      }
      storeBodyAsync(body, nonce).then(
        (stored) => {
          const entry: Entry = {
            status,
            headers,
            body: stored,
            nonce: nonce ?? "",
            bytes: stored.bytes + key.length,
            storedAt: Date.now(),
            tags,
          };
          // A write committed while this page rendered may show on it in either state: such a
          // page is not kept. A write that changed nothing it shows is no reason to lose it.
          this.store.currentGeneration();
          const keep = tagged && this.store.unchangedSince(generation, tags);
          if (keep) this.store.set(key, entry);
          done(keep ? entry : undefined);
          if (!answered) send(res, entry);
        },
        (error: unknown) => {
          done(undefined);
          console.error("page cache: could not compress a page", error);
          if (!answered) end(body);
        },
      );
      return res;
    }) as Response["end"];
    renderIn(scope, () => {
      // A page declared to show no content records so itself: its loader need not.
      if (showsNoContent) readsNoContent();
      next();
    });
  }
}

/** A hit: the stored headers (where this response has none of its own) and the stored body. */
function replay(res: Response, entry: Entry) {
  for (const [name, value] of entry.headers) {
    // Headers set by earlier middleware for this response (the CSP with its fresh nonce,
    // security headers) stay as they are.
    if (res.getHeader(name) === undefined) res.setHeader(name, value);
  }
  res.setHeader("X-Cache", "HIT");
  res.status(entry.status);
  send(res, entry);
}

/** The stored body in the encoding the visitor accepts, with this response's nonce. */
function send(res: Response, entry: Entry) {
  const nonce = (res.locals.cspNonce as string | undefined) ?? entry.nonce;
  const encoding = chooseEncoding(entry.body, (offered) => res.req.acceptsEncodings(offered));
  const body = encodedBody(entry.body, encoding, nonce);
  vary(res, "Accept-Encoding");
  // Set before the head goes out, so `compression()` passes the bytes through as they are.
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  if (res.req.method === "HEAD") {
    res.end();
    return;
  }
  res.end(body);
}

/**
 * What a page is kept under: its path and query, one copy for every host name it is asked at
 * (the site's, the machine's, an address): its bytes do not depend on it, its links being paths
 * and its absolute addresses SITE_URL's. `page=1` is the first page, as its own links write it
 * (without): the same page, one copy (decision 056).
 */
export function pageKey(url: string): string {
  const at = url.indexOf("?");
  if (at === -1 || !/(?:^|[?&])page=1(?:&|$)/.test(url.slice(at))) return url;
  const rest = url
    .slice(at + 1)
    .split("&")
    .filter((pair) => pair !== "page=1");
  return rest.length ? `${url.slice(0, at)}?${rest.join("&")}` : url.slice(0, at);
}

/** Whether the visitor takes a compressed answer (nearly every browser does). */
function acceptsCompressed(req: Request): boolean {
  const chosen = req.acceptsEncodings("br", "gzip", "identity");
  return chosen === "br" || chosen === "gzip";
}

/** The page cache middleware (see `PageCache`). */
export function pageCache(options: PageCacheOptions): RequestHandler {
  return new PageCache(options).middleware();
}
