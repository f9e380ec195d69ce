/** The nonce stays on scripts and leaves links (decision 039). */
import { describe, expect, it } from "vitest";
import { dropLinkNonces } from "~/server/auth/link-nonces.server";

const nonce = "bm9uY2UtdmFsdWUtMTIzNA==";

describe("dropLinkNonces", () => {
  it("takes the nonce off every link and leaves every script's", () => {
    const html = [
      `<head><link nonce="${nonce}" rel="stylesheet" href="/assets/a.css"/>`,
      `<link rel="modulepreload" href="/assets/b.js" nonce="${nonce}"/>`,
      `<script nonce="${nonce}">window.x = 1;</script>`,
      `<link rel="modulepreload" href="/assets/c.js" nonce="${nonce}"/></head>`,
      `<body><p>nonce="${nonce}"</p><script nonce="${nonce}" type="module">import("/c.js");</script></body>`,
    ].join("");
    const out = dropLinkNonces(Buffer.from(html), nonce).toString();
    expect(out).toBe(
      [
        `<head><link rel="stylesheet" href="/assets/a.css"/>`,
        `<link rel="modulepreload" href="/assets/b.js"/>`,
        `<script nonce="${nonce}">window.x = 1;</script>`,
        `<link rel="modulepreload" href="/assets/c.js"/></head>`,
        `<body><p>nonce="${nonce}"</p><script nonce="${nonce}" type="module">import("/c.js");</script></body>`,
      ].join(""),
    );
  });

  it("returns a page without link nonces as it is", () => {
    const page = Buffer.from(`<script nonce="${nonce}"></script>`);
    expect(dropLinkNonces(page, nonce)).toBe(page);
    expect(dropLinkNonces(page, "")).toBe(page);
  });
});
