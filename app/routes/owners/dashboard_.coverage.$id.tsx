import { parseWithZod } from "@conform-to/zod/v4";
import { data, useActionData, useLoaderData } from "react-router";
import { CoverageForm } from "~/components/coverage-form";
import { COVERAGE_UNPROVEN_NOTE, describeCoverage } from "~/lib/coverage";
import { coverageFormSchema } from "~/lib/coverage-schema";
import { coverageSavesPerHour } from "~/server/listings/coverage-saves.server";
import { readCoverage, setCoverage } from "~/models/listings/coverage.server";
import { DomainError, NotFound } from "~/models/errors.server";
import { isListingEmailProven } from "~/models/listings/listing-email.server";
import { getOwnedCompany } from "~/models/listings/owner-companies.server";
import { requireUser } from "~/server/auth/auth.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/dashboard_.coverage.$id";
import { noindexTitle } from "~/lib/private-page";

export const meta = noindexTitle("Where You Work | Road Striping Directory");

/** The owner's striping listing of the URL, or a 404 (another owner's is not found alike). */
function ownedListing(userId: number, id: string | undefined) {
  try {
    return getOwnedCompany(userId, Number(id), "striping");
  } catch (error) {
    if (error instanceof NotFound) throw new Response("Not Found", { status: 404 });
    throw error;
  }
}

/** Where the owner's firm works (decision 049). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const c = ownedListing(user.id, params.id);
  const coverage = readCoverage(c.id);
  return {
    company: { id: c.id, name: c.name, location: c.location, state: c.state },
    coverage,
    summary: describeCoverage(coverage),
    // Coverage beyond the default radius counts once both addresses are proven.
    unproven: !user.isVerified || !isListingEmailProven(c.id, c.email),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const c = ownedListing(user.id, params.id);
  const submission = parseWithZod(await request.formData(), { schema: coverageFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  let saved: ReturnType<typeof setCoverage>;
  try {
    saved = setCoverage(user.id, c.id, submission.value, coverageSavesPerHour());
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data(
      { result: submission.reply({ formErrors: [error.message] }) },
      { status: error.status },
    );
  }
  return redirectWithToast(`/dashboard/coverage/${c.id}`, {
    title: "Where you work is saved",
    description: describeCoverage(saved),
  });
}

export default function CoveragePage() {
  const { company, coverage, summary, unproven } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <div className="container-page max-w-4xl py-10">
      <h1 className="text-2xl font-bold text-gray-900">Where {company.name} works</h1>
      <p className="mt-2 text-gray-700">
        Based in {company.location}, {company.state}. Your listing shows in searches for the places
        you serve, on the pages of the states you serve, and receives the quote requests from them.
      </p>
      <p className="mt-2 text-gray-900">
        <strong>Now:</strong> {summary}
      </p>
      {unproven ? (
        <p role="status" className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3">
          {COVERAGE_UNPROVEN_NOTE}
        </p>
      ) : null}
      <CoverageForm companyId={company.id} coverage={coverage} lastResult={failed?.result} />
    </div>
  );
}
