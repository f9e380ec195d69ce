/**
 * A list page (browse, a state's lists, materials) is dropped only when a write changes what it
 * lists or may bring onto it (decision 028): a review of a listing it shows, a ranked first page
 * the listing may now reach, its directory's listings.
 */
import { describe, expect, it } from "vitest";
import {
  afterWrite,
  ca,
  elsewhere,
  FIRST_PAGES,
  type FirstPageName,
  LIST_PAGES,
  LISTS,
  one,
  review,
  tx,
  tx2,
  serveCacheSite,
} from "~/tests/support/cache-site";
import { insertCompany } from "~/tests/support/factories";

serveCacheSite();

describe("list pages drop only when what they list changes (decision 028)", () => {
  it("a review drops the lists showing its listing and the ranked lists of its state", async () => {
    const { fresh, text } = await afterWrite(() => review(tx.id), LIST_PAGES());
    expect(fresh.sort()).toEqual(
      ["nearAustin", "texasLanding", "texasLandingWhole", "texasRanked", "texasWhole"].sort(),
    );
    // The list shows the new count at once.
    const count = one<number>("select total_reviews from companies where id = ?", tx.id);
    expect(text.nearAustin).toMatch(new RegExp(`^Lone Star Cache .*:${count}$`));
  });

  it("a review arriving as another connection's commit (a replica) drops the same", async () => {
    const { fresh } = await afterWrite(
      () =>
        elsewhere(
          `insert into reviews (company_id, customer_name, rating, title, content)
           values (?, 'Replica Lister', 5, 'Great', 'Great work on the school lot.')`,
          ca.id,
        ),
      LIST_PAGES(),
    );
    expect(fresh.sort()).toEqual(["californiaRanked", "nearSacramento"]);
  });

  it("a listing's own change drops every list of its directory, not the other's", async () => {
    const { fresh } = await afterWrite(
      () => elsewhere("update companies set phone = '(512) 555-0100' where id = ?", tx.id),
      LIST_PAGES(),
    );
    expect(fresh.sort()).toEqual(
      [
        "californiaRanked",
        "nearAustin",
        "nearSacramento",
        "texasLanding",
        "texasLandingWhole",
        "texasRanked",
        "texasWhole",
      ].sort(),
    );
  });

  it("a review of a listing a state's page does not show drops it only when ranked and partial", async () => {
    const { fresh } = await afterWrite(() => review(tx2.id), LIST_PAGES());
    expect(fresh.sort()).toEqual(["texasLanding", "texasRanked"]);
  });

  it("a review drops a first page in the recommended order only when it lifts its listing to the page's last place or above", async () => {
    const pages = Object.fromEntries(
      Object.keys(FIRST_PAGES()).map((name) => [name, `/lists/${name}`]),
    ) as Record<FirstPageName, string>;
    // An unpaid Texas listing nobody lists here, rated 4 after the review.
    const { fresh } = await afterWrite(() => review(tx2.id), pages);
    expect(one<number>("select average_rating from companies where id = ?", tx2.id)).toBe(4);
    expect(fresh.sort()).toEqual(
      ["everywhereEndsAt30", "texasEndsAt30", "texasEndsAt40", "texasSecondPage"].sort(),
    );
  });

  it("a state's DOT resources drop its landing pages and no other list", async () => {
    const { fresh } = await afterWrite(
      () =>
        elsewhere(
          "update state_resources set dot_name = 'TxDOT (renamed)' where state_code = 'TX'",
        ),
      LIST_PAGES(),
    );
    expect(fresh.sort()).toEqual(["texasLanding", "texasLandingWhole"]);
  });

  it("a new listing drops every list of its directory", async () => {
    const { fresh } = await afterWrite(
      () => insertCompany({ name: "Listed Later Striping", state: "CA" }),
      LIST_PAGES(),
    );
    expect(fresh).not.toContain("materials");
    expect(fresh).toHaveLength(Object.keys(LISTS()).length - 1);
  });
});
