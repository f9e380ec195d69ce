import { and, between, eq, isNotNull, ne, or, sql } from "drizzle-orm";
import { DEFAULT_TRAVEL_MILES } from "~/lib/coverage";
import { boundingBox, distanceMiles, type Point } from "~/lib/geo";
import { requestedWork, servicesForProjectTypes, type ProjectTypeId } from "~/lib/quote-services";
import { db, schema, type Db } from "~/models/db.server";
import { listingEmailProven } from "~/models/listings/listing-email.server";
import { pickColumns } from "~/models/directory/pick-columns.server";
import { idsIn, idsServingFromAfar, serves } from "~/models/listings/coverage.server";
import { vouchedStates, vouchedTravelMiles } from "~/models/listings/coverage-columns.server";

const { companies } = schema;

/** A request goes to at most this many contractors. */
export const MAX_QUOTE_MATCHES = 5;

/**
 * geo.ts's box uses 69.172 miles per degree of longitude at the equator where the haversine's
 * earth gives 69.09, and a great circle bulges poleward; 2% more keeps every point within the
 * radius inside the box up to Alaska's latitudes. The exact distance filters afterwards.
 */
const BOX_MARGIN = 1.02;

export type ContractorMatch = {
  companyId: number;
  name: string;
  slug: string;
  location: string;
  state: string;
  email: string;
  /**
   * Whether the request may be mailed to `email` (decision 042): a listing whose address is not
   * proven gets the lead in its owner's inbox only.
   */
  emailProven: boolean;
  tierRank: number;
  distanceMiles: number;
  /** 1 is the first contractor the request goes to. */
  rank: number;
  /** Why it was chosen (decision 044): its services that fit the request. */
  matchedServices: string[];
  /** 'requested': it lists the requested work itself; 'related': only related work. */
  fit: "requested" | "related";
  /** Its plan put it ahead of a firm as close, listing the same kind of work, that it would
   * otherwise follow (by rating, then distance). */
  planPriority: boolean;
  /** How it serves the place: a state it serves, its own travel radius, or the default one. */
  reach: Reach;
};

export type Reach = "state" | "radius" | "near";

type Reader = Pick<Db, "select">;

/**
 * Where a firm may be and serve the place (decision 049): within the default radius of it (the
 * indexed box), or one of the firms whose own settings reach it from farther.
 */
function mayServe(center: Point, state: string | undefined) {
  const box = boundingBox(center, DEFAULT_TRAVEL_MILES * BOX_MARGIN);
  const afar = idsServingFromAfar("striping", { point: center, state }, DEFAULT_TRAVEL_MILES);
  const near = and(
    between(companies.latitude, box.minLat, box.maxLat),
    between(companies.longitude, box.minLon, box.maxLon),
  );
  return afar.length ? or(near, idsIn(afar)) : near;
}

/**
 * Distance bands (decision 016): a firm 30 miles away comes before a VIP 90 miles away; within
 * a band the active plan, then the rating, then the distance decide. A firm that serves the place
 * by its own word (a state it serves, its own travel radius) is in the first band wherever it is
 * based: the owner said it works there, while a firm 90 miles away is only our default guess.
 * Before the bands, the fit (decision 044): firms that list the requested work itself come before
 * firms that list only related work, so a plan orders firms only among those that fit as well.
 */
function band(m: { distanceMiles: number; reach: Reach }): number {
  if (m.reach !== "near") return 0;
  return m.distanceMiles <= 50 ? 0 : m.distanceMiles <= 100 ? 1 : 2;
}

/** How a firm that serves the place serves it (the rule itself is `serves`). */
function reachOf(
  r: { travelMiles: number | null; states: readonly string[] },
  state: string | undefined,
  miles: number,
): Reach {
  if (state && r.states.includes(state)) return "state";
  return r.travelMiles !== null && miles <= r.travelMiles ? "radius" : "near";
}

const withoutRating = <T extends { averageRating: number }>({ averageRating: _r, ...m }: T) => m;

const fitRank = (m: { fit: "requested" | "related" }) => (m.fit === "requested" ? 0 : 1);

/** What ranking and mailing a match need of each contractor. */
const MATCH_COLUMNS = [
  "id",
  "name",
  "slug",
  "location",
  "state",
  "email",
  "tierRank",
  "averageRating",
  "latitude",
  "longitude",
  "services",
] as const;

/**
 * Striping companies that take quotes, have an e-mail address that is proven or an owner who
 * reads the lead inbox (decision 042), serve the request's place (decision 049: within their
 * travel radius, 100 miles by default, or in a state they serve) and offer a service that fits
 * one of the chosen project types; ranked by fit (the requested work itself before related work
 * only, which therefore takes only the places left), then band (up to 50 miles or serving the
 * place by its own settings, then up to 100), then active plan (VIP, Premium, Standard), then
 * rating, then distance.
 */
export function findMatchingContractors(
  center: Point,
  types: readonly ProjectTypeId[],
  opts: {
    /** The place's state ('TX'): firms serving that state serve it wherever they are based. */
    state?: string;
    limit?: number;
    reader?: Reader;
    /** A request sent from this company's page: it comes first when it qualifies. */
    addressedTo?: number;
    /** With `addressedTo`: whether the others matched fill the remaining places. */
    alsoSimilar?: boolean;
  } = {},
): ContractorMatch[] {
  const services = servicesForProjectTypes(types);
  if (!services.length) return [];
  const itself = new Set(requestedWork(types));
  const rows = (opts.reader ?? db())
    .select({
      ...pickColumns(companies, MATCH_COLUMNS),
      emailProven: listingEmailProven,
      travelMiles: vouchedTravelMiles,
      servedStates: vouchedStates,
    })
    .from(companies)
    .where(
      and(
        eq(companies.directory, "striping"),
        mayServe(center, opts.state),
        eq(companies.receiveQuotes, true),
        isNotNull(companies.email),
        ne(companies.email, ""),
        or(isNotNull(companies.claimedBy), listingEmailProven),
        sql`${companies.id} IN (
          SELECT cs.company_id FROM company_services cs
          JOIN services s ON s.id = cs.service_id
          WHERE s.name IN ${services})`,
      ),
    )
    .all();
  const place = { point: center, state: opts.state };
  const candidates = rows
    .map((r) => {
      const point = { latitude: r.latitude!, longitude: r.longitude! };
      const reacher = {
        ...point,
        travelMiles: r.travelMiles,
        states: r.servedStates?.split(",") ?? [],
      };
      const miles = distanceMiles(center, point);
      return serves(reacher, place, miles)
        ? { ...r, miles, reach: reachOf(reacher, opts.state, miles) }
        : undefined;
    })
    .filter((r) => r !== undefined)
    .map((r) => {
      const matchedServices = r.services.filter((name) => services.includes(name));
      return {
        companyId: r.id,
        name: r.name,
        slug: r.slug,
        location: r.location,
        state: r.state,
        email: r.email!,
        emailProven: Boolean(r.emailProven),
        tierRank: r.tierRank,
        averageRating: r.averageRating,
        distanceMiles: r.miles,
        reach: r.reach,
        matchedServices,
        fit: matchedServices.some((name) => itself.has(name))
          ? ("requested" as const)
          : ("related" as const),
      };
    })
    .sort(
      (a, b) =>
        fitRank(a) - fitRank(b) ||
        band(a) - band(b) ||
        b.tierRank - a.tierRank ||
        b.averageRating - a.averageRating ||
        a.distanceMiles - b.distanceMiles ||
        a.companyId - b.companyId,
    );
  // A plan gave priority where it put the firm ahead of one in its group (same fit, same band)
  // with a lower plan that rating and distance alone would have put first. Asked of the chosen
  // few only: each looks at the candidates after it once.
  const planPriority = (m: (typeof candidates)[number]) =>
    m.companyId !== opts.addressedTo &&
    m.tierRank > 0 &&
    candidates
      .slice(candidates.indexOf(m) + 1)
      .some(
        (o) =>
          o.fit === m.fit &&
          band(o) === band(m) &&
          o.tierRank < m.tierRank &&
          (o.averageRating > m.averageRating ||
            (o.averageRating === m.averageRating && o.distanceMiles < m.distanceMiles)),
      );
  return (
    candidates
      // The addressed company first (it must qualify like any other), then, unless the requester
      // declined, up to 4 others in the usual order (decision 016).
      .filter(
        (m) => !opts.addressedTo || opts.alsoSimilar !== false || m.companyId === opts.addressedTo,
      )
      .sort(
        (a, b) =>
          Number(b.companyId === opts.addressedTo) - Number(a.companyId === opts.addressedTo),
      )
      .slice(0, opts.limit ?? MAX_QUOTE_MATCHES)
      .map((m, i) => ({
        ...withoutRating(m),
        planPriority: planPriority(m),
        distanceMiles: Math.round(m.distanceMiles * 10) / 10,
        rank: i + 1,
      }))
  );
}
