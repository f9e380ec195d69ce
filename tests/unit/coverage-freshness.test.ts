/**
 * A state's page shows firms based elsewhere (decision 049): it names them to the page cache, so
 * their own changes and reviews drop it, and a served state's change drops that state's pages.
 */
import { describe, expect, it } from "vitest";
import { dropsOf, isDropped } from "~/freshness/cache-tags.server";
import { setCoverage } from "~/models/listings/coverage.server";
import { insertCompany, insertUser, proveAddress } from "~/tests/support/factories";
import { landingPageReads } from "~/tests/support/read-tags-helper";
import { lastLog, logSince } from "~/tests/support/content-log";

describe("a state page's firms based elsewhere", () => {
  it("are named by the page, so their changes drop it", async () => {
    const owner = insertUser({ isVerified: true });
    const firm = proveAddress(
      insertCompany({
        name: "Bismarck Reach Lines",
        state: "ND",
        email: "bids@bismarck-reach.example.com",
        claimedBy: owner.id,
      }),
    );
    const before = lastLog();
    setCoverage(owner.id, firm.id, { states: ["WY"] });
    // Adding a served state drops that state's pages (the trigger logs it under WY).
    const drops = dropsOf(logSince(before));
    expect(drops !== "all" && drops.has("state:WY")).toBe(true);

    const { tags, data } = await landingPageReads("wyoming");
    expect(data.elsewhere?.companies.map((c) => c.id)).toContain(firm.id);
    expect(tags).toContain(`company:${firm.id}`);
    // Its own edit, logged under its home state, and its reviews drop Wyoming's page.
    expect(isDropped(tags, dropsOf([{ kind: "company", company_id: firm.id, state: "ND" }]))).toBe(
      true,
    );
    expect(isDropped(tags, dropsOf([{ kind: "review", company_id: firm.id, state: "ND" }]))).toBe(
      true,
    );
    // Leaving Wyoming drops it too.
    const mark = lastLog();
    setCoverage(owner.id, firm.id, { states: [] });
    expect(isDropped(tags, dropsOf(logSince(mark)))).toBe(true);
    expect((await landingPageReads("wyoming")).data.elsewhere).toBeUndefined();
  });
});
