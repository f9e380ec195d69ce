import { describe, expect, it } from "vitest";
import { boundingBox, distanceMiles } from "./geo";

describe("bounding box", () => {
  it("contains every point at the radius in all directions", () => {
    for (const center of [
      { latitude: 30, longitude: -97 },
      { latitude: 47.6, longitude: -122.3 },
      { latitude: 64.8, longitude: -147.7 },
    ]) {
      const box = boundingBox(center, 250);
      for (let bearing = 0; bearing < 360; bearing += 5) {
        // Walk 249.9 miles along a great circle at this bearing.
        const R = 3958.8,
          d = 249.9 / R,
          b = (bearing * Math.PI) / 180,
          lat1 = (center.latitude * Math.PI) / 180,
          lon1 = (center.longitude * Math.PI) / 180;
        const lat2 = Math.asin(
          Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b),
        );
        const lon2 =
          lon1 +
          Math.atan2(
            Math.sin(b) * Math.sin(d) * Math.cos(lat1),
            Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
          );
        const p = { latitude: (lat2 * 180) / Math.PI, longitude: (lon2 * 180) / Math.PI };
        expect(distanceMiles(center, p)).toBeLessThan(250);
        expect(p.latitude).toBeGreaterThanOrEqual(box.minLat);
        expect(p.latitude).toBeLessThanOrEqual(box.maxLat);
        expect(p.longitude).toBeGreaterThanOrEqual(box.minLon);
        expect(p.longitude).toBeLessThanOrEqual(box.maxLon);
      }
    }
  });
});
