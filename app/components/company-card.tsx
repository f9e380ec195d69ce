import { ContactList } from "~/components/contact-list";
import { RatingSummary, VerifiedBadge } from "~/components/ui/marks";
import { basedIn, SERVES_THIS_AREA } from "~/lib/coverage";
import { useFetcher } from "react-router";
import { ListingLink } from "~/components/listing-link";
import { lazy, Suspense, useCallback, useEffect, useState, type MouseEvent } from "react";
import { ServiceBadges } from "~/components/service-badges";
import { CredentialBadges, type BadgeCredential } from "./credential-badges";
import { CompanyLogo } from "./company-logo";
import { ContactActions } from "./contact-actions";
import type { ReviewItem } from "./review-list";
import { Spinner } from "./ui/icons";
import type { ListingContact } from "~/lib/listing";
import { formatMiles } from "~/lib/geo";
import { useServerMarkup } from "./server-markup";
import { ResponseTime } from "./leads/response-time";

// The inline review form (zod and conform with it) is fetched when a visitor opens it, so pages
// of cards (home, browse) do not load it up front (docs/decisions/010).
const ReviewForm = lazy(() => import("./review-form").then((m) => ({ default: m.ReviewForm })));
// Shown only after a click on "Reviews": loaded then, not with every list page.
const ReviewList = lazy(() => import("./review-list").then((m) => ({ default: m.ReviewList })));
/** Reviews shown inline on a card; the company page has them all, 10 a page. */
const CARD_REVIEWS = 10;

export type CardCompany = ListingContact & {
  id: number;
  slug: string;
  services: string[];
  averageRating: string;
  totalReviews: number;
  isVerified: boolean;
  isClaimed: boolean;
  customLogo: string | null;
  /** On an active paid plan, which ranks it above others: said in words (decision 015). */
  sponsored?: boolean;
  /** From the place searched for, when the search had one (decision 016). */
  distanceMiles?: number;
  /** Based beyond the search's radius or outside the state's page, serving it (decision 049). */
  servesFromAfar?: boolean;
  basedElsewhere?: boolean;
  credentials?: readonly BadgeCredential[];
  /** Median hours to a first answer; null or absent below 3 answered leads. */
  responseTimeHours?: number | null;
  /** Where it works, in words ('Works within 300 miles of Fort Worth, TX'). */
  coverage?: string;
};

/**
 * A toggle that is a link to the baseline page until JavaScript takes it over. A plain link:
 * with JavaScript it never navigates, so it needs none of a router link's work (two on each of
 * a page's twenty cards, decision 024).
 */
function Toggle({
  href,
  open,
  onToggle,
  children,
}: {
  href: string;
  open: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  return (
    <a
      href={href}
      aria-expanded={open}
      onClick={(e: MouseEvent) => {
        e.preventDefault();
        onToggle();
      }}
      className="btn-secondary"
    >
      {children}
    </a>
  );
}

const ARTICLE = "listing-card";

type CardProps = { company: CardCompany; headingLevel?: 2 | 3 };

/**
 * A listing's card. On the server its markup is kept per listing state (decision 030): a card
 * reads nothing but its props, and the same listings come back on many list pages. In the
 * browser it is the live card, which hydrates that markup.
 */
export function CompanyCard(props: CardProps) {
  const keep = useServerMarkup();
  if (!keep) return <LiveCard {...props} />;
  const { company, headingLevel = 3 } = props;
  const html = keep(`company-card:${headingLevel}:${JSON.stringify(company)}`, () => (
    <CardParts company={company} headingLevel={headingLevel} toggles={CLOSED} />
  ));
  return <article className={ARTICLE} dangerouslySetInnerHTML={{ __html: html }} />;
}

function noop() {}

/** The card's reviews and review form: whether each is open, and what opens or closes it. */
type Toggles = {
  showReviews: boolean;
  showForm: boolean;
  onToggleReviews: () => void;
  onToggleForm: () => void;
};

/** Both closed, as the server writes every card (only the live card opens them). */
const CLOSED: Toggles = {
  showReviews: false,
  showForm: false,
  onToggleReviews: noop,
  onToggleForm: noop,
};

/**
 * Where the firm is: its city and distance, or, for a firm shown where it serves but is not
 * based, 'Based in Fort Worth, TX' (· serves this area, in a search by place; decision 049);
 * then where it works, in words.
 */
function CardPlace({ company }: { company: CardCompany }) {
  const where = `${company.location}, ${company.state}`;
  // Where it works names its city too: alone, it is the place line (a card stays as short).
  const coverage = company.coverage ? (
    <p className="text-xs text-gray-600 sm:text-sm">{company.coverage}</p>
  ) : null;
  if (company.servesFromAfar || company.basedElsewhere) {
    return (
      <>
        <p className="text-sm text-gray-600">
          {basedIn(company.location, company.state)}
          {company.servesFromAfar ? (
            <span className="font-medium text-gray-800">{` · ${SERVES_THIS_AREA}`}</span>
          ) : null}
        </p>
        {coverage}
      </>
    );
  }
  if (company.distanceMiles === undefined && coverage) return coverage;
  return (
    <>
      <p className="text-sm text-gray-600">
        {where}
        {company.distanceMiles !== undefined ? (
          <span className="font-medium text-gray-800">
            {" · "}
            {formatMiles(company.distanceMiles)}
          </span>
        ) : null}
      </p>
      {coverage}
    </>
  );
}

/** What a card shows before a visitor opens its reviews or its review form. */
function CardParts({
  company,
  headingLevel,
  toggles: { showReviews, showForm, onToggleReviews, onToggleForm },
}: {
  company: CardCompany;
  headingLevel: 2 | 3;
  toggles: Toggles;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <>
      <div className="flex items-start gap-4">
        <CompanyLogo src={company.customLogo} name={company.name} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Heading className="text-lg font-semibold text-gray-900">
              <ListingLink listing={company} className="hover:text-brand-700 hover:underline" />
            </Heading>
            {/* Spaces between the marks: a text browser, without CSS, would run them together;
                in the flex row they take no room. */}{" "}
            <VerifiedBadge show={company.isClaimed && company.isVerified} />{" "}
            {company.sponsored ? (
              <span className="badge-sponsored" title="Placed higher because of a paid plan">
                Sponsored
              </span>
            ) : null}
          </div>
          <CardPlace company={company} />
          <RatingSummary
            rating={company.averageRating}
            count={company.totalReviews}
            className="mt-1 flex items-center gap-2 text-sm text-gray-700"
          />
          <ResponseTime hours={company.responseTimeHours} />
        </div>
      </div>
      <ServiceBadges services={company.services} className="mt-3" />
      <CredentialBadges credentials={company.credentials ?? []} className="mt-2" />
      {company.description ? (
        <p className="mt-3 line-clamp-2 text-sm text-gray-700 sm:line-clamp-3">
          {company.description}
        </p>
      ) : null}
      <ContactList
        company={company}
        className="mt-3 space-y-1 text-sm text-gray-700"
        itemClassName="flex gap-2"
        colon
      />
      <ContactActions company={company}>
        <Toggle
          href={`/companies/${company.slug}#reviews`}
          open={showReviews}
          onToggle={onToggleReviews}
        >
          {showReviews ? "Hide Reviews" : "Reviews"}
        </Toggle>{" "}
        <Toggle href={`/companies/${company.slug}/review`} open={showForm} onToggle={onToggleForm}>
          {showForm ? "Cancel Review" : "Write Review"}
        </Toggle>
      </ContactActions>
    </>
  );
}

function LiveCard({ company, headingLevel = 3 }: CardProps) {
  const [showReviews, setShowReviews] = useState(false);
  const [showForm, setShowForm] = useState(false);
  const reviews = useFetcher<ReviewItem[]>();
  const reviewsUrl = `/api/companies/${company.id}/reviews`;

  const loadReviews = reviews.load;
  useEffect(() => {
    if (showReviews) loadReviews(reviewsUrl);
    // Reload after the aggregate changed, i.e. after a new review was stored.
  }, [showReviews, loadReviews, reviewsUrl, company.totalReviews]);

  const onReviewed = useCallback(() => setShowForm(false), []);
  const onToggleReviews = useCallback(() => setShowReviews((v) => !v), []);
  const onToggleForm = useCallback(() => setShowForm((v) => !v), []);

  return (
    <article className={ARTICLE}>
      <CardParts
        company={company}
        headingLevel={headingLevel}
        toggles={{ showReviews, showForm, onToggleReviews, onToggleForm }}
      />
      {showReviews ? (
        <div className="mt-4">
          {reviews.data ? (
            <Suspense fallback={<ReviewsLoading />}>
              <ReviewList
                reviews={reviews.data.slice(0, CARD_REVIEWS)}
                total={reviews.data.length}
                companyName={company.name}
                footer={
                  reviews.data.length > CARD_REVIEWS ? (
                    <a
                      href={`/companies/${company.slug}#reviews`}
                      className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
                    >
                      All {reviews.data.length} reviews of {company.name}
                    </a>
                  ) : null
                }
              />
            </Suspense>
          ) : (
            <ReviewsLoading />
          )}
        </div>
      ) : null}
      {showForm ? (
        <div className="mt-4">
          <Suspense
            fallback={
              <p className="flex items-center gap-2 text-sm text-gray-600">
                <Spinner /> Loading the form...
              </p>
            }
          >
            <ReviewForm company={company} inline onSuccess={onReviewed} />
          </Suspense>
        </div>
      ) : null}
    </article>
  );
}

function ReviewsLoading() {
  return (
    <p className="flex items-center gap-2 text-sm text-gray-600">
      <Spinner /> Loading reviews...
    </p>
  );
}
