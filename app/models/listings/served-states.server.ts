import { orderedStates } from "~/lib/coverage";
import { prepared } from "~/db/prepared";

/**
 * The states listings name as served, each in the site's order: one prepared read by the table's
 * key (company_id, state) for a whole page of cards.
 */
export function servedStatesOfAll(companyIds: readonly number[]): Map<number, string[]> {
  const rows = prepared("servedStatesOfAll", (database) =>
    database.$client.prepare<[string]>(
      "SELECT company_id, state FROM company_service_states WHERE company_id IN (SELECT value FROM json_each(?))",
    ),
  ).all(JSON.stringify(companyIds)) as { company_id: number; state: string }[];
  const named = new Map<number, string[]>(companyIds.map((id) => [id, []]));
  for (const row of rows) named.get(row.company_id)?.push(row.state);
  for (const [id, states] of named) named.set(id, orderedStates(states));
  return named;
}

/** The states one listing names as served, in the site's order. */
export function servedStatesOf(companyId: number): string[] {
  return servedStatesOfAll([companyId]).get(companyId) ?? [];
}
