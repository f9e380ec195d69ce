import { CREDENTIAL_LABELS } from "~/lib/credential-kinds";
import { stateName } from "~/lib/states";
import { credentialStateOf, planImport, type ImportSettings } from "./import-plan.server";
import type { CsvFile } from "./import-rows.server";

const PREVIEW_ROWS = 200;

/** The credential every new and matched row gets: 'DBE Certified in Ohio', or null. */
export function credentialGranted(settings: ImportSettings) {
  if (!settings.credentialKind) return null;
  const state = credentialStateOf(settings);
  const label = CREDENTIAL_LABELS[settings.credentialKind];
  return { label: state ? `${label} in ${stateName(state)}` : label, state };
}

/**
 * What the preview shows of a plan: the counts, and the first 200 rows of each kind with what
 * would change; every possible match, which the operator must see to decide.
 * Plain data, so it crosses from the import's thread.
 */
export function previewImport(file: CsvFile, settings: ImportSettings) {
  const plan = planImport(file, settings);
  const first = <T>(list: T[]) => list.slice(0, PREVIEW_ROWS);
  return {
    counts: {
      created: plan.created.length,
      matched: plan.matched.length,
      changing: plan.matched.filter((m) => m.changes.length || m.credential).length,
      possible: plan.possible.length,
      duplicates: plan.duplicates.length,
      refused: plan.refused.length,
    },
    credential: credentialGranted(settings),
    created: first(plan.created).map(({ point, ...r }) => ({ ...r, located: Boolean(point) })),
    matched: first(plan.matched).map((m) => ({
      row: m.row.row,
      name: m.row.name,
      companyId: m.companyId,
      listingName: m.name,
      changes: m.changes.map((c) => ({
        field: c.field,
        from: String(c.from ?? ""),
        to: String(c.to),
      })),
      credential: m.credential,
    })),
    possible: plan.possible.map((p) => ({
      row: p.row.row,
      name: p.row.name,
      place: `${p.row.location}, ${p.row.state}`,
      companyId: p.companyId,
      listingName: p.name,
      listingPlace: p.place,
    })),
    duplicates: first(plan.duplicates).map((d) => ({ row: d.row.row, name: d.row.name, of: d.of })),
    refused: first(plan.refused),
  };
}

export type ImportPreview = ReturnType<typeof previewImport>;
