import { prepared } from "~/db/prepared";

/** The longest window a quota may have: older uses are removed on the way. */
const KEEP_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
let sweptAt = 0;

export type Quota = { name: string; limit: number; windowMs: number };

/**
 * Takes one use of `quota` for `subject` if fewer than `limit` were taken in the window, and
 * says whether it did (decision 040). One statement counts the window and inserts under the
 * limit, so SQLite's write lock makes the check and the count one step: of 16 concurrent
 * requests against a limit of 10, exactly 10 pass, whichever connection or process they reach.
 * Take it before the expensive work (decoding an image), not after.
 */
export function takeQuota(quota: Quota, subject: string, now = Date.now()): boolean {
  if (quota.windowMs > KEEP_MS) throw new Error(`quota ${quota.name}: window over a day`);
  const take = prepared("quota.take", (database) =>
    database.$client.prepare(
      `INSERT INTO quota_uses (name, subject, used_at)
       SELECT @name, @subject, @now
       WHERE (SELECT count(*) FROM quota_uses
              WHERE name = @name AND subject = @subject AND used_at > @since) < @limit`,
    ),
  );
  const taken =
    take.run({
      name: quota.name,
      subject,
      now,
      since: now - quota.windowMs,
      limit: Math.max(1, Math.floor(quota.limit)),
    }).changes === 1;
  if (now - sweptAt > SWEEP_EVERY_MS) {
    sweptAt = now;
    prepared("quota.sweep", (database) =>
      database.$client.prepare("DELETE FROM quota_uses WHERE used_at <= ?"),
    ).run(now - KEEP_MS);
  }
  return taken;
}

/** Whether `subject` has used up `quota` (a cheap look before reading a large body; counts nothing). */
export function quotaUsedUp(quota: Quota, subject: string, now = Date.now()): boolean {
  const used = prepared("quota.used", (database) =>
    database.$client
      .prepare("SELECT count(*) FROM quota_uses WHERE name = ? AND subject = ? AND used_at > ?")
      .pluck(),
  ).get(quota.name, subject, now - quota.windowMs) as number;
  return used >= Math.max(1, Math.floor(quota.limit));
}
