import { ratingString } from "~/lib/format";
import type { schema } from "~/models/db.server";
import { listingContact } from "~/lib/listing";
import { pick } from "~/lib/pick";
import {
  listedCredentials,
  listedCredentialsOf,
  type ListedCredential,
} from "~/models/credentials/credentials.server";
import { responseTimeHours, responseTimesOf } from "~/models/leads/response-time.server";
import { coverageWords } from "~/lib/coverage";
import { servedStatesOf, servedStatesOfAll } from "~/models/listings/served-states.server";

export type CompanyRow = typeof schema.companies.$inferSelect;

/**
 * What every shape of a listing carries, cards included, with the credentials it shows.
 */
function listingBasics(
  row: CompanyRow,
  credentials: ListedCredential[],
  hours = responseTimeHours(row.id),
) {
  return {
    id: row.id,
    slug: row.slug,
    ...listingContact(row),
    averageRating: ratingString(row.averageRating),
    totalReviews: row.totalReviews,
    isVerified: row.isVerified,
    isClaimed: row.isClaimed,
    // The records every page, card and answer reads: showing ones only.
    credentials,
    // Median hours to a first answer over 90 days; null below 3 answered leads.
    responseTimeHours: hours,
  };
}

/** The rest of a full record (decision 005), the same in both directories. */
function listingRecord(row: CompanyRow) {
  return {
    ...pick(row, ["subscriptionTier", "customBrandColor", "customLogo", "searchPriority"]),
    featuredUntil: row.featuredUntil?.toISOString() ?? null,
    receiveQuotes: row.receiveQuotes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * An owner's own view of a listing adds the account it belongs to and the plan it asked for. Public answers never carry
 * it: an account id is the owner's, not the visitor's (decision 017).
 */
export function withOwner<T extends object>(shape: T, row: CompanyRow) {
  return {
    ...shape,
    claimedBy: row.claimedBy,
    requestedTier: row.requestedTier,
    // The plan's state and its paid-until day, for the owner's card.
    planStatus: row.planStatus,
    planSource: row.planSource,
    paidUntil: row.featuredUntil?.toISOString() ?? null,
    // Added by its owner: deletable; claimed: only released or unlisted (decision 015).
    addedByOwner: row.addedBy !== null && row.addedBy === row.claimedBy,
  };
}

/** What a materials listing adds to the basics. */
function materialsDetails(row: CompanyRow) {
  return pick(row, ["products", "companyType", "yearEstablished", "certifications"]);
}

/** The striping company shape of the public API (decision 005; `averageRating` is a decimal string). */
export function serializeStripingCompany(row: CompanyRow) {
  return {
    ...listingBasics(row, listedCredentials(row.id)),
    services: row.services,
    companyType: row.companyType,
    ...listingRecord(row),
  };
}

export type StripingCompany = ReturnType<typeof serializeStripingCompany>;

/** The materials company shape of the public API (decision 005). */
export function serializeMaterialsCompany(row: CompanyRow) {
  return {
    ...listingBasics(row, listedCredentials(row.id)),
    ...materialsDetails(row),
    ...listingRecord(row),
  };
}

export type MaterialsCompany = ReturnType<typeof serializeMaterialsCompany>;

/** What a card shows: nothing more is sent to the browser. */
export function toCompanyCard(row: CompanyRow) {
  return cardWithCredentials(row, listedCredentials(row.id));
}

/** What a card reads besides its row; a page of cards reads it for all of them at once. */
export type CardDetails = {
  credentials: ListedCredential[];
  responseTimeHours: number | null;
  servedStates: string[];
};

/** A listing's card when the page has read its credentials already (one read, not two). */
export function cardWithCredentials(
  row: CompanyRow,
  credentials: ListedCredential[],
  details?: Omit<CardDetails, "credentials">,
) {
  return {
    // A page of cards read every figure already (null: too few answered leads).
    ...listingBasics(
      row,
      credentials,
      details ? details.responseTimeHours : responseTimeHours(row.id),
    ),
    services: row.services,
    customLogo: row.customLogo,
    // Where it works, in words: its radius (or the default) and the states it names.
    coverage: coverageWords(row, {
      miles: row.travelMiles,
      states: details?.servedStates ?? servedStatesOf(row.id),
    }),
    // An active paid plan places a listing above others: it is labelled (decision 015).
    sponsored: row.tierRank > 0,
  };
}

export type CompanyCardData = ReturnType<typeof toCompanyCard>;

/**
 * A search result's card: its distance when the search had a place, and Sponsored only in the
 * Recommended order, the one order where the plan placed the listing (decisions 015, 016).
 */
export function listingCard(row: CardRow, sort: string, details?: CardDetails) {
  return {
    ...(details ? cardWithCredentials(row, details.credentials, details) : toCompanyCard(row)),
    sponsored: sort === "recommended" && row.tierRank > 0,
    ...(row.distanceMiles === undefined ? {} : { distanceMiles: row.distanceMiles }),
    // Decision 049: 'Based in Fort Worth, TX · serves this area' instead of its distance.
    ...(row.servesFromAfar ? { servesFromAfar: true } : {}),
  };
}

type CardRow = CompanyRow & { distanceMiles?: number; servesFromAfar?: boolean };

/**
 * A page of search results' cards, what they read besides their rows read in three statements
 * for all of them, not three for each.
 */
export function listingCards(rows: readonly CardRow[], sort: string) {
  const ids = rows.map((row) => row.id);
  const credentials = listedCredentialsOf(ids);
  const hours = responseTimesOf(ids);
  const states = servedStatesOfAll(ids);
  return rows.map((row) =>
    listingCard(row, sort, {
      credentials: credentials.get(row.id) ?? [],
      responseTimeHours: hours.get(row.id) ?? null,
      servedStates: states.get(row.id) ?? [],
    }),
  );
}

/**
 * What a search by place adds to a company object of the APIs: its distance and, for a firm
 * based beyond the radius that serves the place, `servesFromAfar: true` (decision 049).
 */
export function nearFields(row: { distanceMiles?: number; servesFromAfar?: boolean }) {
  return {
    distanceMiles: row.distanceMiles,
    ...(row.servesFromAfar ? { servesFromAfar: true } : {}),
  };
}

/** What a materials card shows: nothing more is sent to the browser. */
export function toMaterialsCard(row: CompanyRow) {
  return { ...listingBasics(row, listedCredentials(row.id)), ...materialsDetails(row) };
}

export type MaterialsCardData = ReturnType<typeof toMaterialsCard>;

/** A listing as its owner sees it in an API answer, in its own directory's shape. */
export function serializeOwnedCompany(row: CompanyRow) {
  const shape =
    row.directory === "materials" ? serializeMaterialsCompany(row) : serializeStripingCompany(row);
  return withOwner(shape, row);
}
