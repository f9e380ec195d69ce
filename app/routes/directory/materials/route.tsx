import { parseWithZod } from "@conform-to/zod/v4";

import { data, redirect } from "react-router";
import { Form, useActionData, useLoaderData, useLocation, useRouteLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { RefusalAlert } from "~/components/ui/forms";
import { Spinner } from "~/components/ui/icons";
import { JsonLd } from "~/components/json-ld";
import { LiveForm } from "~/components/live-form";
import { MaterialsCard } from "~/components/materials-card";
import { Pagination } from "~/components/pagination";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLiveSearch } from "~/hooks/use-live-search";
import { bulkEmailSchema, bulkEmailSuccess } from "~/lib/bulk-email-schema";
import { clampPage } from "~/lib/found";
import { materialsFilter, readMaterialsParams } from "~/lib/materials-filters";
import { seoMeta } from "~/lib/seo";
import { SITE } from "~/lib/site";
import { sendBulkEmail } from "~/models/mail/bulk-email.server";
import {
  deleteBulkEmailDraft,
  getBulkEmailDraft,
  saveBulkEmailDraft,
} from "~/models/mail/bulk-email-drafts.server";
import { DomainError } from "~/models/errors.server";
import { toMaterialsCard } from "~/models/directory/company-serializer.server";
import { countMaterials, listMaterials } from "~/models/directory/materials.server";
import type { loader as rootLoader } from "~/root";
import { getUser, getUserId } from "~/server/auth/auth.server";
import { clientIp, visitorKey } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";
import { env } from "~/env.server";
import { redirectWithToast } from "~/server/toast.server";
import {
  BulkEmailDialog,
  BulkEmailFallback,
  BulkEmailSendAgain,
  bulkEmailProblem,
  SelectionBar,
  type BulkEmailActionData,
} from "./bulk-email";
import { MaterialsFilters } from "./filters";
import { MaterialsHero, MaterialsCallToAction } from "./sections";
import { useBulkEmail } from "./use-bulk-email";
import { formatCount } from "~/lib/format";
import type { Route } from "./+types/route";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

const PAGE_SIZE = 24;

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = readMaterialsParams(url.searchParams);
  // A bulk e-mail kept through sign-in (`?draft=`), shown to a signed-in sender only.
  const token = url.searchParams.get("draft") ?? "";
  const kept = token && (await getUserId(request)) ? getBulkEmailDraft(token) : undefined;
  const filter = materialsFilter(params);
  const found = countMaterials(filter);
  const { page, pageCount, offset } = clampPage({ n: found, more: false }, params.page, PAGE_SIZE);
  const rows = listMaterials(filter, { limit: PAGE_SIZE, offset });
  const siteUrl = env().SITE_URL;
  return {
    draft: kept ? { ...kept, token } : null,
    params: { ...params, page },
    found,
    pageCount,
    companies: rows.map(toMaterialsCard),
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Road Striping Materials & Equipment Suppliers",
      url: new URL("/materials", siteUrl).toString(),
      numberOfItems: found,
      itemListElement: rows.map((c, i) => ({
        "@type": "ListItem",
        position: (page - 1) * PAGE_SIZE + i + 1,
        item: {
          "@type": "Organization",
          name: c.name,
          telephone: c.phone ?? undefined,
          address: {
            "@type": "PostalAddress",
            addressLocality: c.location,
            addressRegion: c.state,
            addressCountry: "US",
          },
        },
      })),
    },
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: "Striping Materials & Equipment Suppliers | Road Striping Directory",
    description: `Find ${SITE.marketingSuppliers} verified manufacturers, distributors and suppliers of traffic paint, thermoplastic, glass beads, striping equipment and tools.`,
    path: "/materials",
    matches,
    keywords:
      "traffic paint suppliers, thermoplastic manufacturers, glass beads, striping equipment, line striping machines, pavement marking materials",
  });

/** The filters to come back to; only a query string of our own. */
function returnQuery(value: FormDataEntryValue | null): string {
  const v = typeof value === "string" ? value : "";
  if (!v.startsWith("?") || v.length > 300) return "";
  const params = new URLSearchParams(v);
  params.delete("select");
  params.delete("draft");
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}

/**
 * Bulk e-mail to the selected materials companies. Signed-out senders go to sign in first, and
 * what they selected and wrote is kept under a random token that comes back with them.
 * With JavaScript (`_inline`) it answers data for the dialog; without, it redirects back to
 * the list with a flash toast or re-renders the list with the message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const inline = formData.get("_inline") === "1";
  const back = `/materials${returnQuery(formData.get("returnTo"))}`;
  const user = await getUser(request);
  if (!user) {
    let redirectTo = back;
    if (allow("bulkEmailDraft", clientIp(request, context))) {
      const token = saveBulkEmailDraft({
        companyIds: formData.getAll("companyIds").map(Number),
        subject: String(formData.get("subject") ?? ""),
        message: String(formData.get("message") ?? ""),
      });
      redirectTo += `${back.includes("?") ? "&" : "?"}draft=${token}`;
    }
    throw redirect(`/login?${new URLSearchParams({ redirectTo })}`);
  }

  const submission = parseWithZod(formData, { schema: bulkEmailSchema });
  if (submission.status !== "success") {
    return data<BulkEmailActionData>({ result: submission.reply() }, { status: 400 });
  }
  try {
    const { sent } = sendBulkEmail(user, submission.value, {
      visitorKey: visitorKey(clientIp(request, context)),
    });
    const draftToken = formData.get("draft");
    if (typeof draftToken === "string" && draftToken) deleteBulkEmailDraft(draftToken);
    const toast = bulkEmailSuccess(sent);
    return inline ? data<BulkEmailActionData>({ ok: true, toast }) : redirectWithToast(back, toast);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data<BulkEmailActionData>(
      { result: submission.reply(), failure: error.message },
      { status: error.status },
    );
  }
}

export default function Materials() {
  const { draft, params, found, pageCount, companies, jsonLd } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const hydrated = useHydrated();
  const location = useLocation();
  const live = useLiveSearch("/materials");

  const bulk = useBulkEmail(
    companies.map((c) => c.id),
    params.selectAll,
    draft,
  );

  // Without JavaScript a refused send re-renders the list: keep what was ticked and typed.
  const echoed = actionData?.result?.initialValue as
    | { companyIds?: string | string[]; subject?: string; message?: string }
    | undefined;
  const echoedIds = new Set([echoed?.companyIds ?? draft?.companyIds ?? []].flat().map(String));
  const fallbackProblem = actionData ? bulkEmailProblem(actionData) : undefined;

  const selectAllHref = (on: boolean) => {
    const q = new URLSearchParams(location.search);
    if (on) q.set("select", "all");
    else q.delete("select");
    const qs = q.toString();
    return `/materials${qs ? `?${qs}` : ""}#results`;
  };
  const returnTo = (() => {
    const q = new URLSearchParams(location.search);
    q.delete("select");
    q.delete("draft");
    const qs = q.toString();
    return qs ? `?${qs}` : "";
  })();

  return (
    <>
      <JsonLd data={jsonLd} />
      <MaterialsHero />
      <div className="container-page py-10">
        <LiveForm live={live} aria-label="Filter materials & equipment companies">
          <MaterialsFilters params={params} />
        </LiveForm>

        <div id="results" className="mt-8" aria-live="polite">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-gray-700">
              Showing {formatCount(found)} materials & equipment companies
              {params.search ? ` matching "${params.search}"` : ""}
            </p>
            {!hydrated && companies.length ? (
              <Link
                to={selectAllHref(!params.selectAll)}
                className="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50"
              >
                {params.selectAll ? "Deselect All" : "Select All"}
              </Link>
            ) : null}
          </div>
          {live.loading ? (
            <p className="mt-4 flex items-center gap-2 text-gray-600">
              <Spinner /> Loading materials & equipment companies...
            </p>
          ) : null}

          {hydrated ? (
            <SelectionBar
              count={bulk.selected.size}
              allSelected={bulk.allOnPageSelected}
              canSelect={companies.length > 0}
              onToggleAll={bulk.toggleAll}
              onClear={bulk.clear}
              onSend={bulk.openDialog}
            />
          ) : null}
          {hydrated ? (
            <div className="mt-3">
              <RefusalAlert refusal={bulk.barProblem} />
            </div>
          ) : null}
          {draft && !actionData ? (
            <p role="status" className="mt-4 rounded-md bg-brand-50 p-3 text-sm text-brand-900">
              Your message was kept while you signed in: check it and send it.
            </p>
          ) : null}
          {!hydrated && fallbackProblem ? (
            <div className="mt-4">
              <RefusalAlert refusal={fallbackProblem} />
            </div>
          ) : null}

          {companies.length === 0 ? (
            <div className="mt-6 rounded-xl border border-gray-200 bg-white p-12 text-center">
              <h2 className="text-lg font-semibold text-gray-900">
                No Materials & Equipment Companies Found
              </h2>
              <p className="mt-1 text-gray-600">
                Try adjusting your search or filters, or add your company to the directory.
              </p>
              <Link
                to="/add-company"
                className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
              >
                Submit a Company
              </Link>
            </div>
          ) : (
            // Posted to the filtered address, so a refused send re-renders the same list
            //; the fields come first without JavaScript, where they are seen.
            <Form
              method="post"
              action={`/materials${returnTo}`}
              aria-label="Bulk email to selected companies"
            >
              <input type="hidden" name="returnTo" value={returnTo} />
              {draft ? <input type="hidden" name="draft" value={draft.token} /> : null}
              {!hydrated ? (
                <BulkEmailFallback
                  signedIn={Boolean(root?.user)}
                  subject={echoed?.subject ?? draft?.subject ?? ""}
                  message={echoed?.message ?? draft?.message ?? ""}
                  problem={fallbackProblem}
                />
              ) : null}
              <div className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
                {companies.map((c) => (
                  <MaterialsCard
                    key={c.id}
                    company={c}
                    selection={
                      hydrated
                        ? {
                            checked: bulk.selected.has(c.id),
                            onChange: (on) => bulk.toggle(c.id, on),
                          }
                        : { defaultChecked: params.selectAll || echoedIds.has(String(c.id)) }
                    }
                  />
                ))}
              </div>
              {!hydrated ? <BulkEmailSendAgain /> : null}
              <Pagination page={params.page} pageCount={pageCount} />
            </Form>
          )}
        </div>

        <MaterialsCallToAction />
      </div>
      {hydrated ? (
        <BulkEmailDialog
          open={bulk.dialogOpen}
          count={bulk.selected.size}
          subject={bulk.subject}
          message={bulk.message}
          pending={bulk.pending}
          problem={bulk.dialogProblem}
          onSubject={bulk.setSubject}
          onMessage={bulk.setMessage}
          onCancel={bulk.closeDialog}
          onSend={bulk.send}
        />
      ) : null}
    </>
  );
}
