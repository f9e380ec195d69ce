/**
 * A listing's card rendered once for its props and reused (decision 030): the kept markup is
 * byte for byte the live card's server render, and a change of what the card shows renders it
 * anew.
 */
import { createRemixStub } from "@remix-run/testing";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompanyCard, type CardCompany } from "~/components/company-card";
import { ServerMarkup, type KeepMarkup } from "~/components/server-markup";
import { keepMarkup } from "~/server/markup-cache.server";

const company: CardCompany = {
  id: 9001,
  slug: "kept-card-striping-austin-tx",
  name: "Kept Card Striping",
  location: "Austin",
  state: "TX",
  description: "Lines & arrows <done> right.",
  phone: "(512) 555-0100",
  email: "office@kept.example.com",
  website: "https://kept.example.com",
  services: ["Road Striping", "Parking Lot Striping"],
  averageRating: "4.5",
  totalReviews: 2,
  isVerified: true,
  isClaimed: true,
  customLogo: null,
  sponsored: true,
  distanceMiles: 12.3,
};

/** The page's render of a card, inside a router as on a page, with or without the keeper. */
function render(card: CardCompany, keep: KeepMarkup | null) {
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => (
        <ServerMarkup.Provider value={keep}>
          <CompanyCard company={card} headingLevel={2} />
        </ServerMarkup.Provider>
      ),
    },
  ]);
  return renderToString(<Stub />);
}

describe("kept card markup", () => {
  it("is the live card's markup, byte for byte", () => {
    const live = render(company, null);
    expect(live).toContain("Kept Card Striping");
    expect(render(company, keepMarkup)).toBe(live);
    // And from the keeper the second time.
    expect(render(company, keepMarkup)).toBe(live);
  });

  it("renders once per state of the listing, and again when what it shows changes", () => {
    let renders = 0;
    const counting: KeepMarkup = (key, piece) =>
      keepMarkup(key, () => {
        renders++;
        return piece();
      });
    const card = { ...company, id: 9002, slug: "counted-card-striping-austin-tx" };
    render(card, counting);
    render(card, counting);
    expect(renders).toBe(1);
    const reviewed = { ...card, averageRating: "4.7", totalReviews: 3 };
    const html = render(reviewed, counting);
    expect(renders).toBe(2);
    expect(html).toContain("4.7 (3 reviews)");
    expect(html).toBe(render(reviewed, null));
  });
});
