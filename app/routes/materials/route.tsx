import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteLoaderData,
  useSubmit,
} from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Spinner } from "~/components/ui/icons";
import { JsonLd } from "~/components/json-ld";
import { MaterialsCard } from "~/components/materials-card";
import { Pagination } from "~/components/pagination";
import { useDebouncedCallback } from "~/hooks/use-debounced";
import { useFormKey } from "~/hooks/use-form-key";
import { useHydrated } from "~/hooks/use-hydrated";
import { BULK_EMAIL_MESSAGES, bulkEmailSchema, bulkEmailSuccess } from "~/lib/bulk-email-schema";
import { showToast } from "~/lib/client-toast";
import { clampPage } from "~/lib/found";
import { materialsFilter, readMaterialsParams } from "~/lib/materials-filters";
import { seoMeta } from "~/lib/seo";
import { SITE } from "~/lib/site";
import { sendBulkEmail } from "~/models/bulk-email.server";
import { DomainError } from "~/models/errors.server";
import { toMaterialsCard } from "~/models/company-serializer.server";
import { countMaterials, listMaterials } from "~/models/materials.server";
import type { loader as rootLoader } from "~/root";
import { getUser } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { redirectWithToast } from "~/server/toast.server";
import {
  BulkEmailDialog,
  BulkEmailFallback,
  bulkEmailProblem,
  ProblemAlert,
  SelectionBar,
  type BulkEmailActionData,
} from "./bulk-email";
import { MaterialsFilters } from "./filters";
import { MaterialsHero, MaterialsCallToAction } from "./sections";

const PAGE_SIZE = 24;

export async function loader({ request }: LoaderFunctionArgs) {
  const params = readMaterialsParams(new URL(request.url).searchParams);
  const filter = materialsFilter(params);
  const found = countMaterials(filter);
  const { page, pageCount, offset } = clampPage({ n: found, more: false }, params.page, PAGE_SIZE);
  const rows = listMaterials(filter, { limit: PAGE_SIZE, offset });
  const siteUrl = env().SITE_URL;
  return {
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

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
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
  const qs = params.toString();
  return qs ? `?${qs}` : "";
}

/**
 * Bulk e-mail to the selected materials companies. Signed-out senders go to sign in first.
 * With JavaScript (`_inline`) it answers data for the dialog; without, it redirects back to
 * the list with a flash toast or re-renders the list with the message.
 */
export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const inline = formData.get("_inline") === "1";
  const back = `/materials${returnQuery(formData.get("returnTo"))}`;
  const user = await getUser(request);
  if (!user) throw redirect(`/login?${new URLSearchParams({ redirectTo: back })}`);

  const submission = parseWithZod(formData, { schema: bulkEmailSchema });
  if (submission.status !== "success") {
    return data<BulkEmailActionData>({ result: submission.reply() }, { status: 400 });
  }
  try {
    const { sent } = sendBulkEmail(user, submission.value);
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
  const { params, found, pageCount, companies, jsonLd } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const location = useLocation();
  const submit = useSubmit();
  const formKey = useFormKey();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/materials";

  const liveSubmit = useDebouncedCallback((form: HTMLFormElement) => {
    formKey.markSubmitted();
    submit(form, { replace: true, preventScrollReset: true });
  }, 300);
  const onFilterChange = (e: FormEvent<HTMLFormElement>) => liveSubmit(e.currentTarget);

  const bulk = useBulkEmail(
    companies.map((c) => c.id),
    params.selectAll,
  );

  // Without JavaScript a refused send re-renders the list: keep what was ticked and typed.
  const echoed = actionData?.result?.initialValue as
    | { companyIds?: string | string[]; subject?: string; message?: string }
    | undefined;
  const echoedIds = new Set([echoed?.companyIds ?? []].flat().map(String));
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
    const qs = q.toString();
    return qs ? `?${qs}` : "";
  })();

  return (
    <>
      <JsonLd data={jsonLd} />
      <MaterialsHero />
      <div className="container-page py-10">
        <Form
          key={formKey.key}
          method="get"
          action="/materials"
          onChange={onFilterChange}
          onSubmit={formKey.markSubmitted}
          preventScrollReset
          aria-label="Filter materials & equipment companies"
        >
          <MaterialsFilters params={params} />
        </Form>

        <div id="results" className="mt-8" aria-live="polite">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-gray-700">
              Showing {found.toLocaleString("en-US")} materials & equipment companies
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
          {loading ? (
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
              <ProblemAlert problem={bulk.barProblem} />
            </div>
          ) : null}
          {!hydrated && fallbackProblem ? (
            <div className="mt-4">
              <ProblemAlert problem={fallbackProblem} />
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
            <Form method="post" action="/materials" aria-label="Bulk email to selected companies">
              <input type="hidden" name="returnTo" value={returnTo} />
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
              <Pagination page={params.page} pageCount={pageCount} />
              {!hydrated ? (
                <BulkEmailFallback
                  signedIn={Boolean(root?.user)}
                  subject={echoed?.subject ?? ""}
                  message={echoed?.message ?? ""}
                  problem={fallbackProblem}
                />
              ) : null}
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

type Problem = { title: string; description: string };

/**
 * The JavaScript side of bulk e-mail (SPEC §4): the selection is a set of company ids that
 * survives filtering and paging; after success the selection, subject, message and dialog are
 * all reset.
 */
function useBulkEmail(pageIds: number[], selectAllOnLoad: boolean) {
  const fetcher = useFetcher<BulkEmailActionData>();
  const [selected, setSelected] = useState<Set<number>>(
    () => new Set(selectAllOnLoad ? pageIds : []),
  );
  const [dialogOpen, setDialogOpen] = useState(false);
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [barProblem, setBarProblem] = useState<Problem>();
  const [dialogProblem, setDialogProblem] = useState<Problem>();
  const handled = useRef<BulkEmailActionData | undefined>(undefined);

  const allOnPageSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));

  const fail = (problem: Problem, where: "bar" | "dialog") => {
    showToast({ ...problem, type: "destructive" });
    if (where === "bar") setBarProblem(problem);
    else setDialogProblem(problem);
  };

  useEffect(() => {
    const d = fetcher.data;
    if (fetcher.state !== "idle" || !d || handled.current === d) return;
    handled.current = d;
    if (d.ok) {
      showToast(d.toast ?? bulkEmailSuccess(0));
      setSelected(new Set());
      setSubject("");
      setMessage("");
      setDialogProblem(undefined);
      setBarProblem(undefined);
      setDialogOpen(false);
      return;
    }
    const problem = bulkEmailProblem(d);
    showToast({ ...problem, type: "destructive" });
    setDialogProblem(problem);
  }, [fetcher.state, fetcher.data]);

  return {
    selected,
    allOnPageSelected,
    dialogOpen,
    subject,
    message,
    setSubject,
    setMessage,
    barProblem,
    dialogProblem,
    pending: fetcher.state !== "idle",
    toggle(id: number, on: boolean) {
      setBarProblem(undefined);
      setSelected((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      });
    },
    toggleAll() {
      setBarProblem(undefined);
      setSelected((prev) => {
        const next = new Set(prev);
        for (const id of pageIds) {
          if (allOnPageSelected) next.delete(id);
          else next.add(id);
        }
        return next;
      });
    },
    clear() {
      setSelected(new Set());
    },
    openDialog() {
      if (!selected.size) return fail(BULK_EMAIL_MESSAGES.noneSelected, "bar");
      setBarProblem(undefined);
      setDialogProblem(undefined);
      setDialogOpen(true);
    },
    closeDialog() {
      setDialogOpen(false);
    },
    send() {
      if (!selected.size) return fail(BULK_EMAIL_MESSAGES.noneSelected, "dialog");
      if (!subject.trim() || !message.trim()) return fail(BULK_EMAIL_MESSAGES.missing, "dialog");
      const body = new FormData();
      body.set("_inline", "1");
      for (const id of selected) body.append("companyIds", String(id));
      body.set("subject", subject);
      body.set("message", message);
      body.set("returnTo", window.location.search);
      fetcher.submit(body, { method: "post", action: "/materials" });
    },
  };
}
