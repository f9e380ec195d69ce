import crypto from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { db, expect, insertListing, test, waitForMail } from "./fixtures";

/**
 * Remote places with no seeded contractor within 250 miles, and more than 250 miles from each
 * other, so each test's own contractor is the only one its request can reach.
 */
const PLACES = {
  nome: { text: "Nome, AK", latitude: 64.5011, longitude: -165.4064 },
  barrow: { text: "Barrow, AK", latitude: 71.2346, longitude: -156.8174 },
  bethel: { text: "Bethel, AK", latitude: 60.7922, longitude: -161.7558 },
  unalaska: { text: "Unalaska, AK", latitude: 53.8871, longitude: -166.5199 },
  // Each project's own town for the repeat test: no other test's firms serve it.
  kotzebue: { text: "Kotzebue, AK", latitude: 66.8985, longitude: -162.5981 },
  dillingham: { text: "Dillingham, AK", latitude: 59.0402, longitude: -158.5231 },
} as const;

/** A striping contractor of the test's own at a place, taking quotes. */
function createContractor(place: keyof typeof PLACES, services: string[]) {
  const tag = crypto.randomBytes(4).toString("hex");
  const name = `Tundra Lines ${tag}`;
  const email = `bids-${tag}@tundra.example.com`;
  const { latitude, longitude } = PLACES[place];
  const id = insertListing(
    {
      directory: "striping",
      slug: `tundra-${tag}`,
      name,
      location: place,
      state: "AK",
      email,
      latitude,
      longitude,
      receive_quotes: 1,
    },
    services,
  );
  return { id, name, email, slug: `tundra-${tag}` };
}

const requester = () => `client-${crypto.randomBytes(4).toString("hex")}@example.com`;

async function fillContact(form: Locator | Page, email: string, location: string) {
  await form.getByLabel("Contact Name *").fill("Dana Reyes");
  await form.getByLabel("Company Name").fill("Reyes Property Group");
  await form.getByLabel("Email *").fill(email);
  await form.getByLabel("Phone *").fill("(907) 555-0142");
  await form.getByLabel("Project Location *").fill(location);
  await form.getByLabel("Preferred Timeline").selectOption("1-2weeks");
}

async function fillDetails(form: Locator | Page) {
  await form.getByLabel("Parking lot type").selectOption("restripe");
  await form.getByLabel("Sealcoat").check();
  await form.getByLabel("Number of stalls").fill("85");
  await form.getByLabel("Number of single-post signs").fill("4");
  await form.getByLabel("Core drilling needed").selectOption("yes");
  await form.getByLabel("Additional Notes").fill("Lot is open 24/7; work at night.");
}

function quoteRow(email: string) {
  return db().prepare("SELECT * FROM quote_requests WHERE customer_email = ?").get(email) as
    | {
        id: number;
        project_description: string;
        project_size: string;
        services_needed: string;
        details: string;
      }
    | undefined;
}

test.describe("quote requests", () => {
  test("the /get-quote page sends a request with several project types to a matched contractor", async ({
    page,
    js,
  }) => {
    const place = js ? PLACES.nome : PLACES.barrow;
    const contractor = createContractor(js ? "nome" : "barrow", [
      "Parking Lot Striping",
      "Signage & Markings",
    ]);
    const email = requester();
    await page.goto("/get-quote");
    await expect(page.getByRole("heading", { name: "Request Free Quotes" })).toBeVisible();
    await expect(page.getByLabel("Project Location *")).toHaveAttribute(
      "placeholder",
      "City, State",
    );
    await expect(page.getByLabel("Email *")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Phone *")).toHaveAttribute("type", "tel");
    await expect(page.getByLabel("Number of stalls")).toHaveAttribute("type", "number");

    const parkingDetails = page.getByRole("group", { name: "Parking Lot Striping Details" });
    if (js) {
      await expect(parkingDetails).toBeHidden();
      await page.getByLabel("Parking Lot Striping", { exact: true }).check();
      await expect(parkingDetails).toBeVisible();
      await expect(page.getByRole("group", { name: "Roadway Striping Details" })).toBeHidden();
    } else {
      for (const heading of [
        "Parking Lot Striping Details",
        "Roadway Striping Details",
        "Signage Installation Details",
        "Line Removal Details",
        "Maintenance of Traffic (MOT) Details",
      ]) {
        await expect(page.getByRole("group", { name: heading })).toBeVisible();
      }
      await page.getByLabel("Parking Lot Striping", { exact: true }).check();
    }
    await page.getByLabel("Signage Installation", { exact: true }).check();
    await fillContact(page, email, place.text);
    await fillDetails(page);
    await page.getByRole("button", { name: "Submit Quote Request" }).click();

    // With JavaScript both the toast and the answer in place of the form say it.
    await expect(page.getByText("Quote Request Submitted!", { exact: true }).first()).toBeVisible();
    await expect(
      page
        .getByText("We'll connect you with qualified contractors in your area shortly.", {
          exact: true,
        })
        .first(),
    ).toBeVisible();
    // Who received it and why, in place of the form: with JavaScript in the
    // form's answer, without on the request's own page.
    const sentTo = page.getByRole("listitem").filter({ hasText: contractor.name });
    await expect(sentTo).toContainText(/\d+\.\d miles from your project/);
    await expect(sentTo).toContainText("It lists Parking Lot Striping, Signage & Markings.");
    await expect(page.getByLabel("Contact Name *")).toHaveCount(0);

    const row = quoteRow(email)!;
    expect(row.project_description).toBe(
      `Parking Lot Striping, Signage Installation project in ${place.text}`,
    );
    expect(row.project_size).toBe("85");
    expect(JSON.parse(row.services_needed)).toEqual(["parking_lot", "signage"]);
    expect(JSON.parse(row.details)).toMatchObject({
      parkingLotType: "restripe",
      parkingLotServices: ["Sealcoat"],
      numberOfStalls: 85,
      singlePostSigns: 4,
    });
    const match = db()
      .prepare(
        "SELECT rank, distance_miles d FROM quote_matches WHERE quote_id = ? AND company_id = ?",
      )
      .get(row.id, contractor.id) as { rank: number; d: number };
    expect(match.d).toBeLessThan(1);

    const toContractor = await waitForMail(contractor.email, /^New quote request: /);
    expect(toContractor.replyTo).toContain(email);
    for (const line of [
      "Contact: Dana Reyes",
      "Phone: (907) 555-0142",
      "Preferred timeline: Within 1-2 weeks",
      "- Parking lot type: Restripe existing lines",
      "- Additional services: Sealcoat",
      "- Number of stalls: 85",
      "- Core drilling needed: Yes",
      "Lot is open 24/7; work at night.",
    ]) {
      expect(toContractor.text).toContain(line);
    }
    // The contractor is told the true distance and the project's size with its unit.
    expect(toContractor.text).toMatch(/ \d+\.\d miles from you \(/);
    expect(toContractor.text).toContain("Project size: 85 stalls.");
    const confirmation = await waitForMail(email, "We received your quote request");
    expect(confirmation.text).toMatch(
      /We sent your request to \d contractors? who serves? your project's location/,
    );
    // The requester's address is unproven: the mail carries our fields and the private link, not
    // the notes they typed nor the firms' names (decision 042); the page names the firms.
    expect(confirmation.text).not.toContain("Lot is open 24/7; work at night.");
    expect(confirmation.text).not.toContain(contractor.name);
    expect(confirmation.text).toMatch(/^Location: .+, [A-Z]{2}/m);
    const link = /\/quote-requests\/[\w-]+/.exec(confirmation.text)![0];
    if (js) {
      await page.getByRole("link", { name: "Your request's private page" }).click();
    } else {
      // Without JavaScript the form already landed on it.
      await expect(page).toHaveURL(new RegExp(`${link}$`));
    }
    await expect(page.getByRole("heading", { name: "Your Quote Request" })).toBeVisible();
    const firm = page.getByRole("link", { name: contractor.name });
    await expect(firm).toHaveAttribute("href", `/companies/${contractor.slug}`);
    await expect(page.getByText(/miles from your project/).first()).toBeVisible();
    // The whole request, in words: the size with its unit, the timeline, the details, the notes.
    const request = page.getByRole("region", { name: "Your request" });
    for (const text of [
      "85 stalls",
      "Within 1-2 weeks",
      "Restripe existing lines",
      "Number of single-post signs: 4",
      "Lot is open 24/7; work at night.",
    ]) {
      await expect(request.getByText(text, { exact: false }).first()).toBeVisible();
    }
    // Why the firm serves the place, in words.
    await expect(page.getByRole("listitem").filter({ hasText: contractor.name })).toContainText(
      "It is based within 100 miles of your project.",
    );
  });

  test("the same request again within a day is not sent again to the same firms", async ({
    page,
    js,
  }) => {
    const town = js ? "kotzebue" : "dillingham";
    const place = PLACES[town];
    const contractor = createContractor(town, ["Parking Lot Striping"]);
    const email = requester();
    const sendIt = async () => {
      await page.getByLabel("Parking Lot Striping", { exact: true }).check();
      await fillContact(page, email, place.text);
      await page.getByRole("button", { name: "Submit Quote Request" }).click();
    };
    await page.goto("/get-quote");
    await sendIt();
    await expect(page.getByRole("listitem").filter({ hasText: contractor.name })).toBeVisible();
    if (js) await page.getByRole("button", { name: "Send another request" }).click();
    else await page.goto("/get-quote");
    await sendIt();
    await expect(page.getByText(/^You already sent this request on /).first()).toBeVisible();
    await expect(page.getByRole("link", { name: contractor.name }).first()).toBeVisible();
    const sent = db()
      .prepare(
        "SELECT count(*) AS n FROM quote_matches m JOIN quote_requests q ON q.id = m.quote_id WHERE q.customer_email = ? AND m.company_id = ?",
      )
      .get(email, contractor.id) as { n: number };
    expect(sent.n).toBe(1);
  });

  test("each validation message, and nothing is stored", async ({ page }) => {
    const email = requester();
    await page.goto("/get-quote");
    const submit = page.getByRole("button", { name: "Submit Quote Request" });

    await submit.click();
    await expect(page.getByText("Project Type Required").first()).toBeVisible();
    await expect(page.getByText("Please select at least one project type.").first()).toBeVisible();

    await page.getByLabel("Roadway Striping", { exact: true }).check();
    await submit.click();
    await expect(page.getByText("Required Fields Missing").first()).toBeVisible();
    await expect(
      page.getByText("Please fill in all required contact information.").first(),
    ).toBeVisible();

    await fillContact(page, "dana@", "Austin, TX");
    await submit.click();
    await expect(page.getByText("Invalid Email Address").first()).toBeVisible();

    await page.getByLabel("Email *").fill(email);
    await page.getByLabel("Phone *").fill("555-0142");
    await submit.click();
    await expect(page.getByText("Invalid Phone Number").first()).toBeVisible();
    await expect(page.getByLabel("Roadway Striping", { exact: true })).toBeChecked();
    await expect(page.getByLabel("Project Location *")).toHaveValue("Austin, TX");
    expect(quoteRow(email)).toBeUndefined();
  });

  test("a location we cannot place is stored and matched by hand", async ({ page }) => {
    const email = requester();
    await page.goto("/get-quote");
    await page.getByLabel("Line Removal", { exact: true }).check();
    await fillContact(page, email, "Atlantis, ZZ");
    await page.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(page.getByText(/our team will match your request by hand/).first()).toBeVisible();
    expect(quoteRow(email)?.project_size).toBe("Not specified");
    const mail = await waitForMail(email, "We received your quote request");
    expect(mail.text).toContain("our team will match your request with contractors by hand");
  });

  test("the home hero opens the same form in a dialog", async ({ page, js }) => {
    const hero = page.getByRole("link", { name: "Request Free Quotes Now" });
    if (!js) {
      await page.goto("/");
      await hero.click();
      await expect(page).toHaveURL(/\/get-quote$/);
      return;
    }
    const contractor = createContractor("bethel", ["Traffic Control"]);
    const email = requester();
    await page.goto("/");
    await hero.click();
    const dialog = page.getByRole("dialog", { name: "Request Free Quotes" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await hero.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await hero.click();

    await dialog.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(page.getByText("Project Type Required").first()).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel("Maintenance of Traffic (MOT)", { exact: true }).check();
    await dialog.getByLabel("Roadway Striping", { exact: true }).check();
    await fillContact(dialog, email, PLACES.bethel.text);
    await dialog.getByLabel("Project duration").selectOption("2weeks");
    await dialog.getByLabel("Roadway length").fill("3 miles");
    await dialog.getByRole("button", { name: "Submit Quote Request" }).click();
    await expect(page.getByText("Quote Request Submitted!", { exact: true }).first()).toBeVisible();
    // The dialog shows who received it and why, not a blank form.
    await expect(dialog).toBeVisible();
    const sentTo = dialog.getByRole("listitem").filter({ hasText: contractor.name });
    await expect(sentTo).toContainText(/\d+\.\d miles from your project/);
    await expect(sentTo).toContainText("It lists Traffic Control.");
    await expect(dialog.getByRole("link", { name: "Your request's private page" })).toHaveAttribute(
      "href",
      /^\/quote-requests\/[\w-]{20,}$/,
    );
    await expect(dialog.getByLabel("Contact Name *")).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);

    expect(quoteRow(email)?.project_size).toBe("3 miles");
    const mail = await waitForMail(contractor.email, /^New quote request: /);
    expect(mail.text).toContain("- Project duration: 2 weeks");

    await dialog.getByRole("button", { name: "Send another request" }).click();
    await expect(dialog.getByLabel("Contact Name *")).toHaveValue("");
    await expect(
      dialog.getByLabel("Maintenance of Traffic (MOT)", { exact: true }),
    ).not.toBeChecked();
    await expect(dialog.getByRole("group", { name: "Roadway Striping Details" })).toBeHidden();
  });
});

test("from a company's page on a phone, the requester sees who received it and why", async ({
  page,
  js,
}) => {
  // With JavaScript the form came back blank at the bottom of the page.
  await page.setViewportSize({ width: 390, height: 844 });
  const firm = createContractor("unalaska", ["Parking Lot Striping"]);
  const email = requester();
  await page.goto(`/get-quote?companyId=${firm.id}`);
  await page.getByLabel("Parking Lot Striping", { exact: true }).check();
  await fillContact(page, email, PLACES.unalaska.text);
  await page.getByRole("button", { name: "Submit Quote Request" }).click();

  const sentTo = page.getByRole("listitem").filter({ hasText: firm.name });
  await expect(sentTo).toContainText(/unalaska, AK · \d+\.\d miles from your project/i);
  await expect(sentTo).toContainText(
    "You sent the request from its page; it lists Parking Lot Striping.",
  );
  await expect(page.getByRole("link", { name: firm.name })).toBeInViewport();
  await expect(page.getByLabel("Contact Name *")).toHaveCount(0);
  if (js) {
    await expect(page.getByRole("heading", { name: "Quote Request Submitted!" })).toBeInViewport();
    await page.getByRole("link", { name: "Your request's private page" }).click();
  }
  await expect(page).toHaveURL(/\/quote-requests\/[\w-]{20,}$/);
  await expect(page.getByRole("listitem").filter({ hasText: firm.name })).toContainText(
    "You sent the request from its page; it lists Parking Lot Striping.",
  );
  const mail = await waitForMail(email, "We received your quote request");
  expect(mail.text).toMatch(/^Sent to \d contractors? that lists? Parking Lot Striping/m);
  expect(mail.text).toMatch(
    /^1\. A contractor \d+\.\d miles from your project\. You sent the request from its page; it lists Parking Lot Striping\. It is based within 100 miles of your project\.$/m,
  );
  expect(mail.text).not.toContain(firm.name);
});

test("quote page passes an axe scan", async ({ page, js }) => {
  test.skip(!js, "axe runs in the page's JavaScript");
  test.setTimeout(120_000);
  await page.goto("/get-quote");
  await page.getByLabel("Parking Lot Striping", { exact: true }).check();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(serious.map((v) => `${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
});
