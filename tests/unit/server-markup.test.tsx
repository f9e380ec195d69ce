/**
 * A listing's card rendered once for its props and reused (decision 030): the kept markup is
 * byte for byte the live card's server render, and a change of what the card shows renders it
 * anew.
 */
import { createRoutesStub } from "react-router";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompanyCard, type CardCompany } from "~/components/company-card";
import { MaterialsCard, type MaterialsCardCompany } from "~/components/materials-card";
import { ReviewForm } from "~/components/review-form";
import { BrowseByState } from "~/components/content/browse-by-state";
import { SiteFooter } from "~/components/site-footer";
import { SiteNav } from "~/components/site-nav";
import { ServerMarkup, type KeepMarkup } from "~/components/server-markup";
import { keepMarkup } from "~/freshness/markup-cache.server";

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

/** The page's render of `element`, inside a router as on a page, with or without the keeper. */
function renderIn(element: React.ReactElement, keep: KeepMarkup | null) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <ServerMarkup.Provider value={keep}>{element}</ServerMarkup.Provider>,
    },
  ]);
  return renderToString(<Stub />);
}

const render = (card: CardCompany, keep: KeepMarkup | null) =>
  renderIn(<CompanyCard company={card} headingLevel={2} />, keep);

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

  it("keeps a materials card with its selection as the page had it", () => {
    const supplier: MaterialsCardCompany = {
      id: 9100,
      name: "Kept Paint Supply",
      location: "Reno",
      state: "NV",
      description: "Traffic paint, beads & thermoplastic.",
      phone: "(775) 555-0100",
      email: null,
      website: "https://paint.example.com",
      products: ["Traffic Paint", "Glass Beads"],
      certifications: ["AASHTO M 247"],
      companyType: "Distributor",
      yearEstablished: 1988,
      averageRating: "4.0",
      totalReviews: 1,
      isVerified: false,
      isClaimed: false,
    };
    for (const selection of [
      { defaultChecked: true },
      { defaultChecked: false },
      { checked: true, onChange: () => {} },
    ]) {
      const card = <MaterialsCard company={supplier} selection={selection} />;
      const live = renderIn(card, null);
      expect(renderIn(card, keepMarkup)).toBe(live);
      expect(renderIn(card, keepMarkup)).toBe(live);
    }
  });

  it("writes each listing into the kept review form, as the live form has it", () => {
    const listings = [
      {
        id: 9201,
        slug: "o-neil-and-sons-striping-tulsa-ok",
        name: `O'Neil & Sons "Lines" <Tulsa>`,
      },
      { id: 77, slug: "plain-striping-austin-tx", name: "Plain Striping" },
    ];
    for (const listing of listings) {
      for (const form of [
        <ReviewForm key="inline" company={listing} inline />,
        <ReviewForm key="page" company={listing} />,
      ]) {
        const live = renderIn(form, null);
        expect(live).toContain(`review-form-${listing.id}-rating`);
        expect(renderIn(form, keepMarkup)).toBe(live);
      }
    }
  });

  it("writes the navigation's links on the server as React Router's NavLink writes them", () => {
    const navAt = (path: string, user: { firstName: string } | null, keep: KeepMarkup | null) => {
      const Stub = createRoutesStub([
        {
          path: "*",
          Component: () => (
            <ServerMarkup.Provider value={keep}>
              <SiteNav user={user} />
            </ServerMarkup.Provider>
          ),
        },
      ]);
      return renderToString(<Stub initialEntries={[path]} />);
    };
    // Home (an exact match), a section and a page below it, a class string made "active",
    // a signed-in visitor's account link, and a page in no section.
    for (const [path, user] of [
      ["/", null],
      ["/browse", null],
      ["/blog/some-post", null],
      ["/register", null],
      ["/dashboard/listings", { firstName: "Ana" }],
      ["/companies/some-listing", null],
    ] as const) {
      const live = navAt(path, user, null);
      expect(live).toContain("</header>");
      expect(navAt(path, user, keepMarkup)).toBe(live);
    }
    expect(navAt("/browse", null, keepMarkup)).toMatch(/aria-current="page"[^>]*>Browse All</);
  });

  it("keeps the footer and the states' links as the live render writes them (decision 034)", () => {
    for (const element of [
      <SiteFooter key="out" signedIn={false} />,
      <SiteFooter key="in" signedIn />,
      <BrowseByState key="states" />,
    ]) {
      const live = renderIn(element, null);
      expect(live).toMatch(/Sign In|My Account|Browse by state/);
      expect(renderIn(element, keepMarkup)).toBe(live);
    }
    // Each signed-in state has its own kept footer.
    expect(renderIn(<SiteFooter signedIn />, keepMarkup)).toContain("My Account");
    expect(renderIn(<SiteFooter signedIn={false} />, keepMarkup)).toContain("Sign In");
  });
});
