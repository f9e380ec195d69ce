const EARTH_RADIUS_MILES = 3958.8;
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

/** A latitude/longitude box that contains every point within `miles` of the centre. */
export function boundingBox(center: Point, miles: number) {
  const dLat = miles / 69.0;
  const cos = Math.max(0.01, Math.cos(rad(center.latitude)));
  const dLon = miles / (69.172 * cos);
  return {
    minLat: center.latitude - dLat,
    maxLat: center.latitude + dLat,
    minLon: center.longitude - dLon,
    maxLon: center.longitude + dLon,
  };
}
