import crypto from "node:crypto";
import { formatDate } from "~/lib/format";
import { readTimeMinutes } from "~/lib/read-time";
import { SITE } from "~/lib/site";
import { db, expect, test, waitForMail } from "./fixtures";

const tag = () => crypto.randomBytes(4).toString("hex");

test.describe("resources", () => {
  test("federal manual links, state search, empty state and Clear Search", async ({ page, js }) => {
    await page.goto("/resources");
    await expect(
      page.getByRole("heading", { level: 1, name: "State DOT Standards and Resources" }),
    ).toBeVisible();
    await expect(page.getByText("50 States Available")).toBeVisible();
    await expect(page.getByText("Interactive map coming soon")).toBeVisible();
    for (const [name, href] of [
      [
        /2009 Edition, Revisions 1 and 2 \(PDF\)/,
        "https://mutcd.fhwa.dot.gov/pdfs/2009r1r2/mutcd2009r1r2edition.pdf",
      ],
      [
        /11th Edition with Revision 1 \(FHWA page\)/,
        "https://mutcd.fhwa.dot.gov/kno_11th_Editionr1.htm",
      ],
    ] as const) {
      const link = page.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    await expect(page.getByRole("link", { name: /Part 3 - Markings/ })).toHaveCount(3);
    await expect(
      page.getByRole("link", { name: /Part 6 - Temporary Traffic Control/ }),
    ).toHaveCount(3);

    const cards = page.locator('article[aria-labelledby^="state-"]');
    await expect(cards).toHaveCount(50);

    const search = page.getByLabel("Search states");
    await search.fill("texas");
    if (!js) await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=texas/);
    await expect(cards).toHaveCount(1);
    const tx = db().prepare("SELECT * FROM state_resources WHERE state_code='TX'").get() as {
      standards_url: string;
      last_updated: number;
    };
    await expect(cards.first().getByRole("link", { name: /^Standards/ })).toHaveAttribute(
      "href",
      tx.standards_url,
    );
    await expect(cards.first().getByRole("link", { name: /^Specifications/ })).toHaveAttribute(
      "target",
      "_blank",
    );
    await expect(
      cards.first().getByText(`Last updated: ${formatDate(tx.last_updated)}`),
    ).toBeVisible();

    // Searching by agency name.
    await search.fill("Public Facilities");
    if (!js) await page.getByRole("button", { name: "Search" }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole("heading", { name: "Alaska" })).toBeVisible();

    await search.fill("zzqqxx");
    if (!js) await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText('No states found matching "zzqqxx"')).toBeVisible();
    await page.getByRole("link", { name: "Clear Search" }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(cards).toHaveCount(50);
    await expect(page.getByLabel("Search states")).toHaveValue("");
  });
});

test.describe("blog", () => {
  // Headless Chromium announces itself as a bot, and bots do not count as views.
  test.use({
    userAgent:
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  });
  test("featured strip, text search, category chips and Clear Filters", async ({ page, js }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { name: "Featured Articles" })).toBeVisible();
    const published = (
      db().prepare("SELECT count(*) n FROM blog_posts WHERE is_published = 1").get() as {
        n: number;
      }
    ).n;
    const safety = (
      db()
        .prepare("SELECT count(*) n FROM blog_posts WHERE is_published = 1 AND category = 'Safety'")
        .get() as { n: number }
    ).n;
    const results = page.locator("section[aria-labelledby=articles-heading] article");
    await expect(results).toHaveCount(published);
    await expect(page.getByText("Draft", { exact: true })).toHaveCount(0);

    await page.getByRole("link", { name: `Safety ${safety}`, exact: true }).click();
    await expect(page).toHaveURL(/category=Safety/);
    await expect(page.getByRole("heading", { name: "Safety Articles" })).toBeVisible();
    await expect(results).toHaveCount(safety);
    for (const card of await results.all())
      await expect(card.getByText("Safety", { exact: true })).toBeVisible();

    const search = page.getByLabel("Search articles");
    await search.fill("ghost markings");
    if (!js) await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/search=ghost\+markings/);
    await expect(page).toHaveURL(/category=Safety/);
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText("Hydroblasting Line Removal");

    // A term found only in a post's body.
    await page.goto("/blog");
    await page.getByLabel("Search articles").fill("International Symbol of Accessibility");
    if (!js) await page.getByRole("button", { name: "Search" }).click();
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText("ADA Parking Lot Striping");

    await page.getByLabel("Search articles").fill("zzqqxx");
    if (!js) await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No Articles Found")).toBeVisible();
    await expect(
      page.getByText("No articles match your current search or filter criteria."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(results).toHaveCount(published);
  });

  test("a post with badges, read time, tags, share and its related posts", async ({
    page,
    js,
    context,
  }) => {
    // Each project reads its own post, so their view counts never race.
    const slug = js
      ? "work-zone-safety-mobile-striping"
      : "thermoplastic-vs-paint-marking-materials";
    const post = db().prepare("SELECT * FROM blog_posts WHERE slug = ?").get(slug) as {
      id: number;
      title: string;
      content: string;
      category: string;
      author: string;
      featured_image: string;
      tags: string;
      view_count: number;
    };
    await page.goto("/blog");
    await page.getByRole("link", { name: post.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    const article = page.getByRole("article").first();
    await expect(article.getByText("Featured", { exact: true })).toBeVisible();
    await expect(article.getByRole("link", { name: post.category, exact: true })).toBeVisible();
    await expect(article.getByText(`${readTimeMinutes(post.content)} min read`)).toBeVisible();
    await expect(article.getByText(post.author)).toBeVisible();
    await expect(article.getByText(`#${JSON.parse(post.tags)[0]}`)).toBeVisible();
    const paragraphs = post.content.split("\n").filter(Boolean);
    await expect(article.locator("p", { hasText: paragraphs[2].slice(0, 60) })).toBeVisible();
    await expect(article.getByRole("img")).toHaveAttribute(
      "src",
      `/images/blog/${post.featured_image}.svg`,
    );

    // A view is counted once the page is sent (each one served, as for listing insights).
    const views = () =>
      (
        db().prepare("SELECT view_count v FROM blog_posts WHERE id = ?").get(post.id) as {
          v: number;
        }
      ).v;
    await expect.poll(views).toBe(post.view_count + 1);
    await page.reload();
    await expect.poll(views).toBe(post.view_count + 2);

    const related = page.locator("section[aria-labelledby=related-heading] article");
    const expected = db()
      .prepare(
        "SELECT title FROM blog_posts WHERE is_published = 1 AND category = ? AND id != ? ORDER BY published_at DESC LIMIT 3",
      )
      .all(post.category, post.id) as { title: string }[];
    await expect(related).toHaveCount(expected.length);
    for (const r of expected)
      await expect(related.getByRole("link", { name: r.title })).toBeVisible();

    const cta = page.locator("section[aria-labelledby=cta-heading]");
    await expect(cta.getByRole("link", { name: "Browse Contractors" })).toHaveAttribute(
      "href",
      "/browse",
    );
    await expect(cta.getByRole("link", { name: "Get Free Quotes" })).toHaveAttribute(
      "href",
      "/get-quote",
    );

    const share = page.getByRole(js ? "button" : "link", { name: "Share Article" });
    if (js) {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await share.click();
      await expect(page.getByText(/Link copied to clipboard\.|Copy this link:/)).toBeVisible();
    } else {
      await expect(share).toHaveAttribute("href", new RegExp(`^mailto:\\?subject=.+${slug}`));
    }
  });

  test("a missing post and a draft are 'Article Not Found' (404)", async ({ page }) => {
    for (const slug of ["no-such-article", "preformed-thermoplastic-crosswalks-legends"]) {
      const res = await page.goto(`/blog/${slug}`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
    }
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("newsletter sign-up mails a confirmation link; the link confirms with a button", async ({
    page,
  }) => {
    const email = `reader-${tag()}@example.com`;
    await page.goto("/blog");
    const box = page.locator("#newsletter");
    await box.getByLabel("Email address for the newsletter").fill("not-an-email");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByText("Please enter a valid email address")).toBeVisible();
    await box.getByLabel("Email address for the newsletter").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Check your inbox").first()).toBeVisible();
    const mail = await waitForMail(email, /Confirm your .* newsletter subscription/);
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    const row = () =>
      db()
        .prepare("SELECT confirmed_at FROM newsletter_subscribers WHERE email = ?")
        .get(email) as {
        confirmed_at: number | null;
      };
    expect(row().confirmed_at).toBeNull();
    await page.goto(link!);
    await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
    expect(row().confirmed_at).toBeNull();
    await page.getByRole("button", { name: "Confirm Subscription" }).click();
    await expect(page.getByRole("heading", { name: "You're subscribed" })).toBeVisible();
    expect(row().confirmed_at).not.toBeNull();
  });
});

test.describe("faq", () => {
  test("chips, text search, expanding answers and the empty state", async ({ page, js }) => {
    await page.goto("/faq");
    const questions = page.locator("main details");
    await expect(questions).toHaveCount(34);
    await page.getByRole("link", { name: "Merch Store 2", exact: true }).click();
    await expect(page).toHaveURL(/category=Merch\+Store/);
    await expect(questions).toHaveCount(2);

    const search = page.getByLabel("Search questions");
    await search.fill("branding");
    if (!js) await page.getByRole("button", { name: "Search" }).click();
    await expect(questions).toHaveCount(1);
    const answer = page.getByText("Custom merch branding is available to VIP subscribers.");
    await expect(answer).toBeHidden();
    await page.getByText("Can I get merch with my company's branding?").click();
    await expect(answer).toBeVisible();

    await page.goto("/faq");
    await page.getByLabel("Search questions").fill("My Account");
    if (!js) await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=My\+Account/);
    await page.getByText("How do I update my company information?").click();
    // The product's rule, not the SPEC's 'Premium and VIP subscribers' (decision 045).
    await expect(
      page.getByText(/Every owner edits their listing in My Account, on every plan/),
    ).toBeVisible();

    await page.getByLabel("Search questions").fill("zzqqxx");
    if (!js) await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No questions found")).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(page.getByRole("link", { name: `Email ${SITE.supportEmail}` })).toHaveAttribute(
      "href",
      `mailto:${SITE.supportEmail}`,
    );
  });
});

test.describe("contact", () => {
  test("shows each validation message and stores nothing", async ({ page }) => {
    // Counted by this test's own name: other tests store messages in parallel.
    const name = `Alex Rivera ${tag()}`;
    const stored = () =>
      (
        db().prepare("SELECT count(*) n FROM contact_messages WHERE name = ?").get(name) as {
          n: number;
        }
      ).n;
    await page.goto("/contact");
    await expect(page.getByLabel("Subject")).toHaveValue("general");
    await page.getByLabel("Name *").fill("A");
    await page.getByLabel("Email *").fill("not-an-email");
    await page.getByLabel("Message *").fill("Too short");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
    // Fixing one field clears its message only.
    await page.getByLabel("Name *").fill(name);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name must be at least 2 characters")).toBeHidden();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByLabel("Name *")).toHaveValue(name);
    expect(stored()).toBe(0);
  });

  test("a valid message is stored and mailed to support", async ({ page }) => {
    const name = `Jordan ${tag()}`;
    const email = `jordan-${tag()}@example.com`;
    await page.goto("/contact");
    await page.getByLabel("Name *").fill(name);
    await page.getByLabel("Email *").fill(email);
    await page.getByLabel("Subject").selectOption("technical");
    await page.getByLabel("Message *").fill("The map on my listing shows the wrong city.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message Sent!").first()).toBeVisible();
    await expect(
      page.getByText("Thank you for contacting us. We'll get back to you within 24 hours.").first(),
    ).toBeVisible();
    await expect(page.getByLabel("Name *")).toHaveValue("");
    const row = db().prepare("SELECT * FROM contact_messages WHERE email = ?").get(email) as {
      name: string;
      subject: string;
    };
    expect(row).toMatchObject({ name, subject: "technical" });
    const mail = await waitForMail(
      SITE.supportEmail,
      `Contact form: Technical Support from ${name}`,
    );
    expect(mail.replyTo).toContain(email);
    expect(mail.text).toContain("The map on my listing shows the wrong city.");
  });

  test("side information and common requests", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: SITE.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${SITE.supportEmail}`,
    );
    await expect(page.getByText("We reply within 24 hours.")).toBeVisible();
    await expect(page.getByText("Serving all 50 states.")).toBeVisible();
    await expect(page.getByText("Mon-Fri 9-5")).toBeVisible();
    const common = page.locator("section[aria-labelledby=common-heading]");
    for (const href of ["/add-company", "/faq", "/browse", "/resources"]) {
      await expect(common.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });
});
