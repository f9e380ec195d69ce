/**
 * The speed tests' large directory: a database of its own in the system's temp folder, migrated,
 * filled by the test through the real triggers (tallies, FTS), and in place of the test
 * database for the file's tests.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { getDb, migrateDatabase, openDatabase, setDb, type Db } from "~/db/client";
import { parsePlace } from "~/models/search/place.server";

export const LISTINGS = 100_000;

/** The same numbers on every run, so a speed seen once is seen again. */
export function seededRandom(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/** Opens the large directory before the file's tests and removes it after them. */
export function withLargeDirectory(name: string, fill: (client: Db["$client"]) => void) {
  let saved: Db;
  let large: Db | undefined;
  const file = path.join(os.tmpdir(), `striping-${name}-${crypto.randomUUID()}.db`);
  beforeAll(() => {
    saved = getDb();
    large = openDatabase(file);
    migrateDatabase(large);
    large.$client.transaction(() => fill(large!.$client))();
    large.$client.pragma("optimize");
    setDb(large);
  }, 180_000);
  afterAll(() => {
    setDb(saved);
    large?.$client.close();
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
  });
  return () => large!;
}

/** A place of the gazetteer, which a test's figures depend on. */
export function gazetteerPlace(name: string) {
  const place = parsePlace(name);
  if (place?.kind !== "point") throw new Error(`${name} is not in the gazetteer`);
  return place;
}

/**
 * The best of several runs, in wall-clock milliseconds (the first warms SQLite's page cache).
 * Run beside the other test files on two cores, the best of a whole second of runs of a
 * 2 ms query once read 6.7 ms in CI, so `npm run test:unit` runs place-speed alone, after the
 * rest; it still keeps trying for up to three seconds to ride out a passing burst (one second
 * was not enough while another test run shared the machine). (Process CPU time would ignore
 * neighbours, but Linux counts it in scheduler ticks of 4 ms here.)
 */
export function fastest(run: () => unknown, times = 7, patienceMs = 3_000) {
  let best = Infinity;
  const deadline = performance.now() + patienceMs;
  for (let i = 0; i < times || performance.now() < deadline; i++) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
    if (i >= times && best < 1) break;
  }
  return best;
}
