/**
 * Migration 0018 splits a listing's changes into two kinds (decision 028): its own details, which
 * can change what any list holds, and its figures (rating and review count). The trigger that
 * logs the first names the columns it watches; a column added to `companies` later must be named
 * there too, or a change of it alone would leave list pages cached.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";

const FIGURES = ["average_rating", "total_reviews", "updated_at"];
/** Logged as kind 'coverage' by a trigger of its own (migration 0033). */
const COVERAGE = ["travel_miles"];

describe("change kinds", () => {
  it("every column of a listing but its figures is watched by the listing trigger", () => {
    const client = getDb().$client;
    const columns = client
      .prepare("SELECT name FROM pragma_table_info('companies')")
      .pluck()
      .all() as string[];
    const trigger = client
      .prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?")
      .pluck()
      .get("changes_companies_update") as string;
    const watched = /UPDATE OF (.*?) ON/s.exec(trigger)?.[1] ?? "";
    const named = [...watched.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]);
    expect(named.sort()).toEqual(
      columns.filter((c) => !FIGURES.includes(c) && !COVERAGE.includes(c)).sort(),
    );
  });

  it("a review logs kind 'review'; an edit of the listing logs kind 'company'", () => {
    const client = getDb().$client;
    const id = client.prepare("SELECT min(id) FROM companies").pluck().get() as number;
    const last = () => client.prepare("SELECT coalesce(max(id), 0) FROM content_changes").pluck();
    const before = last().get() as number;
    client
      .prepare(
        "INSERT INTO reviews (company_id, customer_name, rating, title, content) VALUES (?, 'Kind Tester', 5, 'Fine', 'Fine work all round.')",
      )
      .run(id);
    client
      .prepare(
        "UPDATE companies SET average_rating = 4.5, total_reviews = total_reviews + 1, updated_at = 1 WHERE id = ?",
      )
      .run(id);
    const reviewKinds = client
      .prepare("SELECT DISTINCT kind FROM content_changes WHERE id > ?")
      .pluck()
      .all(before);
    expect(reviewKinds).toEqual(["review"]);
    const middle = last().get() as number;
    client.prepare("UPDATE companies SET name = name || ' Co' WHERE id = ?").run(id);
    const editKinds = client
      .prepare("SELECT DISTINCT kind FROM content_changes WHERE id > ?")
      .pluck()
      .all(middle);
    expect(editKinds).toEqual(["company"]);
  });
});
