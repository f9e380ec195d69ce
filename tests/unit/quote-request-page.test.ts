/**
 * The requester's confirmation: the private page shows the whole request in words (timeline,
 * notes, each detail, the size with its unit); the mailed link proves the address on its first
 * visit, and later confirmations to that address name each firm with its city and page; the same
 * request sent again within a day reaches no firm twice and the requester is told so.
 */
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client";
import { args, asResponse, call } from "~/tests/support/route-call";
import { insertCompany } from "~/tests/support/factories";
import { proveListingEmail } from "~/models/listings/listing-email.server";
import { parsePlace } from "~/models/search/place.server";
import * as getQuotePage from "~/routes/quotes/get-quote";
import * as requestPage from "~/routes/quotes/quote-requests.$token";

const sql = getDb().$client;
const tag = () => crypto.randomBytes(4).toString("hex");

let round = 0;

/**
 * Two parking-lot firms in Elko, NV, with proven addresses; each test's rated above the last
 * test's, so a request goes to them first.
 */
function elkoFirms() {
  const elko = parsePlace("Elko, NV");
  if (elko?.kind !== "point") throw new Error("Elko is not placed");
  round += 1;
  return [0.01, 0.02].map((d) => {
    const row = insertCompany({
      name: `Zeta Elko Lines ${tag()}`,
      location: "Elko",
      state: "NV",
      email: `crew-${tag()}@example.com`,
      services: ["Parking Lot Striping"],
      averageRating: round,
      latitude: elko.point.latitude + d,
      longitude: elko.point.longitude,
    });
    proveListingEmail(getDb(), row.id, row.email, "operator");
    return row;
  });
}

function form(email: string, over: Record<string, string> = {}) {
  const f = new URLSearchParams({
    customerName: "Rae Client",
    customerEmail: email,
    customerPhone: "(775) 555-0101",
    projectLocation: "Elko, NV",
    preferredTimeline: "1month",
    additionalNotes: "Gate code 4411; lot closes at 9 pm.",
    "details.numberOfStalls": "240",
    "details.parkingLotType": "restripe",
    "details.parkingLotMaterial": "thermoplastic",
    ...over,
  });
  f.append("servicesNeeded", "parking_lot");
  return f;
}

const send = (f: URLSearchParams, inline = false) => {
  if (inline) f.set("_inline", "1");
  return getQuotePage.action(
    args("POST", "/get-quote", {
      body: f,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      ip: `198.51.100.${Math.floor(Math.random() * 200) + 20}`,
    }) as never,
  );
};

async function landed(f: URLSearchParams) {
  const res = (await send(f)) as Response;
  expect(res.status).toBe(302);
  return res.headers.get("Location")!.split("/").pop()!;
}

async function page(token: string, query = "") {
  const res = await call(requestPage.loader, "GET", `/quote-requests/${token}${query}`, {
    params: { token },
  });
  return (await res.json()) as {
    request: {
      size: string;
      timeline: string;
      notes: string | null;
      sections: { type: string; lines: { label: string; value: string }[] }[];
    };
    firms: { name: string }[];
    repeated: { sentAt: string; firms: { name: string }[] } | null;
  };
}

const mailTo = (email: string) =>
  sql
    .prepare("SELECT text_body AS text FROM email_outbox WHERE to_address = ? ORDER BY id")
    .all(email) as { text: string }[];

const mailsToFirms = (names: string[]) =>
  sql
    .prepare(
      `SELECT count(*) FROM email_outbox o JOIN companies c ON c.email = o.to_address
       WHERE c.name IN (SELECT value FROM json_each(?))`,
    )
    .pluck()
    .get(JSON.stringify(names)) as number;

describe("the request's private page", () => {
  it("shows the whole request in words, the size with its unit", async () => {
    elkoFirms();
    const token = await landed(form(`rae-${tag()}@example.com`));
    const { request } = await page(token);
    expect(request.size).toBe("240 stalls");
    expect(request.timeline).toBe("Within 1 month");
    expect(request.notes).toBe("Gate code 4411; lot closes at 9 pm.");
    expect(request.sections).toEqual([
      {
        type: "Parking Lot Striping",
        lines: [
          { label: "Parking lot type", value: "Restripe existing lines" },
          { label: "Striping material", value: "Thermoplastic" },
          { label: "Number of stalls", value: "240" },
        ],
      },
    ]);
  });
});

describe("the requester's address, proven by the mailed link", () => {
  it("the first mail is nameless; once its link is opened, the next one names each firm with city and page", async () => {
    const firms = elkoFirms();
    const email = `rae-${tag()}@example.com`;
    const token = await landed(form(email));
    const [first] = mailTo(email);
    for (const f of firms) expect(first.text).not.toContain(f.name);
    // The page the form landed on proves nothing: it has no proof.
    await page(token);
    const proven = () =>
      sql
        .prepare("SELECT requester_proven_at FROM quote_requests WHERE public_token = ?")
        .pluck()
        .get(token);
    expect(proven()).toBeNull();
    const link = /https?:\/\/\S+\/quote-requests\/\S+/.exec(first.text)![0];
    expect(link).toContain("proof=");
    await page(token, new URL(link).search);
    expect(proven()).not.toBeNull();

    await landed(form(email, { additionalNotes: "A second lot next door." }));
    const second = mailTo(email)[1].text;
    for (const f of firms) {
      expect(second).toContain(`${f.name}, Elko, NV (`);
      expect(second).toContain(`/companies/${f.slug}`);
    }
  });
});

describe("the same request again within a day", () => {
  it("reaches no firm twice; the requester is told it was already sent, with and without JavaScript", async () => {
    const firms = elkoFirms();
    const names = firms.map((f) => f.name);
    const email = `rae-${tag()}@example.com`;
    const first = await landed(form(email));
    expect((await page(first)).firms.map((f) => f.name)).toEqual(expect.arrayContaining(names));
    const firmMails = mailsToFirms(names);
    const requesterMails = mailTo(email).length;

    const again = await landed(form(email));
    const seen = await page(again);
    expect(seen.firms).toEqual([]);
    expect(seen.repeated?.firms.map((f) => f.name)).toEqual(expect.arrayContaining(names));
    const inline = asResponse(await send(form(email), true));
    const body = (await inline.json()) as { toast: { title: string; description: string } };
    expect(body.toast.title).toBe("Already sent");
    expect(body.toast.description).toMatch(
      /^You already sent this request on .+\. It was not sent again to the contractors that have it\.$/,
    );
    expect(mailsToFirms(names)).toBe(firmMails);
    expect(mailTo(email).length).toBe(requesterMails);

    // Another request from the same address is sent as usual.
    await landed(form(email, { additionalNotes: "Also the loading dock." }));
    expect(mailsToFirms(names)).toBe(firmMails + firms.length);
  });
});
