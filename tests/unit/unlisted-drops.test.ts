import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { directoryLookup, dropsOf } from "~/freshness/cache-tags.server";
import { unlistListing } from "~/models/listings/listing-state.server";
import { insertCompany } from "~/tests/support/factories";

// Found by tests/unit/cache-equivalence.test.ts (decision 046): an unlisted listing is already in
// its hidden directory when the change log is read, and the lists it left must still be dropped.
describe("unlisting a listing", () => {
  it("drops the lists of the directory it was shown in", () => {
    const c = insertCompany({ state: "TX" });
    unlistListing(c.id);
    const lookup = directoryLookup(getDb().$client);
    expect(lookup(c.id)).toBe("striping");
    const drops = dropsOf([{ kind: "company", company_id: c.id, state: "TX" }], lookup);
    expect(drops).not.toBe("all");
    expect([...(drops as Set<string>)]).toEqual(
      expect.arrayContaining(["listings:striping", `company:${c.id}`, "state:TX"]),
    );
  });
});
