import { describe, expect, it } from "vitest";
import { countStateResources, listStateResources } from "./state-resources.server";

describe("state resources search", () => {
  it("lists the 50 states alphabetically", () => {
    const all = listStateResources();
    expect(all).toHaveLength(50);
    expect(countStateResources()).toBe(50);
    expect(all[0].stateName).toBe("Alabama");
    expect(all.map((s) => s.stateName)).toEqual([...all.map((s) => s.stateName)].sort());
  });

  it("matches state name, code and agency name, any case", () => {
    expect(listStateResources("texas").map((s) => s.stateCode)).toEqual(["TX"]);
    expect(listStateResources("NM").map((s) => s.stateCode)).toContain("NM");
    expect(
      listStateResources("transportation and public facilities").map((s) => s.stateCode),
    ).toEqual(["AK"]);
    expect(listStateResources("new").map((s) => s.stateCode)).toEqual(
      expect.arrayContaining(["NH", "NJ", "NM", "NY"]),
    );
  });

  it("finds nothing for nonsense and treats wildcards literally", () => {
    expect(listStateResources("zzqqxx")).toEqual([]);
    expect(listStateResources("%")).toEqual([]);
    expect(listStateResources("_")).toEqual([]);
  });

  it("answers ISO dates and the optional traffic control link", () => {
    const [tx] = listStateResources("texas");
    expect(tx.lastUpdated).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(tx.standardsUrl).toMatch(/^https:\/\//);
    expect(tx).toHaveProperty("trafficControlUrl");
  });
});
