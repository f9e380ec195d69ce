import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { db, schema } from "~/models/db.server";
import { listingIdentity } from "./listing-columns.server";

const { companies } = schema;

/** The import's fields plus id and page URL. */
export const EXPORT_HEADER = [
  "id",
  "name",
  "city",
  "state",
  "phone",
  "email",
  "website",
  "description",
  "work classes",
  "page url",
] as const;

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * before one) gets a leading single quote, so it shows as text (OWASP CSV injection).
 */
export function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One CSV cell: neutralised, and quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: unknown): string {
  const text = neutralise(value === null || value === undefined ? "" : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(",")}\r\n`;

const PAGE = 1000;

/**
 * The next page of striping listings after `afterId`, as CSV lines. Pages by id rather than
 * holding a statement open: better-sqlite3's connection is shared, and an open iterator would
 * block every other query while the response streams.
 */
export function exportPage(afterId: number, siteUrl: string): { csv: string; lastId: number } {
  const rows = db()
    .select({
      ...listingIdentity,
      description: companies.description,
      services: companies.services,
      slug: companies.slug,
    })
    .from(companies)
    .where(
      and(
        eq(companies.directory, "striping"),
        isNull(companies.deletedAt),
        gt(companies.id, afterId),
      ),
    )
    .orderBy(asc(companies.id))
    .limit(PAGE)
    .all();
  const csv = rows
    .map((r) =>
      csvLine([
        r.id,
        r.name,
        r.location,
        r.state,
        r.phone,
        r.email,
        r.website,
        r.description,
        r.services.join("; "),
        new URL(`/companies/${r.slug}`, siteUrl).toString(),
      ]),
    )
    .join("");
  return { csv, lastId: rows.at(-1)?.id ?? -1 };
}

/** The whole export as a stream of pages, each read when the client is ready for it. */
export function exportStream(siteUrl: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after = 0;
  let started = false;
  return new ReadableStream({
    pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvLine(EXPORT_HEADER)}`));
        return;
      }
      const page = exportPage(after, siteUrl);
      if (page.lastId < 0) return controller.close();
      after = page.lastId;
      controller.enqueue(encoder.encode(page.csv));
    },
  });
}
