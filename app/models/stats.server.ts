import { and, eq, gt, sql } from "drizzle-orm";
import { SITE } from "~/lib/site";
import { db, schema } from "./db.server";

const { companies } = schema;

export type Stats = {
  totalCompanies: number;
  statesCovered: number;
  projectsCompleted: number;
  avgRating: string;
  industrySize: string;
};

/** GET /api/stats and the home stats strip: counts from the data, marketing figures from SITE. */
export function getStats(): Stats {
  const row = db()
    .select({
      total: sql<number>`count(*)`,
      states: sql<number>`count(distinct ${companies.state})`,
    })
    .from(companies)
    .where(eq(companies.directory, "striping"))
    .get();
  const rating = db()
    .select({ avg: sql<number | null>`avg(${companies.averageRating})` })
    .from(companies)
    .where(and(eq(companies.directory, "striping"), gt(companies.totalReviews, 0)))
    .get();
  return {
    totalCompanies: row?.total ?? 0,
    statesCovered: row?.states ?? 0,
    projectsCompleted: SITE.annualProjects,
    avgRating: (rating?.avg ?? 0).toFixed(1),
    industrySize: SITE.industrySize,
  };
}
