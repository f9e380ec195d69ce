import { DEFAULT_RADIUS, RADIUS_CHOICES, type NearSort } from "~/lib/company-filters";
import type { Point } from "~/lib/geo";
import { parsePlace, suggestPlace } from "~/models/search/place.server";
import { jsonError } from "./http.server";

export type NearParam = { center: Point; label: string; radiusMiles: number; sort: NearSort };

/**
 * `near` of a list or search API as browse reads a place (decisions 016, 044): a city, 'City, ST'
 * or a ZIP code is a distance search (`near`); a state's name or code ('Texas', 'tx') is that
 * state's listings (`state`). No `near`: neither. A place we cannot read: a thrown 400.
 */
export function readNearPlace(params: URLSearchParams): { near?: NearParam; state?: string } {
  const text = params.get("near")?.trim().slice(0, 100);
  const place = text ? parsePlace(text) : undefined;
  if (place?.kind === "state") return { state: place.state };
  return { near: readNearParam(params) };
}

/**
 * `near` (a city, 'City, ST' or a ZIP code) and `radius` (miles, 1 to 250; default 50) of a
 * list or search API (decision 016). No `near`: undefined. A place we cannot read: a thrown 400
 * that says what we understand, with a suggestion when there is one.
 */
export function readNearParam(params: URLSearchParams): NearParam | undefined {
  const text = params.get("near")?.trim().slice(0, 100);
  if (!text) return undefined;
  const place = parsePlace(text);
  if (place?.kind !== "point") {
    const suggestion = suggestPlace(text);
    throw jsonError(
      400,
      `We couldn't find the place "${text}". Use a city ("Dallas"), a city and state ("Dallas, TX"), a state ("Texas") or a 5-digit ZIP code.${suggestion ? ` Did you mean ${suggestion}?` : ""}`,
      suggestion ? { suggestion } : undefined,
    );
  }
  const radius = Number(params.get("radius"));
  const radiusMiles =
    Number.isFinite(radius) && radius > 0
      ? Math.min(radius, RADIUS_CHOICES[RADIUS_CHOICES.length - 1])
      : DEFAULT_RADIUS;
  return { center: place.point, label: place.label, radiusMiles, sort: "distance" };
}
