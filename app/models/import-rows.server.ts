import { parse } from "csv-parse/sync";
import type { Point } from "~/lib/geo";
import type { ListingContact } from "~/lib/listing";
import { isValidEmail } from "~/lib/contact-rules";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportField,
  type ImportMapping,
} from "~/lib/import-fields";
import { isValidWebsite, normalizeWebsite } from "~/lib/website";
import { geocodeCity, normalizeCity, stateCode, zipcodes } from "./geocode.server";

/** The file as read: its headers and its rows (each as many cells as it has). */
export type CsvFile = { headers: string[]; records: string[][] };

/** Reads an uploaded CSV with csv-parse (UTF-8, a header row); a refusal says what is wrong. */
export function readCsv(bytes: Buffer): CsvFile | { error: string } {
  if (bytes.length > IMPORT_MAX_BYTES) return { error: "The file is larger than 5 MB." };
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { error: "The file is not UTF-8 text: save it as 'CSV UTF-8' and upload it again." };
  }
  let rows: string[][];
  try {
    rows = parse(bytes, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as string[][];
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { error: `The file is not a readable CSV: ${why}` };
  }
  const [headers, ...records] = rows;
  if (!headers?.length || headers.every((h) => !h)) {
    return { error: "The file has no header row." };
  }
  if (new Set(headers).size !== headers.length) {
    return { error: "Two columns of the header row have the same name." };
  }
  if (!records.length) return { error: "The file has a header row but no rows." };
  if (records.length > IMPORT_MAX_ROWS) {
    return { error: `The file has ${records.length} rows; one import takes at most 20,000.` };
  }
  return { headers, records };
}

/** A row ready to write: the listing's fields, cleaned, and where it is. */
export type CleanRow = ListingContact & {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
  services: string[];
  credentialNumber: string | null;
  point: Point | null;
};
export type Refusal = { row: number; name: string; reason: string };

const formatPhone = (d: string) => `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;

/** 10 digits, a leading country code 1 dropped; null when it is not a US number. */
export function phoneDigits(value: string): string | null {
  const digits = value.replace(/\D/g, "");
  const local = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  return local.length === 10 ? local : null;
}

/**
 * One row of the file as a listing, or the reason it is refused (issue 31, point 1): no name,
 * no city or ZIP, bad e-mail, phone not 10 digits, unknown state.
 */
export function cleanRow(
  cells: string[],
  headers: string[],
  mapping: ImportMapping,
  row: number,
): CleanRow | Refusal {
  const cell = (field: ImportField) => {
    const header = mapping[field];
    const at = header === undefined ? -1 : headers.indexOf(header);
    return at < 0 ? "" : (cells[at] ?? "").trim().replace(/\s+/g, " ");
  };
  const name = cell("name").slice(0, 200);
  const refuse = (reason: string): Refusal => ({ row, name, reason });
  if (!name) return refuse("No name");
  const zipText = cell("zip").match(/^(\d{5})(?:-?\d{4})?$/)?.[1];
  const zip = zipText ? zipcodes.lookup(zipText) : undefined;
  let location = normalizeCity(cell("location"));
  if (!location && !zip) return refuse("No city or ZIP");
  const stateText = cell("state");
  const state = stateText ? stateCode(stateText) : zip?.state;
  if (!state) return refuse(stateText ? `Unknown state: ${stateText}` : "Unknown state");
  if (!location) location = zip!.city;
  const email = cell("email").toLowerCase();
  if (email && !isValidEmail(email)) return refuse(`Bad e-mail: ${email}`);
  const phoneText = cell("phone");
  const phone = phoneText ? phoneDigits(phoneText) : null;
  if (phoneText && !phone) return refuse(`Phone not 10 digits: ${phoneText}`);
  const websiteText = cell("website");
  if (websiteText && !isValidWebsite(websiteText)) return refuse(`Bad website: ${websiteText}`);
  const point =
    zip && zip.state === state
      ? { latitude: zip.latitude, longitude: zip.longitude }
      : (geocodeCity(location, state) ?? null);
  const services = [
    ...new Set(
      cell("services")
        .split(/[;|,]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ].slice(0, 20);
  return {
    row,
    name,
    location: location.slice(0, 100),
    state,
    phone: phone ? formatPhone(phone) : null,
    email: email || null,
    website: websiteText ? normalizeWebsite(websiteText) : null,
    description: cell("description").slice(0, 2000) || null,
    services,
    credentialNumber: cell("credentialNumber").slice(0, 100) || null,
    point,
  };
}

export const isRefusal = (r: CleanRow | Refusal): r is Refusal => "reason" in r;
