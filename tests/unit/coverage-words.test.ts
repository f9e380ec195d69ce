/**
 * A company page and card say where the firm works in words: its travel radius (or the default
 * 100 miles) from its city and the states it names.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { args, asResponse, call } from "~/tests/support/route-call";
import { insertCompany, insertUser } from "~/tests/support/factories";
import { coverageWords } from "~/lib/coverage";
import { dropsOf, isDropped } from "~/freshness/cache-tags.server";
import { collectReads } from "~/freshness/reads.server";
import { setCoverage } from "~/models/listings/coverage.server";
import { getCompanyBySlug } from "~/models/directory/companies.server";
import { listingCard } from "~/models/directory/company-serializer.server";
import * as companyPage from "~/routes/directory/companies.$slug";
import { lastLog, logSince } from "~/tests/support/content-log";

const fortWorth = { location: "Fort Worth", state: "TX" };

function serve(companyId: number, states: string[]) {
  const insert = getDb().$client.prepare(
    "INSERT INTO company_service_states (company_id, state) VALUES (?, ?)",
  );
  for (const s of states) insert.run(companyId, s);
}

describe("where a firm works, in words", () => {
  it("says the radius (or the default), and the states it names", () => {
    expect(coverageWords(fortWorth, { miles: null, states: [] })).toBe(
      "Works within 100 miles of Fort Worth, TX",
    );
    expect(coverageWords(fortWorth, { miles: 300, states: [] })).toBe(
      "Works within 300 miles of Fort Worth, TX",
    );
    expect(coverageWords(fortWorth, { miles: null, states: ["OK"] })).toBe(
      "Works within 100 miles of Fort Worth, TX, and anywhere in Oklahoma",
    );
    expect(coverageWords(fortWorth, { miles: 300, states: ["AR", "KS", "OK"] })).toBe(
      "Works within 300 miles of Fort Worth, TX, and anywhere in Arkansas, Kansas and Oklahoma",
    );
  });

  it("a card and the company page carry the firm's own settings", async () => {
    const firm = insertCompany({ ...fortWorth, name: "Trinity Reach Striping", travelMiles: 300 });
    serve(firm.id, ["OK"]);
    const plain = insertCompany({ ...fortWorth, name: "Trinity Stay Striping" });

    expect(listingCard(firm, "recommended").coverage).toBe(
      "Works within 300 miles of Fort Worth, TX, and anywhere in Oklahoma",
    );
    expect(listingCard(plain, "recommended").coverage).toBe(
      "Works within 100 miles of Fort Worth, TX",
    );

    const res = asResponse(
      await call(companyPage.loader, "GET", `/companies/${firm.slug}`, {
        params: { slug: firm.slug },
      }),
    );
    const data = (await res.json()) as { company: { coverage: string } };
    expect(data.company.coverage).toBe(
      "Works within 300 miles of Fort Worth, TX, and anywhere in Oklahoma",
    );
  });

  it("a change of where it works drops the kept company page", async () => {
    const owner = insertUser();
    const firm = insertCompany({ ...fortWorth, name: "Trinity Moving Lines", claimedBy: owner.id });
    const path = `/companies/${firm.slug}`;
    const { value, reads } = collectReads(() =>
      companyPage.loader(args("GET", path, { params: { slug: firm.slug } }) as never),
    );
    await value;
    const before = lastLog();
    setCoverage(owner.id, firm.id, { miles: 250, states: ["NM"] });
    expect(isDropped([...reads.tags], dropsOf(logSince(before)))).toBe(true);
    expect(listingCard(getCompanyBySlug(firm.slug)!, "recommended").coverage).toBe(
      "Works within 250 miles of Fort Worth, TX, and anywhere in New Mexico",
    );
  });
});
