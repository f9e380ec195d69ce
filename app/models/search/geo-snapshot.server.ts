import type Database from "better-sqlite3";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Directory } from "~/lib/directory";
import { boundingBox, distanceMiles, type Point } from "~/lib/geo";
import { getDb as db, schema } from "~/db/client";
import { prepared } from "~/db/prepared";
import { followLog, type LogFollower } from "~/freshness/content-log.server";
import { dataVersion } from "~/freshness/memo.server";
import { vouchedStates, vouchedTravelMiles } from "~/models/listings/coverage-columns.server";
import { readDirectory } from "~/freshness/reads.server";

const { companies } = schema;

/**
 * Decision 037: the place, plan rank and figures of every listing of a directory, kept in memory
 * in cells of a quarter degree, for the search by place with no other filter (the usual one).
 * Read from SQLite, that search handed every row of its box to JavaScript, ~1 µs each: ~1,800
 * rows for 50 miles around Dallas at 100,000 listings, the dearest main page (2 ms; 0.3 ms
 * here). The cost: 18 MB of heap at 100,000 listings, read once in ~0.25 s.
 *
 * It follows the data, not this process's writes: before each use it reads the change log
 * (migration 0015), which the triggers of `companies` append to in the writer's own
 * transaction, and reads again each listing named since. On a LiteFS replica the log arrives
 * with the replicated pages, so the same holds there. A gap in the log (pruned, or more than its
 * reader sorts out) or a change it cannot place reads the whole directory again.
 */

/** A listing within the radius, with its distance. */
export type Candidate = Placed & { distanceMiles: number };

/** What a search by place reads of a listing. */
export type Placed = {
  id: number;
  latitude: number;
  longitude: number;
  tierRank: number;
  searchPriority: number;
  averageRating: number;
  totalReviews: number;
};

type Snapshot = {
  directory: Directory;
  /** The connection it was read on (tests open one database after another). */
  client: Database.Database;
  /** The change log since the last look. */
  changes: LogFollower;
  /** `data_version` when it was last brought in step. */
  version: number;
  cells: Map<number, Placed[]>;
  byId: Map<number, Placed>;
  /** Listings that said where they work (decision 049), read by coverage.server.ts. */
  reaching: Map<number, Reach>;
};

/** A listing's own coverage: its travel radius and served states (none: the default). */
export type Reach = { entry: Placed; travelMiles: number | null; states: readonly string[] };

const snapshots = new Map<Directory, Snapshot>();

/** Cells of a quarter degree: a 50-mile box reads little beyond itself. */
const PER_DEGREE = 4;
const LON_CELLS = 360 * PER_DEGREE + 1;
const cellRow = (latitude: number) => Math.floor((latitude + 90) * PER_DEGREE);
const cellColumn = (longitude: number) => Math.floor((longitude + 180) * PER_DEGREE);
const cellOf = (latitude: number, longitude: number) =>
  cellRow(latitude) * LON_CELLS + cellColumn(longitude);

/** What the snapshot keeps of a listing; coverage reads the same from SQLite when it must. */
export const PLACED_COLUMNS = {
  id: companies.id,
  latitude: companies.latitude,
  longitude: companies.longitude,
  tierRank: companies.tierRank,
  searchPriority: companies.searchPriority,
  averageRating: companies.averageRating,
  totalReviews: companies.totalReviews,
  // Coverage (decision 049): read last, so candidateRow's positions stay as they are; as its
  // owner vouches for it.
  travelMiles: vouchedTravelMiles,
  servedStates: vouchedStates,
};

/**
 * One listing of a directory for a prepared read: its `id` or `slug` (a placeholder of that name)
 * and its directory (the `directory` placeholder).
 */
export const oneListing = (key: "id" | "slug") =>
  and(
    eq(companies[key], sql.placeholder(key)),
    eq(companies.directory, sql.placeholder("directory")),
  );

/** The directory's listings that have a place. */
export const placedIn = (directory: Directory) =>
  and(
    eq(companies.directory, directory),
    isNotNull(companies.latitude),
    isNotNull(companies.longitude),
  );

/**
 * A listing read as an array: id, latitude, longitude, tierRank and, for the orders that rank
 * by them, searchPriority, averageRating and totalReviews (0 when not read), with its distance
 * from `center` (0 with none: the snapshot's own entries). None without a place or beyond
 * `miles`. Built in one literal: a second object per row (placed, then with its distance) cost
 * the indexed search 2.1 → 2.8 ms for the ~1,800 rows of 50 miles at 100,000 listings.
 */
export function candidateRow(
  [
    id,
    latitude,
    longitude,
    tierRank,
    searchPriority = 0,
    averageRating = 0,
    totalReviews = 0,
  ]: readonly (number | null)[],
  center: Point | undefined,
  miles: number,
): Candidate | undefined {
  if (latitude === null || longitude === null) return undefined;
  const d = center ? distanceMiles(center, { latitude, longitude }) : 0;
  if (d > miles) return undefined;
  return {
    id: id!,
    latitude,
    longitude,
    tierRank: tierRank!,
    searchPriority: searchPriority!,
    averageRating: averageRating!,
    totalReviews: totalReviews!,
    distanceMiles: d,
  };
}

/** A listing with its distance, in the one shape every candidate has (the sort relies on it). */
export function withDistance(e: Placed, distanceMiles: number): Candidate {
  return {
    id: e.id,
    latitude: e.latitude,
    longitude: e.longitude,
    tierRank: e.tierRank,
    searchPriority: e.searchPriority,
    averageRating: e.averageRating,
    totalReviews: e.totalReviews,
    distanceMiles,
  };
}

function add(snapshot: Snapshot, entry: Placed) {
  const key = cellOf(entry.latitude, entry.longitude);
  const cell = snapshot.cells.get(key);
  if (cell) cell.push(entry);
  else snapshot.cells.set(key, [entry]);
  snapshot.byId.set(entry.id, entry);
}

/** A row of PLACED_COLUMNS into the snapshot, its coverage kept when it has one. */
function addRow(snapshot: Snapshot, row: readonly (number | string | null)[]) {
  const entry: Placed | undefined = candidateRow(row as (number | null)[], undefined, Infinity);
  if (!entry) return;
  add(snapshot, entry);
  const [travelMiles, states] = row.slice(7) as [number | null, string | null];
  if (travelMiles !== null || states) {
    snapshot.reaching.set(entry.id, { entry, travelMiles, states: states?.split(",") ?? [] });
  }
}

function remove(snapshot: Snapshot, id: number) {
  snapshot.reaching.delete(id);
  const entry = snapshot.byId.get(id);
  if (!entry) return;
  const cell = snapshot.cells.get(cellOf(entry.latitude, entry.longitude))!;
  cell.splice(cell.indexOf(entry), 1);
  snapshot.byId.delete(id);
}

function build(
  directory: Directory,
  client: Database.Database,
  changes: LogFollower,
  version: number,
): Snapshot {
  // The follower starts at the log's end before the directory is read: a write committed
  // between the two is then applied again on the next use (reading a listing twice changes
  // nothing), never missed.
  const snapshot: Snapshot = {
    directory,
    client,
    changes,
    version,
    cells: new Map(),
    byId: new Map(),
    reaching: new Map(),
  };
  const rows = db().select(PLACED_COLUMNS).from(companies).where(placedIn(directory)).values();
  for (const row of rows) addRow(snapshot, row);
  return snapshot;
}

/** Reads one listing again: moved, re-ranked, reviewed, out of the directory or gone. */
function refresh(snapshot: Snapshot, id: number) {
  remove(snapshot, id);
  const [row] = prepared("geoSnapshotRow", (database) =>
    database.select(PLACED_COLUMNS).from(companies).where(oneListing("id")).prepare(),
  ).values({ id, directory: snapshot.directory });
  if (row) addRow(snapshot, row);
}

/**
 * The directory's snapshot, in step with the data now; undefined where it cannot be kept (an
 * in-memory database, a database from before the change log, inside a write transaction,
 * which must see its own writes).
 */
function current(directory: Directory): Snapshot | undefined {
  const client = db().$client;
  if (client.inTransaction) return undefined;
  const version = dataVersion();
  if (version === undefined) return undefined;
  const kept = snapshots.get(directory);
  if (kept && kept.client === client) {
    if (kept.version === version) return kept;
    const rows = kept.changes();
    // Every write to `companies` names its listing (its triggers); other kinds, `all` included
    // (a service renamed), change nothing kept here.
    if (rows && rows.every((r) => r.company_id !== null || !LISTING_KINDS.has(r.kind))) {
      for (const id of new Set(rows.map((r) => r.company_id))) {
        if (id !== null) refresh(kept, id);
      }
      kept.version = version;
      return kept;
    }
  }
  return rebuilt(directory, client, version);
}

/** Kinds of change that name the listing they touched. */
const LISTING_KINDS = new Set(["company", "review", "coverage"]);

function rebuilt(
  directory: Directory,
  client: Database.Database,
  version: number,
): Snapshot | undefined {
  const changes = followLog(client);
  if (!changes) return undefined;
  const snapshot = build(directory, client, changes, version);
  snapshots.set(directory, snapshot);
  return snapshot;
}

/**
 * The listings of `directory` in the box `boundingBox(center, boxMiles)` and within `miles` of
 * `center`, each with its distance: the same rows, by the same tests, as the indexed box of
 * `company-near.server.ts`. Undefined when no snapshot can be kept (the caller asks SQLite).
 */
export function placedWithin(
  directory: Directory,
  center: Point,
  miles: number,
  boxMiles: number,
): Candidate[] | undefined {
  const snapshot = current(directory);
  if (!snapshot) return undefined;
  // The places of the whole directory (a list's order by ratings is its own read: decision 047).
  readDirectory(directory);
  const box = boundingBox(center, boxMiles);
  const out: Candidate[] = [];
  const firstRow = cellRow(Math.max(-90, box.minLat));
  const lastRow = cellRow(Math.min(90, box.maxLat));
  const firstColumn = cellColumn(Math.max(-180, box.minLon));
  const lastColumn = cellColumn(Math.min(180, box.maxLon));
  for (let row = firstRow; row <= lastRow; row++) {
    for (let column = firstColumn; column <= lastColumn; column++) {
      const cell = snapshot.cells.get(row * LON_CELLS + column);
      if (!cell) continue;
      for (const e of cell) {
        // The index's tests (BETWEEN), so both give the same rows.
        if (e.latitude < box.minLat || e.latitude > box.maxLat) continue;
        if (e.longitude < box.minLon || e.longitude > box.maxLon) continue;
        const d = distanceMiles(center, e);
        if (d > miles) continue;
        out.push(withDistance(e, d));
      }
    }
  }
  return out;
}

/**
 * The listings of `directory` that said where they work, in step with the data; undefined when
 * no snapshot can be kept (the caller asks SQLite).
 */
export function reachingListings(directory: Directory): Iterable<Reach> | undefined {
  return current(directory)?.reaching.values();
}
