/**
 * A website with letters beyond Latin-1 or an invisible separator: saved only when it is an
 * address a visitor can be sent to, and sent on as the address parsed and encoded, never a 500.
 */
import { describe, expect, it } from "vitest";
import { call } from "~/tests/support/route-call";
import { insertCompany } from "~/tests/support/factories";
import { companyDetailsSchema } from "~/lib/company-schemas";
import { isValidWebsite, websiteHref } from "~/lib/website";
import * as outRoute from "~/routes/directory/out.$companyId.$kind";
import { validCompanyDetails } from "~/tests/support/valid-forms";

const company = validCompanyDetails;

async function followWebsite(website: string) {
  const c = insertCompany({ website });
  return call(outRoute.loader, "GET", `/out/${c.id}/website`, {
    params: { companyId: String(c.id), kind: "website" },
  });
}

describe("a listing's website link", () => {
  it.each([
    ["https://example.com/łódź", "https://example.com/%C5%82%C3%B3d%C5%BA"],
    ["bücher.example/straße", "https://xn--bcher-kva.example/stra%C3%9Fe"],
    ["https://例え.jp/", "https://xn--r8jz45g.jp/"],
    ["https://example.com/a\u2028b", "https://example.com/a%E2%80%A8b"],
    ["https://acme.example.com", "https://acme.example.com"],
  ])("%j redirects to %s", async (website, location) => {
    const res = await followWebsite(website);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(location);
    expect(websiteHref(website)).toBe(location);
  });
});

describe("saving a website", () => {
  const parse = (website: string) => companyDetailsSchema.safeParse({ ...company, website });

  it("takes an IDN host and a path beyond Latin-1, stored as typed", () => {
    for (const website of ["https://example.com/łódź", "https://bücher.example/", "例え.jp"]) {
      const parsed = parse(website);
      expect(parsed.success, website).toBe(true);
      expect(parsed.data?.website).toBe(
        website.startsWith("https://") ? website : `https://${website}`,
      );
    }
  });

  it("refuses a line separator or an invisible character, with the website message", () => {
    for (const website of [
      "https://example.com/a\u2028b",
      "https://example.com/\u2029x",
      "https://example.com/\u202egnp.exe",
      "https://exa\u200bmple.com/",
    ]) {
      expect(isValidWebsite(website), JSON.stringify(website)).toBe(false);
      const parsed = parse(website);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues).toContainEqual(
        expect.objectContaining({ path: ["website"], message: "Enter a valid website address" }),
      );
    }
  });
});
