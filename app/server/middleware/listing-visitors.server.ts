import crypto from "node:crypto";
import { utcDay, type ListingEvent } from "~/lib/listing-events";

/**
 * Who was already counted today (decision 040): a visitor counts at most once
 * per listing, kind and UTC day, so reloading a page or hitting `/out/…/call` twenty times is one
 * view or one call. A visitor is an HMAC of the day, the client address and the user agent under
 * a key made at start and never stored: the address itself is not kept, and yesterday's visitor
 * cannot be linked to today's. Kept in memory, emptied when the day turns; past `maxKeys` the
 * oldest entries go first (a flood cannot grow memory; at worst an old visitor counts again).
 * Each instance keeps its own, so a visitor served by two regions can count once in each.
 */
export class VisitorDay {
  private day = "";
  private seen = new Set<string>();
  private readonly key: Buffer;

  constructor(
    key?: string | Buffer,
    private readonly maxKeys = 200_000,
  ) {
    this.key = key ? Buffer.from(key) : crypto.randomBytes(32);
  }

  get size() {
    return this.seen.size;
  }

  /** The visitor's id for the day: 16 bytes of the keyed hash, base64url. */
  private visitor(day: string, address: string, agent: string) {
    return crypto
      .createHmac("sha256", this.key)
      .update(`${day}\n${address}\n${agent}`)
      .digest("base64url")
      .slice(0, 22);
  }

  /** Marks `id` for this visitor and kind; true when it was not yet marked today. */
  private first(key: string) {
    if (this.seen.has(key)) return false;
    if (this.seen.size >= this.maxKeys) {
      const oldest = this.seen.values().next().value;
      if (oldest !== undefined) this.seen.delete(oldest);
    }
    this.seen.add(key);
    return true;
  }

  /**
   * What of `event` this visitor has not been counted for today (marking it), or undefined when
   * nothing is left: a results page counts only the listings this visitor had not yet seen.
   */
  firstTimeOnly(
    event: ListingEvent,
    visit: { address: string; agent: string },
    at = new Date(),
  ): ListingEvent | undefined {
    const day = utcDay(at);
    if (day !== this.day) {
      this.day = day;
      this.seen.clear();
    }
    const who = this.visitor(day, visit.address, visit.agent);
    if (event.kind !== "shown") {
      return this.first(`${who}|${event.kind}|${event.companyId}`) ? event : undefined;
    }
    const companyIds = event.companyIds.filter((id) => this.first(`${who}|shown|${id}`));
    return companyIds.length ? { ...event, companyIds } : undefined;
  }
}
