import { eq } from "drizzle-orm";
import { timeOfDay, type ActivityInput } from "~/lib/activity-schema";
import { db, schema } from "~/models/db.server";

const { anonymousSessions } = schema;
const KEEP = 50;

function appendCapped<T>(list: T[], value: T | undefined): T[] {
  if (value === undefined || value === "") return list;
  return [...list.filter((v) => v !== value), value].slice(-KEEP);
}

/** Records a visitor's search in `anonymous_sessions`, creating the row on first sight. */
export function recordActivity(
  input: ActivityInput,
  meta: { ipAddress?: string; userAgent?: string; now?: Date },
) {
  const now = meta.now ?? new Date();
  const database = db();
  database.transaction((tx) => {
    const existing = tx
      .select()
      .from(anonymousSessions)
      .where(eq(anonymousSessions.sessionId, input.sessionId))
      .get();
    if (!existing) {
      tx.insert(anonymousSessions)
        .values({
          sessionId: input.sessionId,
          ipAddress: meta.ipAddress ?? null,
          userAgent: meta.userAgent?.slice(0, 300) ?? null,
          deviceType: input.deviceType ?? null,
          location: input.location ?? null,
          visitCount: input.visitCount ?? 1,
          searchQueries: appendCapped([], input.searchQuery),
          searchedServices: appendCapped([], input.searchedService),
          timeOfDay: timeOfDay(now.getHours()),
          lastActivity: now,
          firstVisit: now,
        })
        .run();
      return;
    }
    tx.update(anonymousSessions)
      .set({
        visitCount: Math.max(existing.visitCount, input.visitCount ?? existing.visitCount),
        searchQueries: appendCapped(existing.searchQueries, input.searchQuery),
        searchedServices: appendCapped(existing.searchedServices, input.searchedService),
        deviceType: input.deviceType ?? existing.deviceType,
        location: input.location ?? existing.location,
        timeOfDay: timeOfDay(now.getHours()),
        lastActivity: now,
        updatedAt: now,
      })
      .where(eq(anonymousSessions.id, existing.id))
      .run();
  });
}
