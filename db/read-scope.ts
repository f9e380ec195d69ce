import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a render read (decision 047): the tags its model reads recorded (`app/freshness/
 * reads.server.ts` writes them) and, as a check on those, which kinds of content table its
 * statements read. It lives here, below the freshness layer, because the statement pool
 * (statement-pool.ts) notes every read a connection runs.
 *
 * A kind of content is a bit: a statement reading `blog_posts` sets `BLOG` in `read`; a tag
 * that names the blog sets it in `covered`. A scope that read a kind no tag covers is not
 * trusted to say what it shows.
 */
export type ReadScope = {
  tags: Set<string>;
  /** Kinds of content table the scope's statements read. */
  read: number;
  /** Kinds of content the recorded tags answer for. */
  covered: number;
  /** Set when something read could not say what it showed (a kept value without tags). */
  untagged: boolean;
};

export const LISTINGS = 1;
export const BLOG = 2;
export const RESOURCES = 4;
export const LOGOS = 8;
export const ALL_KINDS = LISTINGS | BLOG | RESOURCES | LOGOS;

// One instance per process: server.ts and the server build (which bundles its own copy of this
// module) must share it, as `requestTiming` does.
const shared = globalThis as typeof globalThis & { __readScope?: AsyncLocalStorage<ReadScope> };
export const readScope = (shared.__readScope ??= new AsyncLocalStorage<ReadScope>());

export const newReadScope = (): ReadScope => ({
  tags: new Set(),
  read: 0,
  covered: 0,
  untagged: false,
});

/** The content tables a change-log trigger watches, by the kind of tag that answers for them. */
const TABLES: [RegExp, number][] = [
  [
    /\b(companies|reviews|company_services|services|service_categories|company_tallies|category_tallies|listing_credentials|company_service_states|company_response_times)\b/,
    LISTINGS,
  ],
  [/\bblog_posts\b/, BLOG],
  [/\bstate_resources\b/, RESOURCES],
  [/\blogos\b/, LOGOS],
];

/** The kinds of content a statement's SQL reads (worked out once per statement). */
export function kindsRead(source: string): number {
  let kinds = 0;
  for (const [table, kind] of TABLES) if (table.test(source)) kinds |= kind;
  return kinds;
}

/** Notes a statement's read in the current scope, if any. */
export function noteRead(kinds: number) {
  if (kinds === 0) return;
  const scope = readScope.getStore();
  if (scope) scope.read |= kinds;
}
