import {
  browseFilter,
  DEFAULT_RADIUS,
  type BrowseParams,
  type CompanyFilter,
  type NearSort,
} from "~/lib/company-filters";
import type { Point } from "~/lib/geo";
import type { NearQuery } from "~/models/directory/company-query.server";
import { parsePlace, splitPlace, suggestPlace } from "./place.server";
import { namedAwayFrom } from "./search-reading.server";

/**
 * A place we could not read, and the closest we know: `param` is the URL parameter a
 * suggestion link sets, to `value` (the field's new text).
 */
export type UnknownPlace = {
  text: string;
  suggestion?: string;
  param: "location" | "search" | "q";
  value?: string;
};

/**
 * The other reading of a search box that names a place (decision 044), offered in one click:
 * the box set to `value` (`asText`: read as words even though it names a place).
 */
export type OtherReading = {
  label: string;
  param: "search" | "q";
  value: string;
  asText: boolean;
};

export type ResolvedSearch = {
  filter: CompanyFilter;
  near?: NearQuery;
  unknownPlace?: UnknownPlace;
  otherReading?: OtherReading;
};

type Around = { radius: number; sort?: NearSort; as?: "text" };

/**
 * What a browse request asks for once its place is read (decision 016). The basic search may end
 * with a place ('parking lot striping dallas'); the advanced Location field is a place. A place
 * found becomes a distance search; a state becomes the state filter; a place we cannot read is
 * reported with a suggestion, and the text is still matched as before.
 */
export function resolveBrowse(params: BrowseParams): ResolvedSearch {
  const filter = browseFilter(params);
  if (params.advanced) return placeField(filter, params.location, params);
  return searchBox(filter, "text", params.search, params, "search");
}

/**
 * Home's search: its Location field is a place as on browse; without one, the service or
 * company box may end with a place ('parking lot striping dallas').
 */
export function resolveHome(params: BrowseParams): ResolvedSearch {
  const filter: CompanyFilter = { location: params.location, nameOrService: params.q };
  if (params.location) return placeField(filter, params.location, params);
  return searchBox(filter, "nameOrService", params.q, params, "q");
}

/** The quick search's one box, read as browse reads its search box (a place at its end). */
export function resolveQuickSearch(q: string): ResolvedSearch {
  return searchBox({ text: q }, "text", q, { radius: DEFAULT_RADIUS }, "q");
}

function nearFrom(center: Point, label: string, around: Around): NearQuery {
  return { center, label, radiusMiles: around.radius, sort: around.sort ?? "distance" };
}

/** A field that holds only a place: a point, a state, or a place we cannot read. */
function placeField(
  filter: CompanyFilter,
  text: string | undefined,
  around: Around,
): ResolvedSearch {
  if (!text) return { filter };
  const place = parsePlace(text);
  if (place?.kind === "point") {
    return {
      filter: { ...filter, location: undefined },
      near: nearFrom(place.point, place.label, around),
    };
  }
  if (place?.kind === "state") {
    return { filter: { ...filter, location: undefined, state: filter.state ?? place.state } };
  }
  const suggestion = suggestPlace(text);
  return { filter, unknownPlace: { text, suggestion, param: "location", value: suggestion } };
}

/**
 * A box of words that may end with a place; the words before it stay the text filter. A bare
 * city name that is also the name of listings away from that city ('Keystone', 'Summit') is
 * words (decision 044): a place is read only when it is unmistakably one ('City, ST', a ZIP, a
 * city no listing elsewhere is named after) or when the visitor chose the place reading. Either
 * way the other reading is offered.
 */
function searchBox(
  filter: CompanyFilter,
  key: "text" | "nameOrService",
  text: string | undefined,
  around: Around,
  param: OtherReading["param"],
): ResolvedSearch {
  if (!text) return { filter };
  const { place, rest } = splitPlace(text);
  if (!place) return { filter };
  // The place reading, offered where the box is read as words: 'Keystone, FL' (or the ZIP).
  const nearReading: OtherReading = {
    label: `Search near ${place.label} instead`,
    param,
    value: place.by === "zip" ? text : [rest, place.label].filter(Boolean).join(" "),
    asText: false,
  };
  if (around.as === "text") return { filter, otherReading: nearReading };
  const bare = place.by === "city" && !rest && place.city;
  if (bare && namedAwayFrom("striping", place.city!, place.point, around.radius)) {
    return { filter, otherReading: nearReading };
  }
  // The words reading: the city as typed ('Keystone' of 'Keystone, FL'), or the whole box. A
  // ZIP code names no listing.
  const words = place.by === "zip" ? undefined : rest ? text : place.city;
  return {
    filter: { ...filter, [key]: rest },
    near: nearFrom(place.point, place.label, around),
    otherReading: words
      ? { label: `Search for '${words}' in names instead`, param, value: words, asText: true }
      : undefined,
  };
}

/**
 * Nothing matched a search box: its last word may be a misspelt place ('striping dalas'), and
 * the box with that word replaced by the place we know is suggested.
 */
export function misspeltPlace(
  text: string | undefined,
  param: "search" | "q",
): UnknownPlace | undefined {
  const words = text?.trim().split(/\s+/) ?? [];
  const last = words.pop();
  const suggestion = last ? suggestPlace(last) : undefined;
  if (!last || !suggestion) return undefined;
  return { text: last, suggestion, param, value: [...words, suggestion].join(" ") };
}
