import { ContactList } from "~/components/contact-list";
import { RatingSummary, VerifiedBadge } from "~/components/ui/marks";

import { Suspense } from "react";
import { useLoaderData } from "react-router";
import { Link } from "~/components/ui/link";
import { HydratesLater } from "~/hooks/use-hydrated";
import { useSiteUrl } from "~/hooks/use-site-url";
import { CompanyLogo } from "~/components/company-logo";
import { lazyNearScreen } from "~/components/near-screen";
import { ContactActions } from "~/components/contact-actions";
import { StateLandingLinks } from "~/components/content/browse-by-state";
import { JsonLd } from "~/components/json-ld";
import { ReviewList, ReviewPager } from "~/components/review-list";
import { companyJsonLd } from "~/lib/structured-data";
import { seoMeta } from "~/lib/seo";
import { ServiceBadges } from "~/components/service-badges";
import { stateName } from "~/lib/states";
import { cardWithCredentials } from "~/models/directory/company-serializer.server";
import { getCompanyBySlug } from "~/models/directory/companies.server";
import { credentialsOf, toListedCredential } from "~/models/credentials/credentials.server";
import { CredentialsSection } from "~/components/credentials-section";
import { ResponseTime } from "~/components/leads/response-time";
import { listReviewsPage } from "~/models/reviews/reviews.server";
import { getUserId } from "~/server/auth/auth.server";
import { markView } from "~/server/listing-marks.server";
import type { Route } from "./+types/companies.$slug";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/**
 * The review form and its checks (zod and conform, 40 KB gzipped) load when the visitor comes
 * near the form, not with the page: the server writes the form in full, it posts without
 * JavaScript meanwhile, and React takes it over when its code has come (decision 053).
 */
const { Component: ReviewForm, NearScreen: ReviewFormSection } = lazyNearScreen(() =>
  import("~/components/review-form").then((m) => m.ReviewForm),
);

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const row = params.slug ? getCompanyBySlug(params.slug) : undefined;
  if (!row) throw new Response("Not Found", { status: 404 });
  // Read once: the page's credentials section and the card's chips show the same records.
  const credentials = credentialsOf(row.id);
  const company = cardWithCredentials(row, credentials.map(toListedCredential));
  const requested = Number(new URL(request.url).searchParams.get("reviewsPage") ?? 1);
  const { reviews, ...reviewPages } = listReviewsPage(row, requested);
  // Only a request with a cookie can be the owner's, and the page cache never answers those.
  const userId = row.claimedBy && request.headers.has("cookie") ? await getUserId(request) : null;
  await markView(request, context, row);
  return {
    company,
    credentials,
    reviews,
    reviewPages,
    canRespond: userId !== null && userId === row.claimedBy,
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d
    ? seoMeta({
        title: `${d.company.name} - Road Striping in ${d.company.location}, ${d.company.state} | Road Striping Directory`,
        description:
          d.company.description?.slice(0, 155) ??
          `${d.company.name} offers road striping and pavement marking in ${d.company.location}, ${d.company.state}.`,
        path: `/companies/${d.company.slug}`,
        matches,
      })
    : [];

export default function CompanyPage() {
  const { company, credentials, reviews, reviewPages, canRespond } = useLoaderData<typeof loader>();
  // Built here from what the page shows: the loader data carries no second copy of it.
  const jsonLd = companyJsonLd(company, reviews, useSiteUrl(), credentials);
  return (
    <div className="container-page max-w-5xl py-10">
      <JsonLd data={jsonLd} />
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-gray-600">
        <Link to="/browse" className="text-brand-700 underline hover:no-underline">
          Browse All
        </Link>{" "}
        /{" "}
        <Link
          to={`/browse?state=${company.state}`}
          className="text-brand-700 underline hover:no-underline"
        >
          {stateName(company.state)}
        </Link>{" "}
        / <span aria-current="page">{company.name}</span>
      </nav>
      <header className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:flex-row sm:items-start">
        <CompanyLogo src={company.customLogo} name={company.name} />
        <div className="flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{company.name}</h1>{" "}
            <VerifiedBadge show={company.isClaimed && company.isVerified} />
          </div>
          <p className="mt-1 text-gray-600">
            {company.location}, {company.state}
          </p>
          {company.coverage ? <p className="mt-1 text-gray-700">{company.coverage}</p> : null}
          <RatingSummary
            rating={company.averageRating}
            count={company.totalReviews}
            className="mt-2 flex items-center gap-2 text-gray-800"
            size="h-5 w-5"
          />
          <ResponseTime hours={company.responseTimeHours} className="mt-1 text-gray-800" />
          <ServiceBadges services={company.services} className="mt-3" />
          {company.description ? <p className="mt-4 text-gray-700">{company.description}</p> : null}
          <ContactList
            company={company}
            className="mt-4 grid gap-1 text-sm text-gray-700 sm:grid-cols-3"
          />
          <ContactActions company={company}>
            <Link to={`/get-quote?companyId=${company.id}`} className="btn-stripe">
              Request Free Quotes
            </Link>
          </ContactActions>
        </div>
      </header>
      {company.isClaimed ? null : (
        <p className="mt-4 rounded-md border border-gray-200 bg-white p-4 text-sm text-gray-700">
          Is this your business?{" "}
          <Link
            to={`/add-company?claim=${company.id}`}
            className="font-semibold text-brand-700 underline hover:no-underline"
          >
            Claim this listing
          </Link>
        </p>
      )}
      <CredentialsSection credentials={credentials} />
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section id="reviews" aria-labelledby="reviews-heading">
          <h2 id="reviews-heading" className="mb-3 text-xl font-semibold text-gray-900">
            Reviews
          </h2>
          <ReviewList
            reviews={reviews}
            total={reviewPages.total}
            companyName={company.name}
            canRespond={canRespond}
            footer={<ReviewPager {...reviewPages} />}
          />
        </section>
        <ReviewFormSection id="write-review" aria-label="Write a review">
          <HydratesLater value>
            <Suspense fallback={null}>
              <ReviewForm company={company} inline />
            </Suspense>
          </HydratesLater>
        </ReviewFormSection>
      </div>
      <StateLandingLinks state={company.state} services={company.services} />
    </div>
  );
}
