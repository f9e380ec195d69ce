/**
 * Decision 043: control characters are refused by the shared schemas,
 * a page's action takes only a form body, a missing or unlisted listing is a JSON 404, a spent
 * review link says thanks without a 404, and a requester's own page is never public.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { call, flashedToast, freshIp, signedInUser } from "~/tests/support/route-call";
import { insertCompany, insertMaterialsCompany } from "~/tests/support/factories";
import { ownedBy, snapshot, validEdit } from "~/tests/support/owner-fixtures";
import { CONTROL_MESSAGE, MULTILINE_CONTROL_MESSAGE } from "~/lib/plain-text";
import { companyDetailsSchema, stripingEditSchema } from "~/lib/company-schemas";
import { reviewSchema } from "~/lib/review-schema";
import { quoteSchema } from "~/lib/quote-schema";
import { contactSchema } from "~/lib/contact-schema";
import { bulkEmailSchema } from "~/lib/bulk-email-schema";
import { blogPostSchema } from "~/lib/blog-post-schema";
import { stateResourceSchema } from "~/lib/state-resource-schema";
import { editNameSchema, registerSchema } from "~/lib/auth-schemas";
import { unlistListing } from "~/models/listings/listing-state.server";
import { formContentType } from "~/server/middleware/form-content-type.server";
import * as companyApi from "~/routes/api/api.companies.$id";
import * as materialsCompanyApi from "~/routes/api/api.materials-companies.$id";
import * as companyReviewsApi from "~/routes/api/api.companies.$id.reviews";
import * as claimApi from "~/routes/api/api.companies.claim";
import * as reviewsApi from "~/routes/api/api.reviews";
import * as outRoute from "~/routes/directory/out.$companyId.$kind";
import * as confirmReviewRoute from "~/routes/directory/reviews.confirm.$token";
import * as quotePage from "~/routes/quotes/quote-requests.$token";

const NUL = "\u0000";
const LONE_SURROGATE = "\ud83d";

type Case = {
  name: string;
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: Issue[] } } };
  valid: Record<string, unknown>;
  field: string;
  multiline: boolean;
};
type Issue = { path: PropertyKey[]; message: string };

const company = {
  companyType: "striping",
  name: "Acme Lines",
  location: "Austin",
  state: "TX",
  phone: "(512) 555-0100",
  email: "info@acme.example.com",
  website: "https://acme.example.com",
  description: "We stripe roads.",
  services: ["Road Striping"],
};
const review = {
  companyId: 1,
  rating: 5,
  customerName: "Rita",
  customerEmail: "",
  title: "Crisp lines",
  content: "Good work.",
};
const quote = {
  servicesNeeded: ["parking_lot"],
  customerName: "Quinn",
  customerEmail: "quinn@example.com",
  customerPhone: "(512) 555-0101",
  projectLocation: "Austin, TX",
  additionalNotes: "Thanks",
};
const contact = {
  name: "Cara",
  email: "cara@example.com",
  subject: "general",
  message: "Hello there, a question.",
};
const blog = {
  title: "Thermoplastic or paint",
  excerpt: "Which lasts longer on a busy road?",
  content: "Body",
  category: "Industry News",
  tags: "paint, roads",
  author: "Ann Author",
};
const resource = {
  dotName: "Texas Department of Transportation",
  dotAcronym: "TxDOT",
  standardsUrl: "https://www.txdot.gov/standards",
  specificationsUrl: "https://www.txdot.gov/specs",
  lastUpdated: "2026-01-01",
};
const registration = {
  firstName: "Reg",
  lastName: "Ister",
  email: "reg@example.com",
  password: "correct horse battery",
  confirmPassword: "correct horse battery",
};

const cases: Case[] = [
  {
    name: "company name",
    schema: companyDetailsSchema,
    valid: company,
    field: "name",
    multiline: false,
  },
  {
    name: "company website",
    schema: companyDetailsSchema,
    valid: company,
    field: "website",
    multiline: false,
  },
  {
    name: "company location",
    schema: companyDetailsSchema,
    valid: company,
    field: "location",
    multiline: false,
  },
  {
    name: "company description",
    schema: companyDetailsSchema,
    valid: company,
    field: "description",
    multiline: true,
  },
  {
    name: "edited name",
    schema: stripingEditSchema,
    valid: company,
    field: "name",
    multiline: false,
  },
  { name: "review title", schema: reviewSchema, valid: review, field: "title", multiline: false },
  {
    name: "reviewer name",
    schema: reviewSchema,
    valid: review,
    field: "customerName",
    multiline: false,
  },
  { name: "review text", schema: reviewSchema, valid: review, field: "content", multiline: true },
  {
    name: "quote name",
    schema: quoteSchema,
    valid: quote,
    field: "customerName",
    multiline: false,
  },
  {
    name: "quote location",
    schema: quoteSchema,
    valid: quote,
    field: "projectLocation",
    multiline: false,
  },
  {
    name: "quote notes",
    schema: quoteSchema,
    valid: quote,
    field: "additionalNotes",
    multiline: true,
  },
  { name: "contact name", schema: contactSchema, valid: contact, field: "name", multiline: false },
  {
    name: "contact message",
    schema: contactSchema,
    valid: contact,
    field: "message",
    multiline: true,
  },
  { name: "blog title", schema: blogPostSchema, valid: blog, field: "title", multiline: false },
  { name: "blog text", schema: blogPostSchema, valid: blog, field: "content", multiline: true },
  {
    name: "DOT name",
    schema: stateResourceSchema,
    valid: resource,
    field: "dotName",
    multiline: false,
  },
  {
    name: "DOT link",
    schema: stateResourceSchema,
    valid: resource,
    field: "standardsUrl",
    multiline: false,
  },
  {
    name: "first name",
    schema: registerSchema,
    valid: registration,
    field: "firstName",
    multiline: false,
  },
  {
    name: "edited first name",
    schema: editNameSchema,
    valid: registration,
    field: "firstName",
    multiline: false,
  },
];

/** The issues of parsing `valid` with `field` set to `value` (none: it parsed). */
function issuesWith(c: Case, value: string): Issue[] {
  const result = c.schema.safeParse({ ...c.valid, [c.field]: value });
  return result.success ? [] : (result.error?.issues ?? []);
}

const base = (c: Case) => String(c.valid[c.field]);

describe("control characters in text fields (point 9)", () => {
  it.each(cases)("$name: the valid input parses", (c) => {
    expect(issuesWith(c, base(c))).toEqual([]);
  });

  it.each(cases)("$name: NUL, other controls and a lone surrogate are refused", (c) => {
    const message = c.multiline ? MULTILINE_CONTROL_MESSAGE : CONTROL_MESSAGE;
    for (const bad of [NUL, "\u0007", "\u001b[31m", "\u007f", LONE_SURROGATE, "\udc00"]) {
      const value = `${base(c).slice(0, 3)}${bad}${base(c).slice(3)}`;
      const issues = issuesWith(c, value);
      expect(issues.length, `${c.name} with ${JSON.stringify(bad)}`).toBeGreaterThan(0);
      // The e-mail and link checks may speak first; a plain text field names the controls.
      if (!/email|website|Url/.test(c.field)) {
        expect(issues.map((i) => i.message)).toContain(message);
      }
    }
  });

  it.each(cases)("$name: line breaks and tabs are refused on one line, kept in a textarea", (c) => {
    for (const br of ["\r\n", "\n", "\r", "\t"]) {
      const value = `${base(c).slice(0, 3)}${br}Set-Cookie: x=1${base(c).slice(3)}`;
      if (c.multiline) expect(issuesWith(c, value), JSON.stringify(br)).toEqual([]);
      else expect(issuesWith(c, value).length, JSON.stringify(br)).toBeGreaterThan(0);
    }
  });

  it("an emoji (a surrogate pair) is text, not a control", () => {
    expect(issuesWith(cases[0], "Acme 🚧 Lines")).toEqual([]);
  });

  it("bulk mail: a subject is one line, a message may have lines", () => {
    const mail = { companyIds: [1], subject: "Hello", message: "Line one\nLine two" };
    expect(bulkEmailSchema.safeParse(mail).success).toBe(true);
    expect(
      bulkEmailSchema.safeParse({ ...mail, subject: "Hi\r\nBcc: x@example.com" }).success,
    ).toBe(false);
    expect(bulkEmailSchema.safeParse({ ...mail, message: `a${NUL}b` }).success).toBe(false);
  });

  it("the owner API refuses a website with CR/LF and a name with NUL; nothing is stored", async () => {
    const owner = await signedInUser("ctl");
    const row = ownedBy(owner.id);
    const before = snapshot(row.id);
    for (const body of [
      { ...validEdit, website: "https://acme.example.com/\r\nSet-Cookie: a=b" },
      { ...validEdit, name: `Acme${NUL} Lines` },
    ]) {
      const res = await call(companyApi.action, "PATCH", `/api/companies/${row.id}`, {
        cookie: owner.cookie,
        json: body,
        params: { id: String(row.id) },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toMatch(/control characters/);
    }
    expect(snapshot(row.id)).toEqual(before);
  });

  it("the review API refuses NUL and keeps the reviewer's line breaks", async () => {
    const c = insertCompany();
    const post = (content: string) =>
      call(reviewsApi.action, "POST", "/api/reviews", {
        ip: freshIp(),
        json: { companyId: c.id, customerName: "Lee", rating: 4, title: "Good", content },
      });
    expect((await post(`Clean${NUL} lines`)).status).toBe(400);
    expect((await post("Clean lines.\r\nOn time, too.")).status).toBe(201);
  });

  it("a website stored with CR/LF before the rule is no link: a 404, not a crash", async () => {
    const c = insertCompany({ website: "https://acme.example.com/\r\nSet-Cookie: a=b" });
    const res = await call(outRoute.loader, "GET", `/out/${c.id}/website`, {
      params: { companyId: String(c.id), kind: "website" },
    });
    expect(res.status).toBe(404);
  });
});

describe("a page's action takes only a form body (point 10)", () => {
  let base = "";
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    app.use(formContentType());
    app.all("/{*splat}", (_req, res) => res.status(200).send("reached the route"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const post = (path: string, type: string | null, body = "a=1") =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: type ? { "Content-Type": type } : {},
      body,
    });

  it.each([
    ["application/json", '{"email":"a@example.com"}'],
    ["text/plain", "email=a@example.com"],
    ["application/xml", "<a/>"],
  ])("a page address answers %s with a 415 and a message", async (type, body) => {
    for (const path of ["/login", "/login.data", "/dashboard", "/reviews/confirm/abc"]) {
      const res = await post(path, type, body);
      expect(res.status, path).toBe(415);
      expect((await res.json()).message).toMatch(/form posts only/);
    }
  });

  it("form posts and the JSON API reach their routes", async () => {
    expect((await post("/login", "application/x-www-form-urlencoded;charset=UTF-8")).status).toBe(
      200,
    );
    const form = new FormData();
    form.set("a", "1");
    expect((await fetch(`${base}/dashboard/logo`, { method: "POST", body: form })).status).toBe(
      200,
    );
    expect((await post("/api/reviews", "application/json", "{}")).status).toBe(200);
    expect((await fetch(`${base}/login`)).status).toBe(200);
  });
});

describe("statuses (point 11)", () => {
  it("GET /api/companies/:id: a listed company, else a JSON 404 (unlisted, unknown, other directory, not a number)", async () => {
    const listed = insertCompany();
    const unlisted = insertCompany();
    unlistListing(unlisted.id);
    const materials = insertMaterialsCompany();
    const get = (id: string) =>
      call(companyApi.loader, "GET", `/api/companies/${id}`, { params: { id } });
    const ok = await get(String(listed.id));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: listed.id, name: listed.name });
    for (const id of [String(unlisted.id), "99999999", String(materials.id), "abc", "1e3", "-1"]) {
      const res = await get(id);
      expect(res.status, id).toBe(404);
      expect(await res.json(), id).toEqual({ message: "Company not found" });
    }
    const mat = (id: string) =>
      call(materialsCompanyApi.loader, "GET", `/api/materials-companies/${id}`, { params: { id } });
    expect((await mat(String(materials.id))).status).toBe(200);
    expect((await mat(String(listed.id))).status).toBe(404);
  });

  it("an unlisted listing's reviews are a 404 too", async () => {
    const c = insertCompany();
    unlistListing(c.id);
    const res = await call(companyReviewsApi.loader, "GET", `/api/companies/${c.id}/reviews`, {
      params: { id: String(c.id) },
    });
    expect(res.status).toBe(404);
  });

  it("a GET of a write-only API address is a JSON 405", async () => {
    const res = await call(claimApi.loader, "GET", "/api/companies/claim");
    expect(res.status).toBe(405);
    expect((await res.json()).message).toBe("Method not allowed");
  });

  it("confirming a review is not answered with a 404: it redirects to the listing with thanks", async () => {
    const c = insertCompany();
    const token = "t".repeat(24) + Date.now();
    getDb()
      .$client.prepare(
        "INSERT INTO reviews (company_id, customer_name, customer_email, rating, title, content, confirm_token) VALUES (?, 'Rita', 'rita@example.com', 5, 'Crisp', 'Good', ?)",
      )
      .run(c.id, token);
    const path = `/reviews/confirm/${token}`;
    const answer = await call(confirmReviewRoute.action, "POST", path, {
      params: { token },
      body: new URLSearchParams(),
    });
    // Remix runs the page's loader after an action that does not redirect, for the same answer.
    const status =
      answer.status >= 300 && answer.status < 400
        ? answer.status
        : (await call(confirmReviewRoute.loader, "GET", path, { params: { token } })).status;
    expect(status).not.toBe(404);
    expect(answer.headers.get("Location")).toBe(`/companies/${c.slug}#reviews`);
    expect((await flashedToast(answer))?.title).toBe("Thank you, your review is verified");
  });
});

describe("private pages (point 12)", () => {
  it("the requester's quote page is never kept: private, no-store", () => {
    const headers = (quotePage as { headers?: (a: unknown) => HeadersInit }).headers;
    expect(headers, "quote-requests.$token exports headers").toBeTypeOf("function");
    const out = new Headers(
      headers!({
        loaderHeaders: new Headers(),
        parentHeaders: new Headers(),
        actionHeaders: new Headers(),
        errorHeaders: undefined,
      }),
    );
    expect(out.get("Cache-Control")).toBe("private, no-store");
  });
});
