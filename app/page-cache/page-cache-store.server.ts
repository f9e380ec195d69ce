import type Database from "better-sqlite3";
import { directoryLookup, isDropped, rankLookup, type Drops } from "~/freshness/cache-tags.server";
import { contentVersionStatement, followChanges } from "~/freshness/content-log.server";
import { watchDataVersion, type DataWatcher } from "~/freshness/data-version.server";
import type { StoredBody } from "./page-cache-body.server";

/**
 * The page cache's entries and the database generation they belong to (decisions 010, 021).
 * `PRAGMA data_version`, read by the process's one watcher of the file (data-version.server.ts),
 * moves whenever any other connection commits (this process's own connection, another process,
 * or LiteFS applying replicated pages on a replica). Every request reads it (a few
 * microseconds); when it moved and the content counter did too, the change log says what the
 * writes touched and the entries whose recorded tags that names are dropped, so nobody is
 * served a page older than the last write that changed what it read.
 */

export type Entry = {
  status: number;
  headers: [string, number | string | string[]][];
  /** The body split at the render's CSP nonce, compressed once (page-cache-body.server.ts). */
  body: StoredBody;
  nonce: string;
  bytes: number;
  storedAt: number;
  /** What its render read (reads.server.ts): which content changes drop it. */
  tags: readonly string[];
};

export type StoreOptions = {
  databaseFile: string;
  enabled: boolean;
  maxEntries?: number;
  maxBytes?: number;
  /** Larger responses pass through uncached. */
  maxEntryBytes?: number;
  /** A safety net for content that changes with time alone (dates, the footer's year). */
  ttlMs?: number;
};

/** Generation moves remembered for pages that were rendering while they happened. */
const MAX_MOVES = 64;

export class PageStore {
  private readonly entries = new Map<string, Entry>();
  /**
   * The keys stored under each tag: a write drops what its tags name without looking at every
   * entry (with thousands kept, a look at each on every review was a few per cent of the CPU).
   */
  private readonly keysByTag = new Map<string, Set<string>>();
  private bytes = 0;
  private generation: number | undefined;
  private dataVersion: number | undefined;
  private readonly watcher: DataWatcher | undefined;
  private readonly contentStatement: Database.Statement | undefined;
  /** What the content writes since the last look drop (decision 021). */
  private readonly changesSinceLastLook: () => Drops = () => "all";
  /** What each recent move of the generation dropped, newest last (see `unchangedSince`). */
  private readonly moves: { from: number | undefined; to: number; drops: Drops }[] = [];
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  readonly maxEntryBytes: number;
  private readonly ttlMs: number;
  /** Times a look at the change log dropped something. */
  drops = 0;
  readonly enabled: boolean;

  constructor(options: StoreOptions) {
    // Entries are kept compressed (15–20 KB for a page of cards), so thousands fit.
    this.maxEntries = options.maxEntries ?? 10_000;
    this.maxBytes = options.maxBytes ?? 96 * 1024 * 1024;
    this.maxEntryBytes = options.maxEntryBytes ?? 2 * 1024 * 1024;
    // Writes drop exactly the pages they change (decision 021), so the lifetime only bounds what
    // changes with time alone (a plan's end, a scheduled post, a view count): five minutes lets
    // the long tail of listing pages be asked for again while still cached.
    this.ttlMs = options.ttlMs ?? 300_000;
    const usable = options.databaseFile !== ":memory:" && options.databaseFile !== "";
    let enabled = options.enabled && usable;
    if (enabled) {
      try {
        // The watcher's connection never writes: data_version reports every other's commits.
        this.watcher = watchDataVersion(options.databaseFile);
        const connection = this.watcher.connection;
        this.contentStatement = contentVersionStatement(connection);
        this.changesSinceLastLook = followChanges(
          connection,
          directoryLookup(connection),
          rankLookup(connection),
        );
      } catch (error) {
        // Without a way to see writes the cache could serve stale pages: it stays off.
        console.error("page cache disabled: cannot watch the database", error);
        enabled = false;
      }
    }
    this.enabled = enabled;
  }

  /**
   * The content generation now; drops the entries that a change since the last look made stale.
   * Any commit moves `data_version` (cheap to read on every request); only then is the content
   * counter of migration 0012 read, which moves only for writes that pages show (decision 020),
   * and only when that moved is the change log of migration 0015 read (decision 021).
   */
  currentGeneration(): number {
    const version = this.watcher?.version() ?? 0;
    if (version === this.dataVersion && this.generation !== undefined) return this.generation;
    this.dataVersion = version;
    const content = this.contentStatement ? Number(this.contentStatement.get()) : version;
    if (content !== this.generation) {
      const drops = this.invalidate();
      this.moves.push({ from: this.generation, to: content, drops });
      if (this.moves.length > MAX_MOVES) this.moves.shift();
      this.generation = content;
    }
    return content;
  }

  /**
   * Whether no write since `generation` touched what `tags` name: then a page rendered while
   * those writes committed shows the same either side of them, and may be stored. Without this
   * a review a second (5 % writes on a busy site) kept most slow renders out of the cache.
   */
  unchangedSince(generation: number, tags: readonly string[]): boolean {
    let at = this.generation;
    for (let i = this.moves.length - 1; at !== generation; i--) {
      const move = this.moves[i];
      // A gap in what is remembered: assume the worst.
      if (!move || move.to !== at || isDropped(tags, move.drops)) return false;
      at = move.from;
    }
    return true;
  }

  private invalidate(): Drops {
    const drops = this.changesSinceLastLook();
    let dropped = 0;
    if (drops === "all") {
      dropped = this.entries.size;
      this.clear();
    } else {
      for (const tag of drops) {
        const keys = this.keysByTag.get(tag);
        if (!keys) continue;
        for (const key of [...keys]) {
          this.delete(key);
          dropped++;
        }
      }
    }
    if (dropped) this.drops++;
    return drops;
  }

  get(key: string, now = Date.now()): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt > this.ttlMs) {
      this.delete(key);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order, so the first key is the LRU.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry) {
    if (entry.bytes > this.maxEntryBytes) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const tag of entry.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  clear() {
    this.entries.clear();
    this.keysByTag.clear();
    this.bytes = 0;
  }

  close() {
    this.clear();
    this.watcher?.release();
  }
}
