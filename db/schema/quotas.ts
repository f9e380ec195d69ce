import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * One row per use of a quota (a logo upload...), taken atomically by `takeQuota` in
 * app/models/accounts/quotas.server.ts (decision 040). Rows older than the longest window are removed.
 */
export const quotaUses = sqliteTable(
  "quota_uses",
  {
    name: text("name").notNull(),
    subject: text("subject").notNull(),
    usedAt: integer("used_at").notNull(),
  },
  (t) => [
    index("quota_uses_subject_idx").on(t.name, t.subject, t.usedAt),
    index("quota_uses_used_at_idx").on(t.usedAt),
  ],
);
