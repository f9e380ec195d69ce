import { orderedStates } from "~/lib/coverage";
import { prepared } from "~/db/prepared";

/**
 * The states a listing names as served, in the site's order: one prepared read by the table's
 * key (company_id, state), as every card of a page asks for its own.
 */
export function servedStatesOf(companyId: number): string[] {
  const rows = prepared("servedStatesOf", (database) =>
    database.$client.prepare<[number]>(
      "SELECT state FROM company_service_states WHERE company_id = ?",
    ),
  ).all(companyId) as { state: string }[];
  return orderedStates(rows.map((r) => r.state));
}
