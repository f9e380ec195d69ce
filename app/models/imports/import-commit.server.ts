import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { LISTING_FIELDS, type ListingField } from "~/lib/import-fields";
import { companySlug } from "~/lib/slug";
import type { FieldBefore } from "~/db/schema/imports";
import { audit, type Actor } from "~/models/admin/audit.server";
import { syncCompanyServices, type Tx } from "~/models/directory/company-services.server";
import { db, schema } from "~/models/db.server";
import { PACE, sleep } from "./import-pace.server";
import { importStatements, serviceIdsFor } from "./import-statements.server";
import { sendInvitations, type InviteMail } from "./import-invitations.server";
import {
  credentialStateOf,
  incoming,
  isEmpty,
  planImport,
  type ImportSettings,
} from "./import-plan.server";
import type { CleanRow, CsvFile } from "./import-rows.server";

const { companies, listingFieldSources, listingImports } = schema;

/** The write lock at BEGIN: a read that turned into a write could fail at once with "locked". */
const IMMEDIATE = { behavior: "immediate" } as const;
export type ImportCounts = {
  created: number;
  updated: number;
  unchanged: number;
  duplicates: number;
  refused: number;
  credentials: number;
  invited: number;
  /** Possible matches the operator kept out as the same firm. */
  keptOut: number;
};

/** Slugs already taken, read once: 20,000 new listings must not ask 20,000 times. */
function slugMaker() {
  const taken = new Set(
    db()
      .select({ slug: companies.slug })
      .from(companies)
      .all()
      .map((r) => r.slug),
  );
  return (row: CleanRow) => {
    const base = companySlug(row.name, row.location, row.state) || "company";
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    return slug;
  };
}

type Statements = ReturnType<typeof importStatements>;

function recordFields(
  st: Statements,
  companyId: number,
  fields: readonly ListingField[],
  row: CleanRow,
  s: ImportSettings & { importId: number },
) {
  for (const field of fields) {
    const value = incoming(row, field);
    if (!isEmpty(value)) st.field(companyId, field, s.sourceName, s.importId, value);
  }
}

function attachCredential(
  st: Statements,
  companyId: number,
  row: CleanRow,
  s: ImportSettings,
  now: Date,
) {
  if (!s.credentialKind) return null;
  return st.credential(
    companyId,
    {
      kind: s.credentialKind,
      state: credentialStateOf(s),
      issuer: s.sourceName,
      number: row.credentialNumber,
      sourceUrl: s.sourceUrl || null,
    },
    now,
  );
}

/** The fields' values and who wrote them, before the import changes them (for its undo). */
function beforeOf(tx: Tx, companyId: number, fields: ListingField[]) {
  const listing = tx.select().from(companies).where(eq(companies.id, companyId)).get()!;
  const provenance = tx
    .select()
    .from(listingFieldSources)
    .where(eq(listingFieldSources.companyId, companyId))
    .all();
  const before: Record<string, FieldBefore> = {};
  for (const field of fields) {
    const p = provenance.find((x) => x.field === field);
    before[field] = {
      value: listing[field] as unknown,
      provenance: p ? { sourceName: p.sourceName, importId: p.importId, value: p.value } : null,
    };
  }
  return { listing, before };
}

export type CommitInput = ImportSettings & {
  file: CsvFile;
  fileName: string;
  bytes: Buffer;
  invite: boolean;
  actor: Actor;
  mail: InviteMail;
  /** Rows of possible matches the operator kept out (the same firm): not created. */
  keepOut?: number[];
};

/** One row's writes; returns the listing it wrote (for the invitations). */
type Step = (tx: Tx) => number;

/**
 * Writes the plan: new listings, the changed fields of matches, the source's
 * credential, each field's provenance, what undo needs, the invitations asked for and the audit
 * entry. The plan is made again here, against the directory as it is at commit, so a second
 * commit of the same file finds nothing to change. Written in short transactions with pauses
 * between them, so a visitor's write never waits long (decision 050); the import's record comes
 * first and each listing's link with its own write, so an import stopped halfway is undone whole.
 */
export async function commitImport(input: CommitInput, now = new Date(), pace = PACE) {
  const plan = planImport(input.file, input);
  const keepOut = new Set(input.keepOut ?? []);
  const created = [
    ...plan.created,
    ...plan.possible.filter((p) => !keepOut.has(p.row.row)).map((p) => p.row),
  ].sort((a, b) => a.row - b.row);
  const slugFor = slugMaker();
  const st = importStatements();
  const counts: ImportCounts = {
    created: 0,
    updated: 0,
    unchanged: 0,
    duplicates: plan.duplicates.length,
    refused: plan.refused.length,
    credentials: 0,
    invited: 0,
    keptOut: plan.possible.length + plan.created.length - created.length,
  };
  const imp = db()
    .insert(listingImports)
    .values({
      sourceName: input.sourceName,
      fileName: input.fileName,
      fileSha256: crypto.createHash("sha256").update(input.bytes).digest("hex"),
      actorId: input.actor.id,
      actorEmail: input.actor.email,
      counts: {},
      invited: input.invite,
      createdAt: now,
    })
    .returning({ id: listingImports.id })
    .get();
  const s = { ...input, importId: imp.id };
  const serviceIds = serviceIdsFor(created);

  const steps: Step[] = [];
  for (const row of created) {
    steps.push(() => {
      const companyId = st.createListing(row, slugFor(row), now, serviceIds);
      recordFields(st, companyId, LISTING_FIELDS, row, s);
      const credentialId = attachCredential(st, companyId, row, s, now);
      if (credentialId) counts.credentials += 1;
      st.link(imp.id, companyId, "created", { credentialId });
      counts.created += 1;
      return companyId;
    });
  }
  for (const m of plan.matched) {
    steps.push((tx) => {
      if (!m.changes.length && !m.credential) {
        counts.unchanged += 1;
        return m.companyId;
      }
      const fields = m.changes.map((c) => c.field);
      const { listing, before } = beforeOf(tx, m.companyId, fields);
      if (fields.length) updateListing(tx, m.companyId, m.row, fields, now);
      recordFields(st, m.companyId, fields, m.row, s);
      const credentialId = m.credential ? attachCredential(st, m.companyId, m.row, s, now) : null;
      if (credentialId) counts.credentials += 1;
      st.link(imp.id, m.companyId, "updated", {
        before,
        credentialId,
        claimedBy: listing.claimedBy,
      });
      counts.updated += 1;
      return m.companyId;
    });
  }

  let longestHoldMs = 0;
  let next = 0;
  const began = performance.now();
  try {
    while (next < steps.length) {
      if (next > 0) await sleep(pace.pauseMs);
      const held = performance.now();
      // A chunk that fails is rolled back: so are its counts.
      const before = { ...counts };
      try {
        next = db().transaction((tx) => {
          const touched: number[] = [];
          const end = Math.min(steps.length, next + pace.chunkRows);
          let i = next;
          while (i < end && (i === next || performance.now() - held < pace.chunkMs)) {
            touched.push(steps[i]!(tx));
            i += 1;
          }
          if (input.invite) {
            counts.invited += sendInvitations(tx, touched, s, input.mail, now, counts.invited);
          }
          return i;
        }, IMMEDIATE);
      } catch (error) {
        Object.assign(counts, before);
        throw error;
      }
      longestHoldMs = Math.max(longestHoldMs, performance.now() - held);
    }
  } finally {
    // Also when a chunk failed: the record says what was written, so it can be undone.
    const stopped = next < steps.length;
    db().transaction((tx) => {
      tx.update(listingImports).set({ counts }).where(eq(listingImports.id, imp.id)).run();
      audit(tx, {
        actor: input.actor,
        action: "listing.import",
        targetType: "import",
        targetId: imp.id,
        after: { source: input.sourceName, file: input.fileName, ...counts },
        note: stopped ? `${input.fileName} (stopped halfway)` : input.fileName,
      });
    }, IMMEDIATE);
  }
  return { importId: imp.id, counts, writeMs: performance.now() - began, longestHoldMs };
}

function updateListing(tx: Tx, id: number, row: CleanRow, fields: ListingField[], now: Date) {
  const set: Record<string, unknown> = { updatedAt: now };
  for (const field of fields) set[field] = incoming(row, field);
  if (fields.includes("location") || fields.includes("state")) {
    set.latitude = row.point?.latitude ?? null;
    set.longitude = row.point?.longitude ?? null;
  }
  tx.update(companies).set(set).where(eq(companies.id, id)).run();
  if (fields.includes("services")) syncCompanyServices(tx, id, row.services);
}
