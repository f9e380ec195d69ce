import { describe, expect, it } from "vitest";
import { isValidWebsite, normalizeWebsite, websiteHref, websiteLabel } from "./website";
import { escapeHtml, serializeJsonLd } from "./escape";
import { isValidEmail, isValidPhone } from "./contact-rules";

describe("website label", () => {
  it("drops the protocol", () => {
    expect(websiteLabel("https://www.acme.example.com")).toBe("www.acme.example.com");
    expect(websiteLabel("http://acme.example.com")).toBe("acme.example.com");
  });
  it("truncates past 25 characters with an ellipsis", () => {
    expect(websiteLabel("https://www.precision-striping.example.com")).toBe(
      "www.precision-striping.ex...",
    );
    expect(websiteLabel("https://abcdefghijklmnopqrstuvwxy")).toBe("abcdefghijklmnopqrstuvwxy");
  });
});

describe("website rules", () => {
  it("prepends https:// when there is no protocol and keeps empty as empty", () => {
    expect(normalizeWebsite(" www.a.example.com ")).toBe("https://www.a.example.com");
    expect(normalizeWebsite("")).toBe("");
    expect(isValidWebsite("")).toBe(true);
  });
  it("accepts only http and https", () => {
    expect(isValidWebsite("ftp://a.example.com")).toBe(false);
    expect(websiteHref("javascript:alert(1)")).toBeNull();
    expect(websiteHref("a.example.com")).toBe("https://a.example.com");
  });
});

describe("escaping", () => {
  it("escapes HTML special characters", () => {
    expect(escapeHtml(`<script>alert("x") & 'y'</script>`)).toBe(
      "&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;",
    );
  });
  it("serialises JSON-LD so a value cannot close the script element", () => {
    const out = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(out).not.toContain("</script>");
    expect(JSON.parse(out)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("contact rules", () => {
  it("checks e-mail format and length", () => {
    expect(isValidEmail("a@b.example.com")).toBe(true);
    expect(isValidEmail("not-an-email")).toBe(false);
    expect(isValidEmail(`${"a".repeat(250)}@b.co`)).toBe(false);
  });
  it("wants exactly 10 digits in a phone number", () => {
    expect(isValidPhone("(512) 555-0123")).toBe(true);
    expect(isValidPhone("555-0123")).toBe(false);
  });
});
