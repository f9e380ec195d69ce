/**
 * Chosen credentials all apply: a firm listed under "DOT Certified" and "DBE Certified" holds
 * both, in the searches, the browse page's filter line, the state × credential page and the
 * JSON API. The state × credential page counts the credentials that were checked and says how
 * many more are the firms' own word.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { asResponse, call } from "~/tests/support/route-call";
import { insertCompany } from "~/tests/support/factories";
import { insertCredential } from "~/tests/support/credential-fixtures";
import { countCompanies } from "~/models/directory/company-counts.server";
import { searchCompanies } from "~/models/search/company-search.server";
import { holdingPhrase } from "~/lib/credential-words";
import { landingLoader } from "~/routes/directory/striping-companies.landing.server";
import * as browse from "~/routes/directory/browse/route";
import * as companiesApi from "~/routes/api/api.companies._index";

const STATE = "ND";
const all = { limit: 100_000, offset: 0 };
const ids = (f: Parameters<typeof searchCompanies>[1]) =>
  searchCompanies("striping", f, all)
    .map((r) => r.id)
    .sort((a, b) => a - b);
const verified = { status: "verified" as const, verifiedAt: new Date("2026-05-01T12:00:00Z") };

let both: number;
let dotOnly: number;
let dbeOnly: number;
let dbeSaid: number;
let dotSaid: number;

beforeAll(() => {
  const firm = (name: string) => insertCompany({ name, state: STATE, location: "Fargo" }).id;
  both = firm("Allapply Both Lines");
  dotOnly = firm("Allapply Dot Lines");
  dbeOnly = firm("Allapply Dbe Lines");
  dbeSaid = firm("Allapply Said Dbe Lines");
  dotSaid = firm("Allapply Said Dot Lines");
  insertCredential(both, { kind: "dot_prequalified", state: STATE, ...verified });
  insertCredential(both, { kind: "dbe_certified", state: STATE, ...verified });
  insertCredential(dotOnly, { kind: "dot_prequalified", state: STATE, ...verified });
  insertCredential(dbeOnly, { kind: "dbe_certified", state: STATE, ...verified });
  insertCredential(dbeSaid, { kind: "dot_prequalified", state: STATE, ...verified });
  insertCredential(dbeSaid, { kind: "dbe_certified", state: STATE });
  insertCredential(dotSaid, { kind: "dot_prequalified", state: STATE });
});

const BOTH = ["DOT Certified", "DBE Certified"];

describe("chosen credentials all apply", () => {
  it("the searches list only the firms holding every chosen credential", () => {
    const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
    expect(ids({ state: STATE, certifications: BOTH })).toEqual(sorted([both, dbeSaid]));
    expect(ids({ state: STATE, certifications: BOTH, verifiedOnly: true })).toEqual([both]);
    // The category that is a credential and a chip together, as the API's basic filter has it.
    expect(
      ids({ state: STATE, category: "DOT Certified", certifications: ["DBE Certified"] }),
    ).toEqual(sorted([both, dbeSaid]));
    // With a text term beside them (another lead for the plan to weigh) and without a state.
    expect(ids({ text: "Allapply", certifications: BOTH })).toEqual(sorted([both, dbeSaid]));
    expect(ids({ certifications: BOTH, verifiedOnly: true })).toContain(both);
    expect(ids({ certifications: BOTH })).not.toContain(dotOnly);
    expect(ids({ certifications: BOTH })).not.toContain(dbeOnly);
    expect(countCompanies("striping", { state: STATE, certifications: BOTH })).toBe(2);
  });

  it("the browse page's filter line says both are held", async () => {
    const res = asResponse(
      await call(
        browse.loader,
        "GET",
        `/browse?advanced=1&state=${STATE}&cert=DOT+Certified&cert=DBE+Certified`,
      ),
    );
    const data = (await res.json()) as { holding: string; companies: { id: number }[] };
    expect(data.holding).toBe("holding DOT prequalification and DBE certification");
    expect(data.companies.map((c) => c.id).sort((a, b) => a - b)).toEqual(
      [both, dbeSaid].sort((a, b) => a - b),
    );
    expect(holdingPhrase([])).toBe("");
  });

  it("the JSON API's cert= lists the firms holding all of them", async () => {
    const res = await call(
      companiesApi.loader,
      "GET",
      `/api/companies?state=${STATE}&cert=DOT+Certified&cert=DBE+Certified&verified=1`,
    );
    const body = (await res.json()) as { id: number }[];
    expect(body.map((c) => c.id)).toEqual([both]);
  });

  it("the state × credential page counts the checked credentials and says how many more are self-reported", async () => {
    const page = (query = "") =>
      landingLoader({
        request: new Request(
          `http://localhost/striping-companies/north-dakota/dot-certified${query}`,
        ),
        params: { state: "north-dakota", service: "dot-certified" },
        context: { clientIp: "203.0.113.9" },
      } as never);
    const dot = await page();
    expect(dot.companies.map((c) => c.id).sort((a, b) => a - b)).toEqual(
      [both, dotOnly, dbeSaid].sort((a, b) => a - b),
    );
    expect(dot.found.n).toBe(3);
    expect(dot.selfReported).toBe(1);
    expect(dot.browsePath).toBe("/browse?state=ND&category=DOT+Certified");

    const dotAndDbe = await page("?cert=DBE+Certified");
    expect(dotAndDbe.companies.map((c) => c.id)).toEqual([both]);
    expect(dotAndDbe.holding).toBe("holding DOT prequalification and DBE certification");
    expect(dotAndDbe.selfReported).toBe(1);
  });
});
