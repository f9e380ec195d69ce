/**
 * The listing import through the routes: the export is the operator's only, a bad upload changes nothing,
 * the mapping step saves the source's work classes and asks for a state list's state, and
 * /unsubscribe asks on GET and unsubscribes on POST (the page's button or RFC 8058's
 * one-click POST), only with a link we signed.
 */
import { describe, expect, it } from "vitest";
import { asResponse, call } from "~/tests/support/route-call";
import { account, cookieFor, sql } from "~/tests/support/admin-call";
import { isSuppressed, unsubscribeUrl } from "~/models/mail/mail-suppression.server";
import { saveUpload, sourceSettings } from "~/models/imports/import-uploads.server";
import { sampleCsv } from "~/tests/support/import-csv";
import { SAMPLE_MAPPING } from "~/tests/support/import-sample";
import { env } from "~/env.server";
import * as exportRoute from "~/routes/admin/admin.export[.csv]";
import * as importRoute from "~/routes/admin/admin.import";
import * as unsubscribe from "~/routes/auth/unsubscribe";

describe("export", () => {
  it("is a 404 for an owner and a CSV for the operator", async () => {
    const owner = await cookieFor(account().id);
    expect(
      (await call(exportRoute.loader, "GET", "/admin/export.csv", { cookie: owner })).status,
    ).toBe(404);
    const operator = await cookieFor(account("admin").id);
    const res = await call(exportRoute.loader, "GET", "/admin/export.csv", { cookie: operator });
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = Buffer.from(await res.arrayBuffer());
    // A byte-order mark first, so spreadsheets read the file as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.split("\r\n")[0]).toBe(
      "id,name,city,state,phone,email,website,description,work classes,page url",
    );
    const listings = sql
      .prepare(
        "SELECT count(*) n FROM companies WHERE directory = 'striping' AND deleted_at IS NULL",
      )
      .get() as { n: number };
    const records = text.trim().split("\r\n").length - 1;
    // Descriptions may hold line breaks inside quotes: at least one line per listing.
    expect(records).toBeGreaterThanOrEqual(listings.n);
  });
});

describe("upload", () => {
  it("refuses a file that is not UTF-8 and keeps nothing", async () => {
    const cookie = await cookieFor(account("admin").id);
    const form = new FormData();
    form.set("intent", "upload");
    form.set("source", "Latin-1 list");
    form.set("file", new File([Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x0a])], "x.csv"));
    const res = asResponse(
      await importRoute.action({
        request: new Request("http://localhost/admin/import", {
          method: "POST",
          headers: { Cookie: cookie },
          body: form,
        }),
        params: {},
        context: {},
      } as never),
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("not UTF-8");
  });
});

describe("unsubscribe", () => {
  const link = (email: string) => {
    const url = new URL(
      unsubscribeUrl(email, { siteUrl: "http://localhost", secret: env().SESSION_SECRET }),
    );
    return `${url.pathname}${url.search}`;
  };

  it("asks on GET, unsubscribes on the one-click POST", async () => {
    const email = `stop-${Date.now()}@example.com`;
    const page = await unsubscribe.loader({
      request: new Request(`http://localhost${link(email)}`),
      params: {},
      context: {},
    } as never);
    expect(page).toEqual({ email, done: false });
    expect(isSuppressed(email)).toBe(false);
    const res = await call(unsubscribe.action, "POST", link(email), {
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    expect(await asResponse(res).json()).toMatchObject({ email });
    expect(isSuppressed(email)).toBe(true);
  });

  it("refuses a link we did not sign", async () => {
    const email = `other-${Date.now()}@example.com`;
    const forged = link("someone@example.com").replace(
      "someone%40example.com",
      encodeURIComponent(email),
    );
    const res = await call(unsubscribe.action, "POST", forged, {
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    });
    expect(asResponse(res).status).toBe(400);
    expect(isSuppressed(email)).toBe(false);
  });
});

describe("the mapping step", () => {
  const upload = () =>
    saveUpload(
      sampleCsv([
        { "Firm Name": "A", City: "Toledo", State: "OH", "Work Classes": "Pavement Marking" },
      ]),
      "m.csv",
    );
  const mapForm = (source: string, extra: Record<string, string | string[]>) => {
    const form = new URLSearchParams({
      intent: "map",
      upload: upload(),
      source,
      workClassColumn: "Work Classes",
      credentialKind: "dbe_certified",
      credentialState: "OH",
    });
    for (const [field, header] of Object.entries(SAMPLE_MAPPING)) form.set(`map.${field}`, header);
    for (const [k, v] of Object.entries(extra)) {
      form.delete(k);
      for (const one of [v].flat()) form.append(k, one);
    }
    return form;
  };
  const post = async (form: URLSearchParams) =>
    asResponse(
      await call(importRoute.action, "POST", "/admin/import", {
        cookie: await cookieFor(account("admin").id),
        body: form,
      }),
    );

  it("saves each work class's service with the source, and refuses one outside the list", async () => {
    const source = `Mapped list ${Date.now()}`;
    const ok = await post(
      mapForm(source, {
        workClass: ["pavement marking", "guardrail"],
        workClassService: ["Thermoplastic Striping", ""],
        sourceUrl: "ucp.example.gov/list",
      }),
    );
    expect(ok.status).toBe(302);
    expect(sourceSettings(source)).toMatchObject({
      workClasses: { "pavement marking": "Thermoplastic Striping", guardrail: "" },
      credentialState: "OH",
      sourceUrl: "https://ucp.example.gov/list",
    });
    const bad = await post(
      mapForm(`${source} 2`, {
        workClass: "pavement marking",
        workClassService: "Pavement Marking",
      }),
    );
    expect(bad.status).toBe(400);
    expect(sourceSettings(`${source} 2`)).toBeUndefined();
  });

  it("comes back for the values when the work-classes column changed", async () => {
    const source = `Switched list ${Date.now()}`;
    const res = await post(mapForm(source, { workClassColumn: "Certificate Number" }));
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get("location")!, "http://x").searchParams.get("step")).toBe("map");
  });

  it("asks for the list's state when its credential is granted per state", async () => {
    const source = `Stateless list ${Date.now()}`;
    const res = await post(mapForm(source, { credentialState: "" }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(
      "Choose the state the list's credential is for",
    );
    expect(sourceSettings(source)).toBeUndefined();
  });
});
