/**
 * A state's landing pages record what they read (decisions 029, 047): the real loader's tags, against the drops of the changes a review and a listing's own edit log.
 */
import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { statePath, stateServicePath } from "~/lib/landing";
import { landingLoader } from "~/routes/directory/striping-companies.landing.server";
import { dropsOf, isDropped } from "~/freshness/cache-tags.server";
import { collectReads } from "~/freshness/reads.server";
import { insertCompany } from "~/tests/support/factories";
import { insertCredential } from "~/tests/support/credential-fixtures";

/** The tags the landing loader declares for `path`, and what it lists. */
async function landing(path: string) {
  const [, , state, service] = path.split("/");
  const context: AppLoadContext = { clientIp: "203.0.113.9" };
  // The loader's reads record in a scope of its own, as in a render the page cache keeps.
  const { value, reads } = collectReads(() =>
    landingLoader({
      request: new Request(`http://localhost${path}`),
      url: new URL(`http://localhost${path}`),
      pattern: "/striping-companies/:state/:service",
      params: { state, service },
      context,
    }),
  );
  const data = await value;
  expect(reads.tagged).toBe(true);
  return { tags: reads.tags, data };
}

const review = (company: { id: number; state: string }) =>
  dropsOf([{ kind: "review", company_id: company.id, state: company.state }]);
const edit = (company: { id: number; state: string }) =>
  dropsOf([{ kind: "company", company_id: company.id, state: company.state }]);

describe("a state's landing pages name what they show", () => {
  it("a service page holding all its listings: a review drops it only for a listing it shows", async () => {
    const shown = insertCompany({ name: "Prairie Tag Lines", state: "ND" });
    // The 'DOT Certified' page lists the checked DOT prequalifications of its state.
    insertCredential(shown.id, { kind: "dot_prequalified", state: "ND", status: "verified" });
    const other = insertCompany({
      name: "Prairie Lot Lines",
      state: "ND",
      services: ["Paint Striping"],
    });
    const elsewhere = insertCompany({ name: "Black Hills Lines", state: "SD" });
    const { tags, data } = await landing(stateServicePath("ND", "DOT Certified"));
    expect(data.companies.map((c) => c.id)).toContain(shown.id);
    expect(data.found.n).toBe(data.companies.length);
    expect(tags).toContain(`company:${shown.id}`);
    expect(tags).toContain("state:ND");

    expect(isDropped(tags, review(shown))).toBe(true);
    // Every match is on the page: a rating elsewhere in the state cannot bring one onto it.
    expect(isDropped(tags, review(other))).toBe(false);
    expect(isDropped(tags, review(elsewhere))).toBe(false);
    // A listing's own change in the state may add it to the page or move the counts.
    expect(isDropped(tags, edit(other))).toBe(true);
    expect(isDropped(tags, dropsOf([{ kind: "state", company_id: null, state: "ND" }]))).toBe(true);
  });

  it("a ranked page that holds only some of its matches: any review in its state drops it", async () => {
    for (let i = 0; i < 22; i++) insertCompany({ name: `Lakes Line Co ${i}`, state: "MN" });
    const { tags, data } = await landing(statePath("MN"));
    expect(data.found.n).toBeGreaterThan(data.companies.length);
    const unseen = insertCompany({ name: "Late Lakes Line Co", state: "MN" });
    expect(isDropped(tags, review(unseen))).toBe(true);
    expect(isDropped(tags, review({ id: unseen.id, state: "WI" }))).toBe(false);
  });
});
