import { and, asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import { STATE_SEARCH_MAX } from "~/lib/content-limits";
import type { StateResourceInput } from "~/lib/state-resource-schema";
import { audit, type Actor } from "~/models/admin/audit.server";
import { db, schema } from "~/models/db.server";
import { NotFound } from "~/models/errors.server";
import { readResources, readState } from "~/freshness/reads.server";

const { stateResources } = schema;

export type StateResource = {
  id: number;
  stateCode: string;
  stateName: string;
  dotName: string;
  dotAcronym: string | null;
  standardsUrl: string;
  specificationsUrl: string;
  trafficControlUrl: string | null;
  lastUpdated: string;
  isActive: boolean;
};

type Row = typeof stateResources.$inferSelect;

export function serializeStateResource(r: Row): StateResource {
  return {
    id: r.id,
    stateCode: r.stateCode,
    stateName: r.stateName,
    dotName: r.dotName,
    dotAcronym: r.dotAcronym,
    standardsUrl: r.standardsUrl,
    specificationsUrl: r.specificationsUrl,
    trafficControlUrl: r.trafficControlUrl,
    lastUpdated: r.lastUpdated.toISOString(),
    isActive: r.isActive,
  };
}

/** Visitors see only the states the operator has not switched off. */
const active = () => eq(stateResources.isActive, true);

function statesInOrder(where?: SQL): StateResource[] {
  return db()
    .select()
    .from(stateResources)
    .where(where)
    .orderBy(asc(stateResources.stateName))
    .all()
    .map(serializeStateResource);
}

function stateByCode(code: string, where?: SQL): StateResource | undefined {
  const row = db()
    .select()
    .from(stateResources)
    .where(and(eq(stateResources.stateCode, code), where))
    .get();
  return row ? serializeStateResource(row) : undefined;
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Active state DOT resources in state-name order. `search` matches the state name, the state
 * code or the agency's name (or acronym), case-insensitively, as a substring.
 */
export function listStateResources(search?: string): StateResource[] {
  readResources();
  const term = search?.trim().slice(0, STATE_SEARCH_MAX);
  const where = term
    ? and(
        active(),
        or(
          sql`${stateResources.stateName} LIKE ${likePattern(term)} ESCAPE '\\'`,
          sql`${stateResources.stateCode} LIKE ${likePattern(term)} ESCAPE '\\'`,
          sql`${stateResources.dotName} LIKE ${likePattern(term)} ESCAPE '\\'`,
          sql`coalesce(${stateResources.dotAcronym}, '') LIKE ${likePattern(term)} ESCAPE '\\'`,
        ),
      )
    : active();
  return statesInOrder(where);
}

export function countStateResources(): number {
  readResources();
  return db().select({ n: count() }).from(stateResources).where(active()).get()?.n ?? 0;
}

export function getStateResource(code: string): StateResource | undefined {
  readState(code);
  return stateByCode(code, active());
}

/** Every state, active or not, for the operator's list (decision 018). */
export function listStateResourcesForAdmin(): StateResource[] {
  return statesInOrder();
}

export function getStateResourceForAdmin(code: string): StateResource | undefined {
  if (!/^[A-Z]{2}$/.test(code)) return undefined;
  return stateByCode(code);
}

/**
 * The operator's edit of a state's agency and links, audited in the same transaction. The
 * page cache empties through the trigger on state_resources (decision 020).
 */
export function updateStateResource(actor: Actor, code: string, input: StateResourceInput) {
  return db().transaction((tx) => {
    const before = tx.select().from(stateResources).where(eq(stateResources.stateCode, code)).get();
    if (!before) throw new NotFound("This state does not exist.");
    const row = tx
      .update(stateResources)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(stateResources.id, before.id))
      .returning()
      .get();
    const keep = (r: Row) => {
      const { id: _id, ...rest } = serializeStateResource(r);
      return rest;
    };
    audit(tx, {
      actor,
      action: "resources.update",
      targetType: "state_resource",
      targetId: row.id,
      before: keep(before),
      after: keep(row),
    });
    return serializeStateResource(row);
  });
}
