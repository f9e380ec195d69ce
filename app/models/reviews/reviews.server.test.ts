import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db/client";
import { insertCompany } from "~/tests/support/factories";
import { reviewSchema } from "~/lib/review-schema";
import { createReview, listReviews } from "./reviews.server";
import { NotFound } from "~/models/errors.server";
import { reviewFigures } from "~/models/directory/companies.server";

const base = { customerName: "Pat", title: "Great", content: "Straight lines, done on time." };

describe("reviews and rating aggregates", () => {
  it("keeps average (2 decimals) and count in step with the reviews", () => {
    const c = insertCompany();
    createReview({ companyId: c.id, rating: 5, ...base });
    createReview({ companyId: c.id, rating: 4, ...base });
    const res = createReview({ companyId: c.id, rating: 4, ...base });
    expect(res.company).toEqual({ id: c.id, averageRating: "4.33", totalReviews: 3 });
    const row = getDb().select().from(schema.companies).where(eq(schema.companies.id, c.id)).get()!;
    expect(row.totalReviews).toBe(3);
    expect(row.averageRating).toBeCloseTo(4.33, 5);
    expect(listReviews(c.id)).toHaveLength(3);
  });

  it("writes nothing when the company does not exist", () => {
    const before = getDb().$client.prepare("select count(*) n from reviews").get() as { n: number };
    expect(() => createReview({ companyId: 987654, rating: 5, ...base })).toThrow(NotFound);
    const after = getDb().$client.prepare("select count(*) n from reviews").get() as { n: number };
    expect(after.n).toBe(before.n);
  });

  it("every seeded company's aggregate matches its reviews", () => {
    const mismatches = getDb()
      .$client.prepare(
        `select c.id from companies c left join (select company_id, count(*) n, round(avg(rating),2) a from reviews group by company_id) r on r.company_id = c.id
         where c.total_reviews != coalesce(r.n, 0) or abs(c.average_rating - coalesce(r.a, 0)) > 0.001`,
      )
      .all();
    expect(mismatches).toEqual([]);
  });

  it("buckets each company's average to the nearest star", () => {
    const figures = reviewFigures();
    const reviewed = figures.distribution.reduce((s, d) => s + d.count, 0);
    expect(reviewed).toBe(figures.reviewedCompanies);
    expect(figures.distribution.map((d) => d.star)).toEqual([5, 4, 3, 2, 1]);
  });
});

describe("review validation", () => {
  const errorsOf = (input: Record<string, unknown>) => {
    const r = reviewSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it("refuses rating 0 with the spec's title", () => {
    expect(errorsOf({ companyId: 1, rating: 0, ...base })).toContain("Please provide a rating");
  });
  it("refuses blank name, title or content after trimming", () => {
    expect(errorsOf({ companyId: 1, rating: 3, ...base, title: "   " })).toContain(
      "Please fill in all required fields",
    );
  });
  it("trims values and omits empty optional fields", () => {
    const r = reviewSchema.parse({
      companyId: 1,
      rating: 3,
      customerName: "  Al ",
      title: " T ",
      content: " C ",
      customerEmail: " ",
    });
    expect(r).toMatchObject({ customerName: "Al", title: "T", content: "C" });
    expect(r.customerEmail).toBeUndefined();
  });
  it("checks the optional e-mail's format", () => {
    expect(errorsOf({ companyId: 1, rating: 3, ...base, customerEmail: "nope" })).toContain(
      "Invalid email address",
    );
  });
});

describe("review form parsing through conform", () => {
  it("accepts a form without the optional e-mail and reports the spec's messages", async () => {
    const { parseWithZod } = await import("@conform-to/zod/v4");
    const fd = new FormData();
    for (const [k, v] of Object.entries({
      companyId: "1",
      rating: "4",
      customerName: "A",
      customerEmail: "",
      title: "T",
      content: "C",
    }))
      fd.set(k, v);
    expect(parseWithZod(fd, { schema: reviewSchema }).status).toBe("success");
    fd.delete("rating");
    const failed = parseWithZod(fd, { schema: reviewSchema });
    expect(failed.status).toBe("error");
    // A refusal carries its title and description as data (decision 025).
    expect(failed.reply().error?.[""]).toEqual([
      "Please provide a rating",
      "Rating is required to submit a review.",
    ]);
  });
});
