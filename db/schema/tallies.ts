import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { counter, countsTable } from "./columns";

/** Both tallies count per directory and state, the two things every filter starts from. */
const tallyKey = () => ({
  directory: text("directory").notNull(),
  state: text("state").notNull(),
});

/**
 * Companies counted by directory, state, rounded star (0: no reviews yet) and top-rated flag,
 * with the sums the home page's figures need. Kept by triggers on `companies` inside every
 * write's own transaction (migration 0004), so those figures and the unfiltered counts never
 * scan the directory (decision 013). Hundredths keep the sums exact integers.
 */
export const companyTallies = countsTable(
  "company_tallies",
  { ...tallyKey(), star: integer("star").notNull(), topRated: integer("top_rated").notNull() },
  {
    companies: counter("companies"),
    reviews: counter("reviews"),
    ratingHundredths: counter("rating_hundredths"),
    weightedHundredths: counter("weighted_hundredths"),
  },
);

/** Which service names make up each service category of the filters (`SERVICE_CATEGORIES`). */
export const serviceCategories = sqliteTable(
  "service_categories",
  {
    serviceName: text("service_name").notNull(),
    category: text("category").notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceName, t.category] })],
);

/**
 * Companies offering a service category, by directory and state, kept by triggers on
 * `company_services` and `companies` (migration 0004, decision 013).
 */
export const categoryTallies = countsTable(
  "category_tallies",
  { ...tallyKey(), category: text("category").notNull() },
  { companies: counter("companies") },
);
