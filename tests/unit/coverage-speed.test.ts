/**
 * Coverage at 100,000 listings (decision 049): the firms that serve a
 * place from beyond the radius come from the kept places, not a query per request, and a
 * state's firms based elsewhere from the states' index.
 */
import { describe, expect, it } from "vitest";
import {
  fastest,
  gazetteerPlace,
  LISTINGS,
  seededRandom,
  withLargeDirectory,
} from "~/tests/support/large-directory";
import { servingFromAfar, servingStateFromElsewhere } from "~/models/listings/coverage.server";
import { findCompanies } from "~/models/directory/company-query.server";

const tulsa = gazetteerPlace("Tulsa, OK");

/**
 * 100,000 listings over the lower 48 states' box; one in twenty has a travel radius (50 to 500
 * miles) and one in forty serves a state or two: far more than a directory will have. Their
 * owner is verified and their addresses proven, so their settings count (decision 049).
 */
withLargeDirectory("coverage", (client) => {
  const { id: owner } = client
    .prepare(
      "INSERT INTO users (email, hashed_password, first_name, is_verified) VALUES ('owner@example.com', 'x', 'Owen', 1) RETURNING id",
    )
    .get() as { id: number };
  const insert = client.prepare(
    `INSERT INTO companies (directory, slug, name, location, state, latitude, longitude,
       average_rating, total_reviews, tier_rank, travel_miles, email, claimed_by, is_claimed)
     VALUES ('striping', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ${owner}, 1) RETURNING id`,
  );
  const prove = client.prepare(
    "INSERT INTO listing_email_proofs (company_id, email, source, proven_at) VALUES (?, ?, 'account', 1) ON CONFLICT DO UPDATE SET proven_at = 1",
  );
  const serve = client.prepare(
    "INSERT INTO company_service_states (company_id, state) VALUES (?, ?)",
  );
  const random = seededRandom(7);
  const states = ["TX", "CA", "FL", "OH", "OK", "KS"];
  for (let i = 0; i < LISTINGS; i++) {
    const { id } = insert.get(
      `listing-${i}`,
      `Listing ${i} Striping`,
      `Town ${i % 500}`,
      states[i % 4],
      25 + random() * 24,
      -124 + random() * 57,
      Math.round(random() * 50) / 10,
      Math.floor(random() * 40),
      i % 50 === 0 ? 1 : 0,
      i % 20 === 0 ? 50 + Math.floor(random() * 450) : null,
      `listing-${i}@example.com`,
    ) as { id: number };
    prove.run(id, `listing-${i}@example.com`);
    if (i % 40 === 1) serve.run(id, states[4 + (Math.floor(i / 40) % 2)]);
    if (i % 80 === 1) serve.run(id, "TX");
  }
});

describe("coverage at 100,000 listings", () => {
  const place = { point: tulsa.point, state: "OK" };
  const near = {
    center: tulsa.point,
    label: tulsa.label,
    radiusMiles: 50,
    sort: "distance" as const,
  };

  it("finds the firms serving a place from afar in at most 5 ms", () => {
    const far = servingFromAfar("striping", {}, place, 50);
    expect(far.length).toBeGreaterThan(500);
    const ms = fastest(() => servingFromAfar("striping", {}, place, 50));
    const filtered = fastest(() => servingFromAfar("striping", { minRating: 4 }, place, 50));
    const whole = fastest(() =>
      findCompanies("striping", { filter: {}, near, page: 1, pageSize: 20 }),
    );
    console.info(
      `serving Tulsa from afar (${far.length}): ${ms.toFixed(2)} ms, with a filter ` +
        `${filtered.toFixed(2)} ms; the whole search ${whole.toFixed(2)} ms`,
    );
    expect(ms).toBeLessThanOrEqual(5);
    expect(filtered).toBeLessThanOrEqual(5);
  });

  it("lists a state's firms based elsewhere from the states' index in at most 5 ms", () => {
    const { rows, n } = servingStateFromElsewhere("OK", undefined, 20);
    expect(rows).toHaveLength(20);
    expect(n).toBeGreaterThan(500);
    const ms = fastest(() => servingStateFromElsewhere("OK", undefined, 20));
    console.info(`Oklahoma's firms based elsewhere (${n}): ${ms.toFixed(2)} ms`);
    expect(ms).toBeLessThanOrEqual(5);
  });
});
