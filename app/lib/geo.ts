export const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

export type Point = { latitude: number; longitude: number };

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A latitude/longitude box that contains every point within `miles` of the centre. The
 * longitude half-width uses the great-circle formula (asin(sin δ / cos φ)), which is wider than
 * a walk along the parallel: a point due east at the full radius is inside.
 */
export function boundingBox(center: Point, miles: number) {
  const angular = miles / EARTH_RADIUS_MILES;
  const deg = (r: number) => (r * 180) / Math.PI;
  const dLat = deg(angular);
  const ratio = Math.sin(angular) / Math.max(1e-9, Math.cos(rad(center.latitude)));
  const dLon = ratio >= 1 ? 180 : deg(Math.asin(ratio));
  return {
    minLat: center.latitude - dLat,
    maxLat: center.latitude + dLat,
    minLon: center.longitude - dLon,
    maxLon: center.longitude + dLon,
  };
}

/** A distance as cards and suggestions write it: 'under 1 mi', '4.2 mi', '12 mi'. */
export function formatMiles(miles: number): string {
  const value = miles < 1 ? "under 1" : miles < 10 ? miles.toFixed(1) : String(Math.round(miles));
  return `${value} mi`;
}
