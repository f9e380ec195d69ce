import { parse } from "csv-parse/sync";
import type { Point } from "~/lib/geo";
import type { ListingContact } from "~/lib/listing";
import { isValidEmail } from "~/lib/contact-rules";
import {
  IMPORT_FIELD_LABEL,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportField,
  type ImportMapping,
} from "~/lib/import-fields";
import { describeWork, mapWorkClasses, type WorkClassMap } from "~/lib/import-work-classes";
import { isSingleLine } from "~/lib/plain-text";
import { isValidWebsite, normalizeWebsite } from "~/lib/website";
import { geocodeCity, normalizeCity, stateCode, zipcodes } from "~/models/search/geocode.server";

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
  // A mapping page offers every column in each of its selects: 20,000 columns made it 7.7 MB.
  const widest = Math.max(headers.length, ...records.map((r) => r.length));
  if (widest > IMPORT_MAX_COLUMNS) {
    return {
      error: `The file has ${widest} columns; one import takes at most ${IMPORT_MAX_COLUMNS}. Remove the columns you do not import and upload it again.`,
    };
  }
  if (!headers.every(isSingleLine)) {
    return {
      error: "A column name holds invisible control characters: remove them and upload it again.",
    };
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

/* eslint-disable-next-line no-control-regex -- a refused name is shown without its controls */
const CONTROLS = /[\u0000-\u001f\u007f]/g;

/** What cleaning a row needs of the source's settings: its columns and its work classes. */
export type RowSettings = { mapping: ImportMapping; workClasses: WorkClassMap };

/**
 * One row of the file as a listing, or the reason it is refused: no name,
 * no city or ZIP, bad e-mail, phone not 10 digits, unknown state, and, as in every form
 * (decision 043), a cell with a control character (line breaks and tabs become spaces).
 */
export function cleanRow(
  cells: string[],
  headers: string[],
  settings: RowSettings,
  row: number,
): CleanRow | Refusal {
  const cell = (field: ImportField) => {
    const header = settings.mapping[field];
    const at = header === undefined ? -1 : headers.indexOf(header);
    return at < 0 ? "" : (cells[at] ?? "").trim().replace(/\s+/g, " ");
  };
  const name = cell("name").slice(0, 200);
  const refuse = (reason: string): Refusal => ({ row, name: name.replace(CONTROLS, ""), reason });
  const unfit = (Object.keys(settings.mapping) as ImportField[]).find(
    (field) => !isSingleLine(cell(field)),
  );
  if (unfit) return refuse(`Invisible control characters in ${IMPORT_FIELD_LABEL[unfit]}`);
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
  const work = mapWorkClasses(settings.workClasses, cell("services"));
  const description = describeWork(cell("description"), work.unmapped).slice(0, 2000);
  return {
    row,
    name,
    location: location.slice(0, 100),
    state,
    phone: phone ? formatPhone(phone) : null,
    email: email || null,
    website: websiteText ? normalizeWebsite(websiteText) : null,
    description: description || null,
    services: work.services,
    credentialNumber: cell("credentialNumber").slice(0, 100) || null,
    point,
  };
}

export const isRefusal = (r: CleanRow | Refusal): r is Refusal => "reason" in r;
