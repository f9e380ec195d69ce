import { getDb } from "~/db/client";
import type { Change } from "~/freshness/cache-tags.server";

/** The content log's newest entry (0 when empty), to read what a step adds after it. */
export const lastLog = () =>
  getDb()
    .$client.prepare("SELECT coalesce(max(id), 0) FROM content_changes")
    .pluck()
    .get() as number;

/** What the content log recorded after entry `id`. */
export const logSince = (id: number) =>
  getDb()
    .$client.prepare("SELECT kind, company_id, state FROM content_changes WHERE id > ?")
    .all(id) as Change[];
