import {
  browseFilter,
  type BrowseParams,
  type CompanyFilter,
  type NearSort,
} from "~/lib/company-filters";
import type { Point } from "~/lib/geo";
import { parsePlace, splitPlace, suggestPlace } from "./place.server";

export type NearQuery = { center: Point; label: string; radiusMiles: number; sort: NearSort };

/**
 * What a browse request asks for once its place is read (decision 016). The basic search may end
 * with a place ('parking lot striping dallas'); the advanced Location field is a place. A place
 * found becomes a distance search; a state becomes the state filter; a place we cannot read is
 * reported with a suggestion, and the text is still matched as before.
 */
export function resolveBrowse(params: BrowseParams): {
  filter: CompanyFilter;
  near?: NearQuery;
  unknownPlace?: { text: string; suggestion?: string };
} {
  const filter = browseFilter(params);
  const nearFrom = (center: Point, label: string): NearQuery => ({
    center,
    label,
    radiusMiles: params.radius,
    sort: params.sort ?? "distance",
  });
  if (params.advanced) {
    if (!params.location) return { filter };
    const place = parsePlace(params.location);
    if (place?.kind === "point") {
      return {
        filter: { ...filter, location: undefined },
        near: nearFrom(place.point, place.label),
      };
    }
    if (place?.kind === "state") {
      return { filter: { ...filter, location: undefined, state: filter.state ?? place.state } };
    }
    return {
      filter,
      unknownPlace: { text: params.location, suggestion: suggestPlace(params.location) },
    };
  }
  if (!params.search) return { filter };
  const { place, rest } = splitPlace(params.search);
  if (!place) return { filter };
  return { filter: { ...filter, text: rest }, near: nearFrom(place.point, place.label) };
}
