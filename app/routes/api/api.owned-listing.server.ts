import type { ActionFunctionArgs } from "react-router";
import type { z } from "zod";
import type { Directory } from "~/lib/directory";
import { isUsableLogoPath } from "~/models/listings/logos.server";
import {
  currentEditValues,
  deleteOwnedCompany,
  getOwnedCompany,
  overlayEdit,
  setCompanyLogo,
} from "~/models/listings/owner-companies.server";
import { requireApiUser } from "~/server/auth/api-auth.server";
import { apiError, jsonError, methodNotAllowed, parseJsonBody } from "~/server/http.server";

type Owned = ReturnType<typeof getOwnedCompany>;

/** An uploaded logo path another user stored, or one from elsewhere, is refused. */
const FOREIGN_LOGO = "Only logos uploaded to this site can be used";

/**
 * The plumbing of an owner's API on one listing (decision 025): the user, the listing loaded as
 * theirs before the body is read (another user's listing is a 404 whatever the body holds), the
 * body validated, and every failure answered by `apiError`. `handle` does the work of each of
 * `methods`; any other is a 405.
 */
function ownedListingRoute(
  directory: Directory,
  methods: readonly string[],
  handle: (args: { request: Request; userId: number; row: Owned }) => Promise<Response> | Response,
  /** What the address also answers with its loader (`Allow` of a 405). */
  reads: readonly string[] = [],
) {
  return async ({ request, params }: ActionFunctionArgs) => {
    try {
      const user = await requireApiUser(request);
      if (!methods.includes(request.method)) return methodNotAllowed([...reads, ...methods]);
      return await handle({
        request,
        userId: user.id,
        row: getOwnedCompany(user.id, Number(params.id), directory),
      });
    } catch (error) {
      return apiError(error);
    }
  };
}

/**
 * `<method>` edits the listing (the body laid over its current values, so the company object a
 * read returns is accepted as it is) and DELETE deletes it. `save` writes and answers.
 */
export function ownedListingApi<S extends z.ZodType>(opts: {
  directory: Directory;
  method: "PATCH" | "PUT";
  schema: S;
  save: (userId: number, row: Owned, input: z.output<S>) => Response;
}) {
  return ownedListingRoute(
    opts.directory,
    [opts.method, "DELETE"],
    async ({ request, userId, row }) => {
      if (request.method === "DELETE") {
        deleteOwnedCompany(userId, row.id, opts.directory);
        return Response.json({ ok: true });
      }
      const input = await parseJsonBody(request, opts.schema, (body) =>
        overlayEdit(currentEditValues(row), body),
      );
      return opts.save(userId, row, input);
    },
    // The listing's public read (`listedCompanyLoader`) answers GET at the same address.
    ["GET", "HEAD"],
  );
}

/** Whether `logo` may be set on `row`: its own logo again, or one this user uploaded here. */
export const logoRefusal = (logo: string | null | undefined, row: Owned, userId: number) =>
  logo && logo !== row.customLogo && !isUsableLogoPath(logo, userId)
    ? jsonError(400, FOREIGN_LOGO)
    : null;

/**
 * `<method>` with `{ <field>: path }` sets the listing's logo to a path uploaded here; `answer`
 * says what the route returns.
 */
export function ownedLogoApi<F extends string>(opts: {
  directory: Directory;
  method: "PUT" | "POST";
  schema: z.ZodType<Record<F, string>>;
  field: F;
  answer: (company: ReturnType<typeof setCompanyLogo>, path: string) => Response;
}) {
  return ownedListingRoute(opts.directory, [opts.method], async ({ request, userId, row }) => {
    const path = (await parseJsonBody(request, opts.schema))[opts.field];
    if (!isUsableLogoPath(path, userId)) return jsonError(400, FOREIGN_LOGO);
    return opts.answer(setCompanyLogo(userId, row.id, path, opts.directory), path);
  });
}
