import type Database from "better-sqlite3";
import { kindsRead, noteRead } from "./read-scope";

/**
 * One compiled statement per SQL text and connection (decision 029). Drizzle prepares every
 * query it runs afresh, and compiling a statement took about 3 % of the server's time under the
 * bench's mix; the same few dozen texts come back on every page.
 *
 * `prepare` hands out a handle, not the statement: each handle keeps its own modes (raw, pluck,
 * expand, safe integers, bound parameters) and sets them on the shared statement before it runs,
 * so one caller's `raw()` never changes what another caller's `all()` returns. A statement still
 * open in an iterator is busy; a handle then runs on a fresh one instead.
 */

type Mode = "flat" | "raw" | "pluck" | "expand";

/** `kinds`: the kinds of content the statement reads, noted in the render's scope (read-scope.ts). */
type Slot = { statement: Database.Statement; mode: Mode; safe: boolean; kinds: number };

/** Timing of each run, for the slow-query log and Server-Timing (slow-queries.ts). */
export type OnRun = (source: string, ms: number) => void;

const MAX_STATEMENTS = 500;

class StatementHandle {
  private mode: Mode = "flat";
  private safe = false;
  private bound: unknown[] | undefined;

  constructor(
    private readonly slot: Slot,
    private readonly pool: StatementPool,
  ) {}

  get source() {
    return this.slot.statement.source;
  }
  get reader() {
    return this.slot.statement.reader;
  }
  get readonly() {
    return this.slot.statement.readonly;
  }
  get busy() {
    return this.slot.statement.busy;
  }
  get database() {
    return this.slot.statement.database;
  }

  private setMode(name: Exclude<Mode, "flat">, on: unknown) {
    if (!this.slot.statement.reader) {
      throw new TypeError(`The ${name}() method is only for statements that return data`);
    }
    if (on !== false) this.mode = name;
    else if (this.mode === name) this.mode = "flat";
    return this;
  }
  raw(on?: boolean) {
    return this.setMode("raw", on);
  }
  pluck(on?: boolean) {
    return this.setMode("pluck", on);
  }
  expand(on?: boolean) {
    return this.setMode("expand", on);
  }
  safeIntegers(on?: boolean) {
    this.safe = on !== false;
    return this;
  }
  bind(...params: unknown[]) {
    if (this.bound)
      throw new TypeError("The bind() method can only be invoked once per statement object");
    this.bound = params;
    return this;
  }
  columns() {
    return this.slot.statement.columns();
  }

  run(...params: unknown[]) {
    return this.exec("run", params);
  }
  get(...params: unknown[]) {
    return this.exec("get", params);
  }
  all(...params: unknown[]) {
    return this.exec("all", params);
  }
  iterate(...params: unknown[]) {
    return this.exec("iterate", params);
  }

  private exec(method: "run" | "get" | "all" | "iterate", params: unknown[]) {
    if (this.bound && params.length) {
      throw new TypeError("This statement already has bound parameters");
    }
    const args = this.bound ?? params;
    const slot = this.slot.statement.busy ? this.pool.fresh(this.slot.statement.source) : this.slot;
    prepareSlot(slot, this.mode, this.safe);
    noteRead(slot.kinds);
    const statement = slot.statement as unknown as Record<string, (...a: unknown[]) => unknown>;
    const onRun = this.pool.onRun;
    if (!onRun) return statement[method](...args);
    const started = process.hrtime.bigint();
    const result = statement[method](...args);
    onRun(slot.statement.source, Number(process.hrtime.bigint() - started) / 1e6);
    return result;
  }
}

/** Sets the statement's modes to what the handle asked for, only where they differ. */
function prepareSlot(slot: Slot, mode: Mode, safe: boolean) {
  const statement = slot.statement;
  if (slot.mode !== mode) {
    if (mode === "flat") statement[slot.mode as Exclude<Mode, "flat">](false);
    else statement[mode](true);
    slot.mode = mode;
  }
  if (slot.safe !== safe) {
    statement.safeIntegers(safe);
    slot.safe = safe;
  }
}

class StatementPool {
  private readonly slots = new Map<string, Slot>();

  constructor(
    private readonly compile: (source: string) => Database.Statement,
    readonly onRun: OnRun | undefined,
  ) {}

  fresh(source: string): Slot {
    const statement = this.compile(source);
    return {
      statement,
      mode: "flat",
      safe: false,
      kinds: statement.reader ? kindsRead(source) : 0,
    };
  }

  prepare(source: string): StatementHandle {
    let slot = this.slots.get(source);
    if (slot) {
      // Least recently used first: Map keeps insertion order.
      this.slots.delete(source);
    } else {
      slot = this.fresh(source);
      if (this.slots.size >= MAX_STATEMENTS) {
        this.slots.delete(this.slots.keys().next().value as string);
      }
    }
    this.slots.set(source, slot);
    return new StatementHandle(slot, this);
  }
}

/** Makes `sqlite.prepare` hand out handles to shared statements (see above). */
export function shareStatements(sqlite: Database.Database, onRun?: OnRun) {
  const pool = new StatementPool(sqlite.prepare.bind(sqlite), onRun);
  sqlite.prepare = ((source: string) => pool.prepare(source)) as unknown as typeof sqlite.prepare;
}
