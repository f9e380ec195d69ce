/**
 * What a card, a review and the navigation say in words, as a text browser (no CSS) prints the
 * server's HTML: a self-reported credential says so, "Verified" names what was checked, marks
 * and the rating are apart, the navigation is a list and the honeypot is no box to type in.
 */
import { createRoutesStub } from "react-router";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CompanyCard, type CardCompany } from "~/components/company-card";
import { CredentialBadges } from "~/components/credential-badges";
import { Honeypot } from "~/components/honeypot";
import { ReviewList, type ReviewItem } from "~/components/review-list";
import { SiteNav } from "~/components/site-nav";

function render(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  return renderToString(<Stub />);
}

/** The text as a browser without CSS reads it: tags gone, no space added where none was. */
const plain = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

const company: CardCompany = {
  id: 9301,
  slug: "plain-words-lines-tulsa-ok",
  name: "Plain Words Lines",
  location: "Tulsa",
  state: "OK",
  description: null,
  phone: "(918) 555-0100",
  email: null,
  website: null,
  services: ["Road Striping"],
  averageRating: "4.50",
  totalReviews: 2,
  isVerified: true,
  isClaimed: true,
  customLogo: null,
  sponsored: true,
  coverage: "Works within 100 miles of Tulsa, OK",
  credentials: [
    { kind: "dot_prequalified", state: "OK", verified: true },
    { kind: "dbe_certified", state: "OK", verified: false },
  ],
};

describe("words a person reads", () => {
  it("a self-reported credential says so in words; a checked one carries no such words", () => {
    const text = plain(render(<CredentialBadges credentials={company.credentials!} />));
    expect(text).toContain("DBE Certified (OK) · Self-reported");
    expect(text).not.toContain("DOT Certified (OK) · Self-reported");
    // Checked may mean a public list named it: the words do not claim the directory's own check.
    expect(text).toContain("DOT Certified (OK) (verified by the directory or on a public list)");
  });

  it("a card says 'Verified listing' and 'Sponsored' apart, the rating apart from its count, and where the firm works", () => {
    const text = plain(render(<CompanyCard company={company} headingLevel={2} />));
    expect(text).toMatch(/Verified listing\s+Sponsored/);
    expect(text).toMatch(/4\.5 out of 5 stars\s+4\.5 \(2 reviews\)/);
    expect(text).toContain("Works within 100 miles of Tulsa, OK");
    expect(text).toMatch(/Call\s+Reviews\s+Write Review/);
    const fresh = plain(
      render(<CompanyCard company={{ ...company, totalReviews: 0, averageRating: "0.00" }} />),
    );
    expect(fresh).toContain("No reviews yet");
    expect(fresh).not.toContain("out of 5 stars");
  });

  it("a review confirmed by its writer says 'Verified review', apart from the stars and the date", () => {
    const review = {
      id: 1,
      customerName: "Rita Reader",
      rating: 4,
      title: "Clean lines",
      content: "On time.",
      projectType: null,
      projectSize: null,
      isVerified: true,
      createdAt: "2026-06-01T12:00:00.000Z",
      replies: [],
    } as unknown as ReviewItem;
    const text = plain(render(<ReviewList reviews={[review]} total={1} companyName="X" />));
    expect(text).toMatch(/Rita Reader\s+Verified review\s+4\.0 out of 5 stars\s+Jun/);
  });

  it("the navigation is a list of links, and the honeypot an input a text browser leaves out", () => {
    const nav = render(<SiteNav user={null} />);
    expect(nav).toMatch(/<li[^>]*><a[^>]*href="\/browse"[^>]*>Browse All<\/a><\/li>/);
    expect(nav).toMatch(/<li[^>]*><a[^>]*href="\/login"[^>]*>Sign In<\/a><\/li>/);
    const trap = render(<Honeypot />);
    expect(trap).toMatch(/<input type="hidden"[^>]* name="contactWebsite"/);
    expect(trap).not.toMatch(/type="text"/);
  });
});
