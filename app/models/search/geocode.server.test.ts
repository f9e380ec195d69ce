import { createRequire } from "node:module";
import { describe, expect, it, vi } from "vitest";
import { distanceMiles } from "~/lib/geo";
import { geocodeCity, geocodePlace, normalizeCity } from "./geocode.server";

describe("geocoding", () => {
  it("finds a city in a state, with St./Saint normalised", () => {
    const a = geocodeCity("St. Louis", "MO");
    const b = geocodeCity("Saint Louis", "Missouri");
    expect(a).toBeDefined();
    expect(a).toEqual(b);
    expect(normalizeCity("Ft. Worth")).toBe("Fort Worth");
  });
  it("reads 'City, ST', 'City ST' and ZIP codes", () => {
    const austin = geocodePlace("Austin, TX")!;
    expect(distanceMiles(austin, geocodePlace("78701")!)).toBeLessThan(15);
    expect(distanceMiles(austin, geocodePlace("Austin TX")!)).toBeLessThan(1);
    expect(geocodePlace("Nowhere Special, ZZ")).toBeUndefined();
    expect(geocodePlace("")).toBeUndefined();
  });
  it("measures great-circle distance", () => {
    const d = distanceMiles(geocodePlace("Dallas, TX")!, geocodePlace("Houston, TX")!);
    expect(d).toBeGreaterThan(210);
    expect(d).toBeLessThan(245);
  });

  it("looks a city up once: zipcodes scans every ZIP code for each", () => {
    const zipcodes = createRequire(import.meta.url)("zipcodes") as {
      lookupByName: (city: string, state: string) => unknown[];
    };
    const lookups = vi.spyOn(zipcodes, "lookupByName");
    try {
      const first = geocodeCity("Amarillo", "TX");
      expect(first).toBeDefined();
      expect(geocodeCity("amarillo", "Texas")).toEqual(first);
      expect(lookups).toHaveBeenCalledTimes(1);
    } finally {
      lookups.mockRestore();
    }
  });
});
