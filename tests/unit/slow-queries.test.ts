import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client";
import { resetSlowQueries, slowQueries } from "~/db/slow-queries";

afterEach(() => {
  delete process.env.SLOW_QUERY_MS;
  resetSlowQueries();
});

describe("slow-query log", () => {
  it("records statements over the threshold with their SQL, through raw() and pluck() too", () => {
    process.env.SLOW_QUERY_MS = "0.000001"; // everything is slow
    const db = openDatabase(":memory:");
    try {
      resetSlowQueries();
      db.$client.prepare("create table t (x integer)").run();
      db.$client.prepare("insert into t values (1), (2)").run();
      expect(db.$client.prepare("select x from t order by x").pluck().all()).toEqual([1, 2]);
      expect(db.$client.prepare("select count(*) from t").raw().get()).toEqual([2]);
      const sql = slowQueries().map((q) => q.sql);
      expect(sql).toContain("select x from t order by x");
      expect(sql).toContain("select count(*) from t");
      expect(slowQueries().every((q) => q.count === 1 && q.maxMs > 0)).toBe(true);
    } finally {
      db.$client.close();
    }
  });

  it("leaves fast statements alone and is off with SLOW_QUERY_MS=0", () => {
    process.env.SLOW_QUERY_MS = "1000";
    const timed = openDatabase(":memory:");
    process.env.SLOW_QUERY_MS = "0";
    const untimed = openDatabase(":memory:");
    try {
      resetSlowQueries();
      timed.$client.prepare("select 1").get();
      untimed.$client.prepare("select 1").get();
      expect(slowQueries()).toEqual([]);
      expect(untimed.$client.prepare("select 2 as n").get()).toEqual({ n: 2 });
    } finally {
      timed.$client.close();
      untimed.$client.close();
    }
  });
});
