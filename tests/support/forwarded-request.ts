import crypto from "node:crypto";
import type Database from "better-sqlite3";

/**
 * A parking-lot quote request with every detail filled in, forwarded to `companyId` and opened
 * by it: what the lead inbox and the quotes console show in words.
 */
export function insertForwardedRequest(
  sql: Database.Database,
  companyId: number,
  location = "Plano, TX 75024",
  details: Record<string, unknown> = {},
) {
  const quote = sql
    .prepare(
      `INSERT INTO quote_requests (customer_name, customer_email, customer_phone, project_location, project_description, project_size, services_needed, details, preferred_timeline, status, public_token)
       VALUES ('Pat Manager', ?, '(972) 555-0101', ?, ?, '240', '["parking_lot"]', ?, '1-2weeks', 'forwarded', ?) RETURNING id`,
    )
    .get(
      `pm-${crypto.randomBytes(4).toString("hex")}@example.com`,
      location,
      `Parking Lot Striping project in ${location}`,
      JSON.stringify({
        parkingLotType: "restripe",
        parkingLotMaterial: "thermoplastic",
        numberOfStalls: 240,
        numberOfArrows: 12,
        ...details,
      }),
      crypto.randomBytes(18).toString("base64url"),
    ) as { id: number };
  sql
    .prepare(
      "INSERT INTO quote_matches (quote_id, company_id, distance_miles, rank, lead_status) VALUES (?, ?, 3.2, 1, 'viewed')",
    )
    .run(quote.id, companyId);
  return quote.id;
}
