import type { LoaderFunctionArgs } from "react-router";
import type { Directory } from "~/lib/directory";
import { getCompanyById } from "~/models/directory/companies.server";
import type { CompanyRow } from "~/models/directory/company-serializer.server";
import { jsonError, methodNotAllowed } from "~/server/http.server";

export const COMPANY_NOT_FOUND = "Company not found";

/**
 * A listed company of `directory` by the `:id` of the URL, or null: an id that is not a whole
 * number, an unknown one, another directory's, an unlisted or deleted listing (kept in a hidden
 * directory) are all "not found" alike (decision 043).
 */
export function listedCompanyOf(id: string | undefined, directory?: Directory) {
  if (!/^\d{1,15}$/.test(id ?? "")) return null;
  const row = getCompanyById(Number(id), directory);
  if (!row || (row.directory !== "striping" && row.directory !== "materials")) return null;
  return row;
}

/**
 * GET of one public listing as JSON: the directory's own shape, or a 404 with a JSON message
 * (not Remix's "no loader" 400 and a logged stack trace).
 */
export function listedCompanyLoader(directory: Directory, serialize: (row: CompanyRow) => object) {
  return ({ params }: LoaderFunctionArgs) => {
    const row = listedCompanyOf(params.id, directory);
    return row ? Response.json(serialize(row)) : jsonError(404, COMPANY_NOT_FOUND);
  };
}

/**
 * The GET of an /api/* address that only takes the writes `allow` names: a 405 in JSON with
 * `Allow`, never a crash.
 */
export const writeOnlyLoader = (allow: readonly string[]) => () => methodNotAllowed(allow);
