/**
 * Control characters are refused by the shared schemas (decision 043), in the pages and the API
 * alike, and nothing is stored; line breaks stay where a field may have lines.
 */
import { describe, expect, it } from "vitest";
import { call, freshIp, signedInUser } from "~/tests/support/route-call";
import { insertCompany } from "~/tests/support/factories";
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
import * as companyApi from "~/routes/api/api.companies.$id";
import * as reviewsApi from "~/routes/api/api.reviews";
import * as outRoute from "~/routes/directory/out.$companyId.$kind";
import { validCompanyDetails } from "~/tests/support/valid-forms";

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

const company = validCompanyDetails;
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

describe("control characters in text fields", () => {
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
