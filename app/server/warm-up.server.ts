import http from "node:http";
import { SERVICE_CATEGORIES } from "~/lib/options";
import { statePath, stateServicePath } from "~/lib/landing";
import { STATES } from "~/lib/states";

/** A request answered in process, as React Router's handler answers one. */
export type Handle = (request: Request) => Promise<Response>;

export type WarmUpResult = { requests: number; rounds: number; ms: number; failures: string[] };

/** The kinds of page visitors land on first; a listing's page is found through the API. */
export const WARM_UP_PAGES = [
  "/",
  "/browse",
  "/browse?state=TX",
  "/browse?state=CA&page=2",
  "/browse?search=paint",
  `/browse?category=${encodeURIComponent(SERVICE_CATEGORIES[0].label)}&state=FL`,
  "/striping-companies",
  statePath("TX"),
  stateServicePath("OH", SERVICE_CATEGORIES[1].label),
  "/materials",
  "/blog",
  "/faq",
  "/resources",
  // A navigation with JavaScript on asks for the same data as `.data`.
  "/browse.data?state=NY",
];

/**
 * Renders the public pages, in process and one at a time, until `budgetMs` has passed or
 * `maxRounds` rounds are done, before the server takes its first visitor.
 *
 * A fresh process runs the render code unoptimised: on Node 20 a page took three times as long
 * for its first hundred renders, and a freshly deployed machine under load answered one request
 * in a hundred only after most of a second. The requests bypass Express, so nothing is counted
 * (listing views, post views) and nothing is stored in the page cache; they only read.
 */
export async function warmUp(
  handle: Handle,
  {
    origin,
    budgetMs,
    maxRounds = 60,
    pages = WARM_UP_PAGES,
    listingsPerRound = 1,
    listings: listingCount = 50,
  }: {
    origin: string;
    budgetMs: number;
    maxRounds?: number;
    pages?: readonly string[];
    listingsPerRound?: number;
    /** How many listings' pages to find (the API's order: the most prominent first). */
    listings?: number;
  },
): Promise<WarmUpResult> {
  const started = performance.now();
  const result: WarmUpResult = { requests: 0, rounds: 0, ms: 0, failures: [] };
  const elapsed = () => performance.now() - started;
  const get = async (path: string) => {
    result.requests++;
    try {
      const response = await handle(new Request(new URL(path, origin)));
      const body = await response.text();
      if (response.status !== 200) result.failures.push(`${path}: ${response.status}`);
      return body;
    } catch (error) {
      result.failures.push(`${path}: ${(error as Error).message}`);
      return "";
    }
  };
  if (budgetMs <= 0) return result;
  const listings = listingPaths(await get(`/api/companies?limit=${listingCount}`));
  while (result.rounds < maxRounds && elapsed() < budgetMs) {
    const round = [...pages];
    for (let i = 0; i < Math.min(listingsPerRound, listings.length); i++) {
      round.push(listings[(result.rounds * listingsPerRound + i) % listings.length]);
    }
    for (const page of round) {
      await get(page);
      if (elapsed() >= budgetMs) break;
    }
    result.rounds++;
  }
  // One failing page would fail every round: reported once each.
  result.failures = [...new Set(result.failures)];
  result.ms = Math.round(elapsed());
  return result;
}

function listingPaths(json: string): string[] {
  try {
    const rows = JSON.parse(json) as { slug?: unknown }[];
    return rows
      .map((row) => row.slug)
      .filter((slug): slug is string => typeof slug === "string")
      .map((slug) => `/companies/${encodeURIComponent(slug)}`);
  } catch {
    return [];
  }
}

/**
 * Requests through the whole stack (Express, compression, the page cache and its worker) on a
 * listener of the server's own on loopback, without a user agent, so the listing and post
 * counters skip them as they skip bots. Addressed to the site's host: the pages they store
 * are the ones its visitors will ask for.
 */
export function overHttp(port: number, siteHost: string): Handle {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return (request) =>
    new Promise((resolve, reject) => {
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      const headers: Record<string, string> = { host: siteHost };
      // Pages as browsers take them; the listing API as a script reads it.
      if (!path.startsWith("/api/")) headers["accept-encoding"] = "gzip";
      http
        .get({ host: "127.0.0.1", port, path, agent, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 500 })),
          );
          res.on("error", reject);
        })
        .on("error", reject);
    });
}

/** Every state's list (its first three pages), its state page and its lists by service. */
export const STATE_PAGES = STATES.flatMap(([code]) => [
  `/browse?state=${code}`,
  `/browse?state=${code}&page=2`,
  `/browse?state=${code}&page=3`,
  statePath(code),
  ...SERVICE_CATEGORIES.map((c) => `/browse?category=${encodeURIComponent(c.label)}&state=${code}`),
]);
