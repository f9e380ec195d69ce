import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db/client";
import { insertCompany, insertMaterialsCompany, insertUser } from "~/tests/support/factories";
import { SERVICE_CATEGORIES } from "~/lib/options";
import { categorySize, directorySize } from "~/models/directory/companies.server";
import { purgeDeletedListings } from "~/models/listings/listing-state.server";
import {
  deleteOwnedCompany,
  updateStripingCompany,
} from "~/models/listings/owner-companies.server";
import { createReview } from "~/models/reviews/reviews.server";

/** The tallies the triggers keep, and the same figures counted from scratch. */
function tallies() {
  const client = getDb().$client;
  return {
    figures: client
      .prepare(
        `SELECT directory, state, star, top_rated, companies, reviews, rating_hundredths, weighted_hundredths
         FROM company_tallies WHERE companies != 0 ORDER BY 1, 2, 3, 4`,
      )
      .all(),
    categories: client
      .prepare(
        `SELECT directory, state, category, companies FROM category_tallies
         WHERE companies != 0 ORDER BY 1, 2, 3`,
      )
      .all(),
  };
}

function recounted() {
  const client = getDb().$client;
  return {
    figures: client
      .prepare(
        `SELECT directory, state,
           CASE WHEN total_reviews > 0 THEN cast(average_rating + 0.5 AS integer) ELSE 0 END AS star,
           total_reviews > 0 AND average_rating >= 4.5 AS top_rated,
           count(*) AS companies, sum(total_reviews) AS reviews,
           sum(cast(round(average_rating * 100) AS integer)) AS rating_hundredths,
           sum(cast(round(average_rating * 100) AS integer) * total_reviews) AS weighted_hundredths
         FROM companies GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
      )
      .all(),
    categories: client
      .prepare(
        `SELECT c.directory, c.state, k.category, count(*) AS companies FROM companies c
         JOIN (SELECT DISTINCT cs.company_id, sc.category FROM company_services cs
           JOIN services s ON s.id = cs.service_id
           JOIN service_categories sc ON sc.service_name = s.name) AS k ON k.company_id = c.id
         GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      )
      .all(),
  };
}

const SITE = { siteUrl: "https://striping.example.com" };

const edit = {
  name: "Tally Lines",
  location: "Cheyenne",
  state: "WY",
  phone: "",
  email: "",
  website: "",
  description: "",
};

describe("tallies kept by triggers (decision 013)", () => {
  it("start equal to the directory counted from scratch", () => {
    expect(tallies()).toEqual(recounted());
  });

  it("follow inserts, reviews, owner edits of state and services, and deletes", () => {
    const owner = insertUser();
    const wyoming = directorySize("striping", "WY");
    const airportInWy = categorySize("striping", "Runway/Airport Striping", "WY");
    const c = insertCompany({
      state: "NV",
      claimedBy: owner.id,
      addedBy: owner.id,
      isClaimed: true,
      services: ["Airport Markings", "Runway Striping", "Road Striping"],
    });
    insertMaterialsCompany({ state: "WY" });
    expect(tallies()).toEqual(recounted());

    createReview({ companyId: c.id, rating: 5, customerName: "A", title: "T", content: "C" });
    createReview({ companyId: c.id, rating: 2, customerName: "B", title: "T", content: "C" });
    expect(tallies()).toEqual(recounted());

    // Moves state, keeps one airport service (still in the category once), drops road striping.
    updateStripingCompany(owner.id, c.id, { ...edit, services: ["Runway Striping"] }, SITE);
    expect(tallies()).toEqual(recounted());
    expect(directorySize("striping", "WY")).toBe(wyoming + 1);
    expect(categorySize("striping", "Runway/Airport Striping", "WY")).toBe(airportInWy + 1);

    updateStripingCompany(owner.id, c.id, { ...edit, services: ["Hydroblasting"] }, SITE);
    expect(tallies()).toEqual(recounted());
    expect(categorySize("striping", "Runway/Airport Striping", "WY")).toBe(airportInWy);

    // Deleted: out of view at once (its counts leave the directory), purged after 30 days.
    deleteOwnedCompany(owner.id, c.id, "striping");
    expect(tallies()).toEqual(recounted());
    expect(directorySize("striping", "WY")).toBe(wyoming);
    purgeDeletedListings(new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    expect(getDb().select().from(schema.companies).where(eq(schema.companies.id, c.id)).get()).toBe(
      undefined,
    );
    expect(tallies()).toEqual(recounted());
    expect(directorySize("striping", "WY")).toBe(wyoming);
  });

  it("know the service categories the filters use", () => {
    const rows = getDb().select().from(schema.serviceCategories).all();
    const expected = SERVICE_CATEGORIES.flatMap((c) =>
      c.services.map((s) => ({ serviceName: s, category: c.label })),
    );
    const sort = (list: { serviceName: string; category: string }[]) =>
      [...list].sort((a, b) =>
        `${a.category}|${a.serviceName}`.localeCompare(`${b.category}|${b.serviceName}`),
      );
    expect(sort(rows)).toEqual(sort(expected));
  });
});
