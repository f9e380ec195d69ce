import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { MaterialsFilter } from "~/lib/materials-filters";
import { directorySize } from "./companies.server";
import {
  companyWhere,
  rankingOrder,
  rowFormMatchesIndex,
} from "~/models/search/company-where.server";
import { db, schema } from "~/models/db.server";
import { prepared } from "~/db/prepared";
import { readDirectory, readList, readListings } from "~/freshness/reads.server";

const { companies } = schema;

/** Up to this many listings, testing each row beats reading the trigram index (decision 013). */
const SMALL_DIRECTORY = 1000;

/**
 * Search (decision 002): text over name, location, description or any product, with the type and product.
 * The trigram index holds both directories, so a term common among contractors ("paint")
 * would collect tens of thousands of their ids; a small directory is tested row by row instead.
 */
export function materialsWhere(f: MaterialsFilter): SQL {
  const filter = { text: f.text };
  const small = rowFormMatchesIndex(filter) && directorySize("materials") <= SMALL_DIRECTORY;
  const conditions: SQL[] = [companyWhere("materials", filter, small ? "row" : "set")];
  if (f.type) conditions.push(eq(companies.companyType, f.type));
  if (f.product) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM json_each(${companies.products}) WHERE json_each.value = ${f.product})`,
    );
  }
  return and(...conditions) as SQL;
}

/** Whether a search asks for anything: without, the page is the whole directory. */
const unfiltered = (f: MaterialsFilter) => !f.text && !f.type && !f.product;

export function listMaterials(filter: MaterialsFilter, page: { limit: number; offset: number }) {
  const rows = materialsPage(filter, page);
  // A first page short of the limit holds every match: no rating can bring another onto it.
  const whole = page.offset === 0 && rows.length < page.limit;
  const found = { n: whole ? rows.length : Infinity, more: !whole };
  readList({
    directory: "materials",
    ratingFiltered: false,
    sort: "recommended",
    page: 1,
    found,
    shown: rows,
  });
  return rows;
}

function materialsPage(filter: MaterialsFilter, page: { limit: number; offset: number }) {
  if (unfiltered(filter)) {
    // The whole directory in its default order (plain /materials): one fixed query.
    return prepared("materialsPage", (database) =>
      database
        .select()
        .from(companies)
        .where(materialsWhere({}))
        .orderBy(...rankingOrder)
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset"))
        .prepare(),
    ).all(page);
  }
  return db()
    .select()
    .from(companies)
    .where(materialsWhere(filter))
    .orderBy(...rankingOrder)
    .limit(page.limit)
    .offset(page.offset)
    .all();
}

export function countMaterials(filter: MaterialsFilter = {}): number {
  readDirectory("materials");
  const counted = unfiltered(filter)
    ? prepared("materialsCount", (database) =>
        database.select({ n: count() }).from(companies).where(materialsWhere({})).prepare(),
      ).get()
    : db().select({ n: count() }).from(companies).where(materialsWhere(filter)).get();
  return counted?.n ?? 0;
}

/** Only ids that belong to the materials directory; any other id is left out. */
export function getMaterialsCompaniesByIds(ids: readonly number[]) {
  readListings(ids.map((id) => ({ id })));
  if (!ids.length) return [];
  return db()
    .select()
    .from(companies)
    .where(and(eq(companies.directory, "materials"), inArray(companies.id, [...ids])))
    .all();
}
