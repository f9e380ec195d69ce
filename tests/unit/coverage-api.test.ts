/**
 * The JSON API's coverage (decision 049): a company object says where the firm works, and the
 * owner's PATCH sets it; bad values are a 400 that changes nothing.
 */
import { describe, expect, it } from "vitest";
import { args, respond, signedInUser } from "~/tests/support/route-call";
import { COVERAGE_SAVES_LIMITED, readCoverage } from "~/models/listings/coverage.server";
import { getCompanyById } from "~/models/directory/companies.server";
import * as companyApi from "~/routes/api/api.companies.$id";
import * as listApi from "~/routes/api/api.companies._index";
import { insertCompany } from "~/tests/support/factories";

describe("serves on the company API", () => {
  it("coverage saves past the hourly limit are a 429 with the message, and change nothing", async () => {
    const owner = await signedInUser("coverage-limit");
    const c = insertCompany({ isClaimed: true, claimedBy: owner.id, name: "Limit Lines Co" });
    const p = { id: String(c.id) };
    const patch = (json: object) =>
      respond(companyApi.action(args("PATCH", "/x", { cookie: owner.cookie, json, params: p })));
    let res = await patch({ serves: { miles: 11 } });
    for (let i = 12; res.status === 200 && i < 1000; i++)
      res = await patch({ serves: { miles: i } });
    expect(res.status).toBe(429);
    expect((await res.json()).message).toBe(COVERAGE_SAVES_LIMITED);
    const before = readCoverage(c.id);
    const refused = await patch({ name: "Renamed Lines Co", serves: { states: ["OK"] } });
    expect(refused.status).toBe(429);
    expect(readCoverage(c.id)).toEqual(before);
    expect(getCompanyById(c.id)?.name).toBe("Limit Lines Co");
  });

  it("GET shows it; the owner's PATCH sets it; bad values are refused", async () => {
    const owner = await signedInUser("coverage");
    const c = insertCompany({ isClaimed: true, claimedBy: owner.id });
    const p = { id: String(c.id) };
    const read = async () =>
      (await (await respond(companyApi.loader(args("GET", "/x", { params: p }) as never))).json())
        .serves;
    expect(await read()).toEqual({ miles: null, states: [] });

    const patch = (json: object) =>
      respond(companyApi.action(args("PATCH", "/x", { cookie: owner.cookie, json, params: p })));
    const ok = await patch({ serves: { miles: 400, states: ["OK", "TX"] } });
    expect(ok.status).toBe(200);
    expect((await ok.json()).serves).toEqual({ miles: 400, states: ["OK", "TX"] });
    expect(await read()).toEqual({ miles: 400, states: ["OK", "TX"] });

    for (const serves of [{ miles: 5 }, { miles: 2000 }, { states: ["ZZ"] }, { miles: "far" }]) {
      const bad = await patch({ serves });
      expect(bad.status).toBe(400);
    }
    expect(readCoverage(c.id)).toEqual({ miles: 400, states: ["OK", "TX"] });
    // Only the key sent changes; null returns to the default.
    await patch({ serves: { miles: null } });
    expect(readCoverage(c.id)).toEqual({ miles: null, states: ["OK", "TX"] });
  });

  it("a search by place marks the firms serving it from beyond the radius", async () => {
    const owner = await signedInUser("coverage");
    const c = insertCompany({
      isClaimed: true,
      claimedBy: owner.id,
      // Its proven address vouches for its coverage beyond the default radius.
      email: `bids-${owner.id}@fort-worth.example.com`,
      location: "Fort Worth",
      latitude: 32.7555,
      longitude: -97.3308,
    });
    await respond(
      companyApi.action(
        args("PATCH", "/x", {
          cookie: owner.cookie,
          json: { serves: { states: ["OK"] } },
          params: { id: String(c.id) },
        }),
      ),
    );
    const url = `/api/companies?${new URLSearchParams({ near: "Tulsa, OK", limit: "1000" })}`;
    const rows = (await (await respond(listApi.loader(args("GET", url) as never))).json()) as {
      id: number;
      distanceMiles: number;
      servesFromAfar?: boolean;
    }[];
    const row = rows.find((r) => r.id === c.id)!;
    expect(row.servesFromAfar).toBe(true);
    expect(row.distanceMiles).toBeGreaterThan(200);
    expect(rows.filter((r) => !r.servesFromAfar).every((r) => r.distanceMiles <= 50)).toBe(true);
  });
});
