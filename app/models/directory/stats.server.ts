import { SITE } from "~/lib/site";
import { ratingBuckets, stateCounts } from "./companies.server";
import { memoByVersion } from "~/freshness/memo.server";

export type Stats = {
  totalCompanies: number;
  statesCovered: number;
  projectsCompleted: number;
  avgRating: string;
  industrySize: string;
};

/** GET /api/stats and the home stats strip: counts from the data, marketing figures from SITE. */
export function getStats(): Stats {
  return memoByVersion("stats", statsNow);
}

function statsNow(): Stats {
  const states = stateCounts();
  const buckets = ratingBuckets();
  const reviewed = buckets.reduce((n, b) => n + b.companies, 0);
  const ratingSum = buckets.reduce((n, b) => n + b.ratingSum, 0);
  return {
    totalCompanies: states.reduce((n, s) => n + s.n, 0),
    statesCovered: states.length,
    projectsCompleted: SITE.annualProjects,
    // The plain mean of the reviewed companies' averages.
    avgRating: (reviewed ? ratingSum / reviewed : 0).toFixed(1),
    industrySize: SITE.industrySize,
  };
}
