import { eq, inArray } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { CREDENTIAL_LABELS } from "~/lib/credential-kinds";
import { db, schema } from "~/models/db.server";
import { pickColumns } from "~/models/directory/pick-columns.server";
import { listAudit } from "./audit.server";

const {
  users,
  companies,
  companyClaims,
  reviews,
  blogPosts,
  stateResources,
  contactMessages,
  emailOutbox,
  newsletterSubscribers,
  listingCredentials,
  listingImports,
} = schema;

/** A record named as the operator knows it, and its page in the console. */
export type RecordName = { label: string; href: string };

type Namer = {
  /** What the record is called when it cannot be read any more (deleted). */
  kind: string;
  read: (ids: number[]) => { id: number; name: string | null; key?: string | null }[];
  href: (id: number, row?: { name: string | null; key?: string | null }) => string;
};

const byIds =
  (table: SQLiteTable, id: SQLiteColumn, name: SQLiteColumn, key?: SQLiteColumn) =>
  (ids: number[]) =>
    db()
      .select({ id, name, ...(key ? { key } : {}) })
      .from(table)
      .where(inArray(id, ids))
      .all() as { id: number; name: string | null; key?: string | null }[];

/**
 * A record type named by one column of its table (read by `id`) and opened at one console page,
 * or at the page `href` gives for it.
 */
const namedBy = (
  kind: string,
  table: SQLiteTable & { id: SQLiteColumn },
  name: SQLiteColumn,
  href: string | Namer["href"],
): Namer => ({
  kind,
  read: byIds(table, table.id, name),
  href: typeof href === "string" ? () => href : href,
});

/**
 * Every audited record type, with how to name it and where it is opened:
 * an account by its e-mail, a listing by its name, a review by its title.
 */
const NAMERS: Record<string, Namer> = {
  user: namedBy(
    "Account",
    users,
    users.email,
    (_id, row) => `/admin/users?${new URLSearchParams({ q: row?.name ?? "" })}`,
  ),
  company: namedBy("Listing", companies, companies.name, (id) => `/admin/listings/${id}`),
  company_claim: {
    kind: "Claim",
    read: (ids) =>
      db()
        .select({ id: companyClaims.id, name: companies.name, key: companyClaims.email })
        .from(companyClaims)
        .innerJoin(companies, eq(companies.id, companyClaims.companyId))
        .where(inArray(companyClaims.id, ids))
        .all(),
    href: () => "/admin/claims",
  },
  review: namedBy("Review", reviews, reviews.title, "/admin/reviews?view=latest"),
  blog_post: namedBy("Post", blogPosts, blogPosts.title, (id) => `/admin/blog/${id}`),
  state_resource: {
    kind: "State resources",
    read: byIds(
      stateResources,
      stateResources.id,
      stateResources.stateName,
      stateResources.stateCode,
    ),
    href: (_id, row) => (row?.key ? `/admin/resources/${row.key}` : "/admin/resources"),
  },
  contact_message: namedBy("Message", contactMessages, contactMessages.email, "/admin/messages"),
  email: namedBy("Mail", emailOutbox, emailOutbox.toAddress, "/admin/outbox"),
  listing_credential: {
    kind: "Credential",
    read: (ids) =>
      db()
        .select({
          ...pickColumns(listingCredentials, ["id", "kind", "state"]),
          name: companies.name,
        })
        .from(listingCredentials)
        .innerJoin(companies, eq(companies.id, listingCredentials.companyId))
        .where(inArray(listingCredentials.id, ids))
        .all()
        .map((r) => ({
          id: r.id,
          name: `${CREDENTIAL_LABELS[r.kind]}${r.state ? ` (${r.state})` : ""} of ${r.name}`,
          key: r.name,
        })),
    href: (_id, row) =>
      `/admin/credentials?${new URLSearchParams({ q: row?.key ?? "", status: "all" })}`,
  },
  import: namedBy("Import", listingImports, listingImports.sourceName, "/admin/import"),
  newsletter_subscriber: namedBy(
    "Subscriber",
    newsletterSubscribers,
    newsletterSubscribers.email,
    "/admin/newsletter",
  ),
};

/** The newest audit entries, each record named and linked: one query per record type shown. */
export function listAuditNamed(limit = 200) {
  const entries = listAudit(limit);
  const names = new Map<string, RecordName>();
  const types = new Set(entries.map((e) => e.targetType));
  for (const type of types) {
    const namer = NAMERS[type];
    const ids = [
      ...new Set(
        entries.filter((e) => e.targetType === type && e.targetId !== null).map((e) => e.targetId!),
      ),
    ];
    if (!namer || ids.length === 0) continue;
    for (const row of namer.read(ids)) {
      const label =
        type === "company_claim"
          ? `Claim of ${row.name} by ${row.key}`
          : `${namer.kind}: ${row.name ?? `#${row.id}`}`;
      names.set(`${type}:${row.id}`, { label, href: namer.href(row.id, row) });
    }
  }
  return entries.map((e) => ({
    ...e,
    record:
      names.get(`${e.targetType}:${e.targetId}`) ??
      ({
        label: `${NAMERS[e.targetType]?.kind ?? e.targetType} #${e.targetId ?? "?"} (no longer on record)`,
        href: null,
      } as { label: string; href: string | null }),
  }));
}
