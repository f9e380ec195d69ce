import crypto from "node:crypto";
import { getDb } from "~/db/client";
import { geocodePlace } from "~/models/search/geocode.server";
import { createQuoteRequest } from "~/models/quotes/quotes.server";
import { signedInUser } from "./route-call";
import { insertCompany } from "./factories";

export const sql = getDb().$client;
const tag = () => crypto.randomBytes(4).toString("hex");

/**
 * `firms` listings, each its own owner's, right next to `place` (closer than any other), and a
 * parking-lot request from there: it reaches all of them.
 */
export async function requestToFirms(place: string, firms = 1, at?: Date) {
  const point = geocodePlace(place)!;
  const owners: {
    user: Awaited<ReturnType<typeof signedInUser>>;
    company: ReturnType<typeof insertCompany>;
  }[] = [];
  for (let i = 0; i < firms; i += 1) {
    const user = await signedInUser("firm");
    const company = insertCompany({
      name: `Lines ${tag()}`,
      email: `office-${tag()}@lines.example.com`,
      isClaimed: true,
      claimedBy: user.id,
      latitude: point.latitude + 0.0001 * (i + 1),
      longitude: point.longitude,
      services: ["Parking Lot Striping"],
    });
    owners.push({ user, company });
  }
  const requester = `client-${tag()}@example.com`;
  const quote = createQuoteRequest(
    {
      customerName: "Rae Client",
      customerEmail: requester,
      customerPhone: "(775) 555-0101",
      projectLocation: place,
      projectDescription: `Parking lot in ${place}`,
      projectSize: "40",
      servicesNeeded: ["parking_lot"],
      details: { numberOfStalls: 40 },
    } as never,
    { siteUrl: "https://striping.example.com" },
  );
  if (at) {
    sql
      .prepare("UPDATE quote_requests SET created_at = ? WHERE id = ?")
      .run(at.getTime(), quote.id);
    sql
      .prepare("UPDATE quote_matches SET created_at = ? WHERE quote_id = ?")
      .run(at.getTime(), quote.id);
  }
  const key = (i = 0) => ({ quoteId: quote.id, companyId: owners[i].company.id });
  return { owners, quote, requester, key };
}

export const mailsTo = (to: string) =>
  sql
    .prepare("SELECT subject, text_body AS text FROM email_outbox WHERE to_address = ? ORDER BY id")
    .all(to) as { subject: string; text: string }[];

export const messageCount = (quoteId: number) =>
  (
    sql.prepare("SELECT count(*) AS n FROM lead_messages WHERE quote_id = ?").get(quoteId) as {
      n: number;
    }
  ).n;

export const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
