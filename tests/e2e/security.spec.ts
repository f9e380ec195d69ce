import { createCompany, createUser, db, expect, signedInUser, signIn, test } from "./fixtures";

// Security properties are the same with and without JavaScript; they run once.
test.beforeEach(({ js }) => test.skip(!js, "runs once, in the js project"));

const XSS = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned=2">`;
const SQLI = `'); DROP TABLE companies; --`;

test("headers: CSP with a nonce and no inline scripts, no framing, nosniff", async ({
  request,
}) => {
  const res = await request.get("/");
  const csp = res.headers()["content-security-policy"];
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect(res.headers()["x-frame-options"]).toBe("DENY");
  expect(res.headers()["referrer-policy"]).toBeTruthy();
  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  // Every executable script carries the nonce.
  for (const tag of html.match(/<script(?![^>]*application\/ld\+json)[^>]*>/g) ?? []) {
    expect(tag).toContain(`nonce="${nonce}"`);
  }
});

test("cross-origin posts are refused and change nothing", async ({ request }) => {
  const company = createCompany();
  // Counted for this test's own company: other tests write reviews in parallel.
  const reviewsOf = () =>
    db().prepare("SELECT count(*) n FROM reviews WHERE company_id = ?").get(company.id);
  for (const [path, data] of [
    [
      "/api/reviews",
      { companyId: company.id, customerName: "A", rating: 5, title: "T", content: "C" },
    ],
    ["/api/quotes", {}],
    ["/api/auth/login", { email: "a@example.com", password: "x" }],
  ] as const) {
    const res = await request.post(path, { data, headers: { Origin: "https://evil.example.com" } });
    expect(res.status(), path).toBe(403);
  }
  const form = await request.post(`/companies/${company.slug}/review`, {
    form: {
      companyId: String(company.id),
      rating: "5",
      customerName: "A",
      title: "T",
      content: "C",
    },
    headers: { Origin: "https://evil.example.com" },
  });
  expect(form.status()).toBe(403);
  expect(reviewsOf()).toEqual({ n: 0 });
});

test("malformed JSON is a 400 with a message on every JSON API", async ({ request }) => {
  for (const path of [
    "/api/reviews",
    "/api/quotes",
    "/api/user-activity",
    "/api/auth/login",
    "/api/auth/register",
  ]) {
    const res = await request.post(path, {
      data: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(res.status(), path).toBe(400);
    expect((await res.json()).message, path).toBeTruthy();
  }
});

test("overlong fields are refused and nothing is stored", async ({ request }) => {
  const company = createCompany();
  const long = "x".repeat(20_000);
  const res = await request.post("/api/reviews", {
    data: { companyId: company.id, customerName: "A", rating: 5, title: long, content: "C" },
  });
  expect(res.status()).toBe(400);
  const quote = await request.post("/api/quotes", {
    data: {
      customerName: long,
      customerEmail: "a@example.com",
      customerPhone: "5125550100",
      projectLocation: "Austin, TX",
      servicesNeeded: ["parking_lot"],
    },
  });
  expect(quote.status()).toBe(400);
  expect(
    db().prepare("SELECT count(*) n FROM reviews WHERE company_id = ?").get(company.id),
  ).toEqual({ n: 0 });
  const huge = await request.post("/api/reviews", { data: { content: "y".repeat(400_000) } });
  expect(huge.status()).toBe(413);
});

test("script and SQL payloads are stored as text and shown escaped", async ({ page, request }) => {
  const company = createCompany();
  const res = await request.post("/api/reviews", {
    data: {
      companyId: company.id,
      customerName: XSS,
      rating: 4,
      title: SQLI,
      content: `${XSS}\n${SQLI}`,
    },
  });
  expect(res.status()).toBe(201);
  const row = db()
    .prepare("SELECT customer_name, title, content FROM reviews WHERE company_id = ?")
    .get(company.id);
  expect(row).toEqual({ customer_name: XSS, title: SQLI, content: `${XSS}\n${SQLI}` });
  expect(db().prepare("SELECT count(*) n FROM companies").get()).not.toEqual({ n: 0 });

  await page.goto(`/companies/${company.slug}`);
  await expect(page.locator("#reviews").getByText(SQLI, { exact: true })).toBeVisible();
  await expect(page.locator("#reviews").getByText(XSS, { exact: true })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  expect(await page.locator("#reviews img[src=x]").count()).toBe(0);

  await page.goto(`/browse?${new URLSearchParams({ search: XSS })}`);
  await expect(page.getByLabel("Search", { exact: true })).toHaveValue(XSS);
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
});

test("owner payloads are escaped on the public pages too", async ({ page, context, baseURL }) => {
  const user = await createUser();
  const company = createCompany();
  db()
    .prepare("UPDATE companies SET is_claimed = 1, claimed_by = ? WHERE id = ?")
    .run(user.id, company.id);
  await signIn(context, baseURL!, user);
  const res = await page.request.patch(`/api/companies/${company.id}`, {
    data: {
      name: `Lines ${XSS}`,
      location: "Austin",
      state: "TX",
      description: SQLI,
      services: ["Road Striping"],
    },
  });
  expect(res.status()).toBe(200);
  await page.goto(`/companies/${company.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Lines ${XSS}`);
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
  ).toBeUndefined();
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(ld).not.toContain("</script>");
  expect(JSON.parse(ld!).name).toBe(`Lines ${XSS}`);
});

test("uploads over 5 MB are refused", async ({ page, context, baseURL }) => {
  const user = await signedInUser(context, baseURL!);
  const res = await page.request.post("/api/objects/upload-direct", {
    multipart: {
      file: {
        name: "big.png",
        mimeType: "image/png",
        buffer: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
      },
    },
  });
  expect(res.status()).toBe(413);
  expect(db().prepare("SELECT count(*) n FROM logos WHERE uploaded_by = ?").get(user.id)).toEqual({
    n: 0,
  });
});
