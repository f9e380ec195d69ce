/**
 * What a card and the navigation show. A listing nobody reviewed says 'No
 * reviews yet'; an address wraps only at '@' and dots; 'Sign Out' keeps to one line; a state
 * page's DOT link opens that state's card on /resources. (The browser walk is in
 * tests/e2e/issue-29-owners-and-console.spec.ts.)
 */
import { createRoutesStub } from "react-router";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompanyCard, type CardCompany } from "~/components/company-card";
import { MaterialsCard, type MaterialsCardCompany } from "~/components/materials-card";
import { SiteNav } from "~/components/site-nav";
import * as statePage from "~/routes/directory/striping-companies.$state._index";
import * as resources from "~/routes/content/resources";
import { call } from "~/tests/support/route-call";
import { pageText } from "~/tests/support/page-text";

const company: CardCompany = {
  id: 9101,
  slug: "sponsored-unreviewed-lines-plano-tx",
  name: "Sponsored Unreviewed Lines",
  location: "Plano",
  state: "TX",
  description: "Parking lots.",
  phone: "(972) 555-0100",
  email: "estimating.department@sponsored-unreviewed-lines.example.com",
  website: "https://sponsored.example.com",
  services: ["Parking Lot Striping"],
  averageRating: "0.00",
  totalReviews: 0,
  isVerified: false,
  isClaimed: true,
  customLogo: null,
  sponsored: true,
};

function render(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToString(<Stub />);
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("cards", () => {
  it("a sponsored listing with no reviews says 'No reviews yet', not '0.0 (0 reviews)'", () => {
    const card = text(render(<CompanyCard company={company} headingLevel={2} />));
    expect(card).toContain("No reviews yet");
    expect(card).not.toContain("0.0 (0 reviews)");
    const reviewed = text(
      render(
        <CompanyCard
          company={{ ...company, totalReviews: 3, averageRating: "4.33" }}
          headingLevel={2}
        />,
      ),
    );
    expect(reviewed).toContain("4.3 (3 reviews)");
  });

  it("an e-mail address wraps after '@' and before dots, never inside a word", () => {
    const html = render(<CompanyCard company={company} headingLevel={2} />);
    const dd = html.match(/<dd[^>]*>estimating[\s\S]*?<\/dd>/)![0].replaceAll("<!-- -->", "");
    expect(dd).not.toMatch(/break-all/);
    expect(dd).toContain(
      "estimating.department<wbr/>@sponsored-unreviewed-lines<wbr/>.example<wbr/>.com",
    );
    const materials: MaterialsCardCompany = {
      ...company,
      products: ["Paint"],
      certifications: [],
      companyType: "Supplier",
      yearEstablished: null,
    } as unknown as MaterialsCardCompany;
    const supplier = render(
      <MaterialsCard company={materials} selection={{ defaultChecked: false }} />,
    );
    expect(supplier.replaceAll("<!-- -->", "")).toContain(
      "estimating.department<wbr/>@sponsored-unreviewed-lines",
    );
    expect(supplier).not.toMatch(/<li class="[^"]*break-all/);
  });
});

describe("navigation", () => {
  it("keeps 'Sign Out' on one line", () => {
    const html = render(<SiteNav user={{ firstName: "Dana" }} />);
    const buttons = [...html.matchAll(/<button[^>]*class="([^"]*)"[^>]*>Sign Out<\/button>/g)];
    expect(buttons.length).toBeGreaterThan(0);
    for (const b of buttons) expect(b[1]).toContain("whitespace-nowrap");
  });
});

describe("a state page's DOT link", () => {
  it("opens that state's card on /resources", async () => {
    const { html } = await pageText(
      statePage.default,
      await call(statePage.loader, "GET", "/striping-companies/texas", {
        params: { state: "texas" },
      }),
      "/striping-companies/texas",
    );
    expect(html).toContain('href="/resources#state-TX"');
    const list = await pageText(
      resources.default,
      await call(resources.loader, "GET", "/resources"),
      "/resources",
    );
    expect(list.html).toMatch(/id="state-TX"/);
  });
});
