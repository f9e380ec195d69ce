import { and, between, isNull, not, or } from "drizzle-orm";
import type { Directory } from "~/lib/directory";
import { boundingBox, type Point } from "~/lib/geo";
import { companyWhere } from "./company-where.server";
import { db, schema } from "~/models/db.server";

const { companies } = schema;

/**
 * Whether some listing whose name or services contain `word` lies outside the circle around a
 * place (decision 044): 'Keystone' names ten firms none of which is near Keystone, FL, so the
 * word is a name; 'Dallas Traffic Markings' is in Dallas, so 'Dallas' stays the place, which
 * shows it anyway. One indexed text match, stopped at the first row.
 */
export function namedAwayFrom(
  directory: Directory,
  word: string,
  center: Point,
  radiusMiles: number,
): boolean {
  const box = boundingBox(center, radiusMiles);
  const row = db()
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        companyWhere(directory, { nameOrService: word }),
        or(
          isNull(companies.latitude),
          isNull(companies.longitude),
          not(
            and(
              between(companies.latitude, box.minLat, box.maxLat),
              between(companies.longitude, box.minLon, box.maxLon),
            )!,
          ),
        ),
      ),
    )
    .limit(1)
    .get();
  return Boolean(row);
}
