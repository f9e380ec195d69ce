/**
 * One compiled statement per SQL text and connection, with each caller's modes kept apart
 * (db/statement-pool.ts, decision 029).
 */
import Database from "better-sqlite3";
import { beforeEach, describe, expect, it } from "vitest";
import { shareStatements } from "~/db/statement-pool";

let sqlite: Database.Database;
let compiled: string[];

beforeEach(() => {
  sqlite = new Database(":memory:");
  sqlite.exec(`create table t (id integer primary key, name text);
    insert into t (name) values ('one'), ('two'), ('three');`);
  const compile = sqlite.prepare.bind(sqlite);
  compiled = [];
  sqlite.prepare = ((source: string) => {
    compiled.push(source);
    return compile(source);
  }) as typeof sqlite.prepare;
  shareStatements(sqlite);
});

const SELECT = "select id, name from t order by id";

describe("shared statements", () => {
  it("compiles a text once however often it is prepared", () => {
    for (let i = 0; i < 5; i++) expect(sqlite.prepare(SELECT).all()).toHaveLength(3);
    expect(compiled.filter((s) => s === SELECT)).toHaveLength(1);
  });

  it("keeps each caller's modes to itself", () => {
    const raw = sqlite.prepare(SELECT).raw();
    const plucked = sqlite.prepare(SELECT).pluck();
    const plain = sqlite.prepare(SELECT);
    expect(raw.get()).toEqual([1, "one"]);
    expect(plain.get()).toEqual({ id: 1, name: "one" });
    expect(plucked.all()).toEqual([1, 2, 3]);
    expect(raw.all()).toEqual([
      [1, "one"],
      [2, "two"],
      [3, "three"],
    ]);
    expect(plain.raw(true).raw(false).get()).toEqual({ id: 1, name: "one" });
    expect(sqlite.prepare(SELECT).expand().get()).toEqual({ t: { id: 1, name: "one" } });
  });

  it("binds parameters per handle", () => {
    const byId = "select name from t where id = ?";
    const two = sqlite.prepare(byId).pluck().bind(2);
    expect(sqlite.prepare(byId).pluck().get(3)).toBe("three");
    expect(two.get()).toBe("two");
    expect(() => two.get(1)).toThrow(TypeError);
  });

  it("runs beside an open iterator of the same text on a statement of its own", () => {
    const names: string[] = [];
    for (const row of sqlite.prepare(SELECT).iterate() as Iterable<{ name: string }>) {
      names.push(row.name);
      expect(sqlite.prepare(SELECT).pluck().all()).toHaveLength(3);
    }
    expect(names).toEqual(["one", "two", "three"]);
  });

  it("refuses modes on a statement that returns no data, as better-sqlite3 does", () => {
    expect(() => sqlite.prepare("update t set name = name").raw()).toThrow(TypeError);
    expect(sqlite.prepare("update t set name = upper(name) where id = ?").run(1).changes).toBe(1);
    expect(sqlite.pragma("user_version", { simple: true })).toBe(0);
  });
});
