import { EARTH_RADIUS_MILES, type Point } from "~/lib/geo";

/** Miles per degree of latitude on the sphere the site measures distances on. */
export const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;

/** The point `miles` due north of `from`: its great-circle distance from `from` is `miles`. */
export const north = (from: Point, miles: number): Point => ({
  latitude: from.latitude + miles / MILES_PER_DEGREE,
  longitude: from.longitude,
});
