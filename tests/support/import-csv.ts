import type { ImportSettings } from "~/models/imports/import-plan.server";
import { SAMPLE_MAPPING } from "./import-sample";

/** A CSV in the sample file's columns, from rows given by header. */
export function sampleCsv(rows: Record<string, string>[]): Buffer {
  const headers = Object.values(SAMPLE_MAPPING);
  const quote = (c = "") => `"${c.replace(/"/g, '""')}"`;
  const lines = [headers, ...rows.map((r) => headers.map((h) => r[h] ?? ""))];
  return Buffer.from(lines.map((l) => l.map(quote).join(",")).join("\n"));
}

/** A source of the sample's shape granting a credential (a state's DBE list by default). */
export const sampleSource = (over: Partial<ImportSettings> = {}): ImportSettings => ({
  sourceName: "Ohio UCP DBE directory",
  mapping: SAMPLE_MAPPING,
  workClasses: {},
  credentialKind: "dbe_certified",
  credentialState: "OH",
  sourceUrl: "",
  ...over,
});
