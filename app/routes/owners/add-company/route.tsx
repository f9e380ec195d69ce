import { parseWithZod } from "@conform-to/zod/v4";
import { noindexMeta } from "~/lib/private-page";
import { PUBLIC_FIXED_PAGE } from "~/lib/page-cache-handle";

import { data, redirect } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { AuthRequired, authRequiredHandle } from "~/components/auth-required";
import { VerifyEmailFirst } from "~/components/verify-email-notice";
import { companyDetailsSchema } from "~/lib/company-schemas";
import { PLANS } from "~/lib/site";
import { getCompanyById } from "~/models/directory/companies.server";
import { formatFound } from "~/lib/found";
import { countMatches } from "~/models/directory/company-counts.server";
import { searchCompanies } from "~/models/search/company-search.server";
import { BadRequest, DomainError } from "~/models/errors.server";
import { assertVerifiedOwner, ClaimInReview } from "~/models/claims/claim-rules.server";
import { openClaim, startClaim, verifyClaim } from "~/models/claims/claims.server";
import { createListing } from "~/models/listings/onboarding.server";
import { choosePlan } from "~/server/billing/checkout.server";
import { getUser } from "~/server/auth/auth.server";
import { env } from "~/env.server";
import { redirectWithToast } from "~/server/toast.server";
import { DetailsStep } from "./details-step";
import { clearDraft, formValues, readDraft, saveDraft, type WizardDraft } from "./draft.server";
import { PlanStep } from "./plan-step";
import { STEPS, WizardProgress, type Step } from "./progress";
import { SearchStep } from "./search-step";
import { TypeStep } from "./type-step";
import { VerifyStep } from "./verify-step";
import type { Route } from "./+types/route";

const DETAIL_FIELDS = ["name", "location", "state", "phone", "email", "website", "description"];
const DETAIL_LISTS = ["services", "products", "materialsCompanyType"];
const SEARCH_LIMIT = 5;

const stepUrl = (step: Step, q?: string) =>
  `/add-company?${new URLSearchParams(q ? { step, q } : { step })}`;

async function go(request: Request, draft: WizardDraft, url: string) {
  return redirect(url, { headers: { "Set-Cookie": await saveDraft(request, draft) } });
}

/** A form, the same for every anonymous visitor: kept and shared (decision 046). */
export const handle = {
  ...authRequiredHandle(2000, (data) => (data as { back?: string }).back ?? "/add-company"),
  ...PUBLIC_FIXED_PAGE,
};

/**
 * Where a signed-out visitor comes back to after sign-in or registration: this address with its
 * step and the listing to claim (an invitation's link), so the wizard picks up where it was.
 */
function backHere(url: URL) {
  const kept = new URLSearchParams();
  for (const key of ["claim", "step", "q"]) {
    const v = url.searchParams.get(key);
    if (v) kept.set(key, v.slice(0, 100));
  }
  return kept.size ? `/add-company?${kept}` : "/add-company";
}

/**
 * `?claim=ID` (an invitation's link, a company page's "Claim this listing"): the wizard goes
 * straight to claiming that listing, or to the search for it when someone holds it already.
 */
async function claimFromLink(request: Request, id: number) {
  const company = getCompanyById(id);
  if (!company) return redirect(stepUrl("type"));
  const draft = await readDraft(request);
  const type = company.directory === "materials" ? "materials" : "striping";
  if (company.isClaimed || type !== company.directory) {
    return go(
      request,
      { ...draft, type, claimId: undefined, q: company.name },
      stepUrl("search", company.name),
    );
  }
  return go(request, { ...draft, type, claimId: company.id, q: company.name }, stepUrl("plan"));
}

export const meta = noindexMeta({
  title: "Add or Claim Your Company | Road Striping Directory",
  description:
    "List your road striping or materials company in the directory, or claim your existing listing.",
  path: "/add-company",
});

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  const url = new URL(request.url);
  if (!user) return { signedIn: false as const, back: backHere(url) };
  const claim = Number(url.searchParams.get("claim"));
  if (Number.isSafeInteger(claim) && claim > 0) throw await claimFromLink(request, claim);
  const draft = await readDraft(request);
  const asked = url.searchParams.get("step");
  const step: Step = STEPS.includes(asked as Step) ? (asked as Step) : "type";
  const claimRow = draft.claimId ? getCompanyById(draft.claimId, draft.type) : undefined;
  if (step === "plan" && !claimRow && !draft.details?.name) throw redirect(stepUrl("details"));
  const pendingClaim = step === "verify" && claimRow ? openClaim(user.id, claimRow.id) : undefined;
  if (step === "verify" && pendingClaim?.status !== "pending") throw redirect(stepUrl("plan"));

  const q = (url.searchParams.get("q") ?? draft.q ?? "").trim().slice(0, 100);
  const searching = step === "search" && [...q].length >= 2;
  const filter = { listing: q };
  const results = searching
    ? searchCompanies(draft.type, filter, { limit: SEARCH_LIMIT, offset: 0 }).map((c) => ({
        id: c.id,
        name: c.name,
        location: c.location,
        state: c.state,
        isClaimed: c.isClaimed,
        detail: (draft.type === "materials" ? c.products : c.services).slice(0, 3).join(", "),
      }))
    : [];
  return {
    signedIn: true as const,
    verified: user.isVerified,
    step,
    draft,
    sentTo: pendingClaim?.sentTo ?? null,
    q,
    search: searching ? { found: formatFound(countMatches(draft.type, filter)), results } : null,
    claim: claimRow
      ? { id: claimRow.id, name: claimRow.name, location: claimRow.location, state: claimRow.state }
      : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await getUser(request);
  if (!user) return redirect(`/login?${new URLSearchParams({ redirectTo: "/add-company" })}`);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const draft = await readDraft(request);

  switch (intent) {
    case "type": {
      const type = formData.get("type") === "materials" ? "materials" : "striping";
      const changed = type !== draft.type;
      return go(
        request,
        { ...draft, type, claimId: undefined, details: changed ? undefined : draft.details },
        stepUrl("search"),
      );
    }
    case "claim": {
      const company = getCompanyById(Number(formData.get("companyId")), draft.type);
      const q = String(formData.get("q") ?? draft.q ?? "");
      if (!company || company.isClaimed) {
        return redirectWithToast(stepUrl("search", q), {
          type: "destructive",
          title: "Error Claiming Company",
          description: company ? "This listing has already been claimed." : "Company not found",
        });
      }
      return go(request, { ...draft, claimId: company.id, q }, stepUrl("plan"));
    }
    case "new":
      return go(
        request,
        { ...draft, claimId: undefined, q: String(formData.get("q") ?? draft.q ?? "") },
        stepUrl("details"),
      );
    case "details-back":
      return go(
        request,
        { ...draft, details: formValues(formData, DETAIL_FIELDS, DETAIL_LISTS) },
        stepUrl("search", draft.q),
      );
    case "details": {
      formData.set("companyType", draft.type);
      const submission = parseWithZod(formData, { schema: companyDetailsSchema });
      const details = formValues(formData, DETAIL_FIELDS, DETAIL_LISTS);
      if (submission.status !== "success") {
        return data({ result: submission.reply() }, { status: 400 });
      }
      return go(request, { ...draft, claimId: undefined, details }, stepUrl("plan"));
    }
    case "plan-back": {
      const tier = parseTier(formData.get("subscriptionTier"));
      return go(
        request,
        { ...draft, tier, period: parsePeriod(formData.get("period")) },
        draft.claimId ? stepUrl("search", draft.q) : stepUrl("details"),
      );
    }
    case "submit":
      return submit(request, user, {
        ...draft,
        tier: parseTier(formData.get("subscriptionTier")),
        period: parsePeriod(formData.get("period")),
      });
    case "resend-code":
      return draft.claimId ? startClaimStep(request, user, draft) : redirect(stepUrl("search"));
    case "verify":
      return verifyStep(request, user, draft, String(formData.get("code") ?? ""));
    default:
      return data({ result: undefined }, { status: 400 });
  }
}

type SignedIn = NonNullable<Awaited<ReturnType<typeof getUser>>>;

function claimError(draft: WizardDraft, error: unknown, title = "Error Claiming Company") {
  return redirectWithToast(stepUrl("search", draft.q), {
    type: "destructive",
    title,
    description:
      error instanceof DomainError ? error.message : "Failed to claim company. Please try again.",
  });
}

/** Starts the claim (decision 015): a code to the listing's address, or the operator's review. */
async function startClaimStep(request: Request, user: SignedIn, draft: WizardDraft) {
  let started;
  try {
    started = startClaim(user, {
      companyId: draft.claimId!,
      subscriptionTier: draft.tier,
      siteUrl: env().SITE_URL,
    });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return claimError(draft, error);
  }
  if (started.status === "pending") return go(request, draft, stepUrl("verify"));
  return claimInReview(request, started.message);
}

/** The claim waits for the operator (no address on file, or a day's limit reached): say so. */
async function claimInReview(request: Request, description: string) {
  return redirectWithToast(
    "/dashboard",
    { title: "Claim Received", description },
    { headers: { "Set-Cookie": await clearDraft(request) } },
  );
}

async function verifyStep(request: Request, user: SignedIn, draft: WizardDraft, code: string) {
  if (!draft.claimId) return redirect(stepUrl("search"));
  try {
    verifyClaim(user, { companyId: draft.claimId, code }, env().SITE_URL);
  } catch (error) {
    if (error instanceof ClaimInReview) return claimInReview(request, error.message);
    if (error instanceof BadRequest) {
      return data({ codeError: error.message }, { status: 400 });
    }
    if (!(error instanceof DomainError)) throw error;
    return claimError(draft, error);
  }
  return payForPlan(request, user, draft, draft.claimId, {
    title: "Company Claimed Successfully!",
    description: "You now have access to edit this company's information.",
  });
}

function parsePeriod(value: FormDataEntryValue | null): WizardDraft["period"] {
  return value === "year" ? "year" : "month";
}

/**
 * A paid plan chosen in the wizard is bought once the listing is the owner's: straight to
 * Stripe's Checkout, or to the dashboard with the reason it could not open.
 */
async function payForPlan(
  request: Request,
  user: SignedIn,
  draft: WizardDraft,
  listingId: number,
  toast: { title: string; description: string },
) {
  const cleared = { headers: { "Set-Cookie": await clearDraft(request) } };
  if (draft.tier === "free") return redirectWithToast("/dashboard", toast, cleared);
  const outcome = await choosePlan(user, { listingId, tier: draft.tier, period: draft.period });
  if ("go" in outcome) return redirect(outcome.go, { status: 303, ...cleared });
  if ("done" in outcome)
    return redirectWithToast("/dashboard", { ...toast, description: outcome.done }, cleared);
  return redirectWithToast(
    "/dashboard",
    {
      type: "destructive",
      title: outcome.refused,
      description: `${toast.title} It stays on the Standard plan.`,
    },
    cleared,
  );
}

function parseTier(value: FormDataEntryValue | null): WizardDraft["tier"] {
  return value === "premium" || value === "vip" ? value : "free";
}

async function submit(request: Request, user: SignedIn, draft: WizardDraft) {
  if (draft.claimId) return startClaimStep(request, user, draft);
  try {
    assertVerifiedOwner(user);
  } catch (error) {
    return claimError(draft, error, "Error Adding Company");
  }
  const fd = new FormData();
  for (const [key, value] of Object.entries(draft.details ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) fd.append(key, v);
  }
  fd.set("companyType", draft.type);
  const parsed = parseWithZod(fd, { schema: companyDetailsSchema });
  if (parsed.status !== "success") throw redirect(stepUrl("details"));
  let created;
  try {
    created = createListing(
      user,
      { ...parsed.value, subscriptionTier: draft.tier, receiveQuotes: true },
      { siteUrl: env().SITE_URL },
    );
  } catch (error) {
    console.error("onboarding failed", error);
    return redirectWithToast(stepUrl("plan"), {
      type: "destructive",
      title: "Error Adding Company",
      description: "Failed to add company. Please try again.",
    });
  }
  return payForPlan(request, user, draft, created.id, {
    title: "Company Added Successfully!",
    description: "Your company has been added to the directory and is now live.",
  });
}

export default function AddCompany() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (!data.signedIn) {
    return (
      <AuthRequired
        title="Authentication Required"
        description="You need to create an account to add or claim companies. Redirecting to login..."
        delayMs={2000}
        redirectTo={data.back}
        showRegister
      />
    );
  }
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const codeError = actionData && "codeError" in actionData ? actionData.codeError : undefined;
  return (
    <div className="container-page max-w-4xl py-10">
      <h1 className="text-3xl font-bold text-gray-900">Add Your Company</h1>
      <p className="mt-1 text-gray-600">
        List your business or claim an existing listing to manage it.
      </p>
      {data.verified ? null : (
        <div className="mt-6">
          <VerifyEmailFirst back="/add-company" />
        </div>
      )}
      <WizardProgress step={data.step === "verify" ? "plan" : data.step} />
      <div className="mt-8 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        {data.step === "type" ? <TypeStep type={data.draft.type} /> : null}
        {data.step === "search" ? (
          <SearchStep type={data.draft.type} q={data.q} search={data.search} />
        ) : null}
        {data.step === "details" ? (
          <DetailsStep
            type={data.draft.type}
            values={data.draft.details ?? {}}
            claiming={Boolean(data.claim)}
            lastResult={result}
          />
        ) : null}
        {data.step === "plan" ? (
          <PlanStep
            plans={PLANS}
            tier={data.draft.tier}
            period={data.draft.period}
            claim={data.claim}
            name={data.claim?.name ?? String(data.draft.details?.name ?? "")}
          />
        ) : null}
        {data.step === "verify" && data.claim ? (
          <VerifyStep claim={data.claim} sentTo={data.sentTo} error={codeError} />
        ) : null}
      </div>
    </div>
  );
}
