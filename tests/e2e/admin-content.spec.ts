import os from "node:os";
import type { APIRequestContext } from "@playwright/test";
import { createUser, db, expect, pngFile, signIn, test } from "./fixtures";

/**
 * The operator's blog and state resources (decision 018), with and
 * without JavaScript: each step on the console's page, its row and audit entry, and what a
 * visitor (no cookie, so through the page cache) sees on /blog, the sitemap and the APIs.
 */

async function operator() {
  const user = await createUser({ firstName: "Opal" });
  db().prepare("UPDATE users SET role = 'admin' WHERE id = ?").run(user.id);
  return user;
}

/** The sitemap's URLs: one file, or the first part of its index (the blog is in part 1). */
async function sitemap(request: APIRequestContext) {
  const top = await (await request.get("/sitemap.xml")).text();
  return top.includes("<sitemapindex") ? (await request.get("/sitemap/1.xml")).text() : top;
}

const publicView = async (request: APIRequestContext, slug: string) => ({
  blog: (await (await request.get("/blog")).text()).includes(`/blog/${slug}"`),
  api: ((await (await request.get("/api/blog")).json()) as { slug: string }[]).some(
    (p) => p.slug === slug,
  ),
  sitemap: (await sitemap(request)).includes(`/blog/${slug}<`),
  page: (await request.get(`/blog/${slug}`)).status(),
});

test.describe("operator console: blog and state resources", () => {
  test("are a 404 to visitors and to owners", async ({ page, context, baseURL }) => {
    for (const url of [
      "/admin/blog",
      "/admin/blog/new",
      "/admin/resources",
      "/admin/resources/TX",
    ]) {
      expect((await page.goto(url))?.status(), url).toBe(404);
    }
    await signIn(context, baseURL!, await createUser());
    for (const url of ["/admin/blog", "/admin/blog/1/preview", "/admin/resources/TX"]) {
      expect((await page.goto(url))?.status(), url).toBe(404);
    }
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  });

  test("an operator writes a post, previews it, publishes, features and unpublishes it", async ({
    page,
    context,
    baseURL,
    request,
    js,
  }) => {
    const op = await operator();
    const tag = `${js ? "js" : "nojs"}-${Date.now()}`;
    const title = `Restriping before winter ${tag}`;
    const slug = `restriping-before-winter-${tag}`;
    // A visitor's view first, so the page cache holds /blog, /api/blog and the sitemap.
    expect(await publicView(request, slug)).toMatchObject({ blog: false, api: false, page: 404 });

    await signIn(context, baseURL!, op);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Manage the blog" }).click();
    await page.getByRole("link", { name: "Write a post" }).click();
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Slug").fill(slug);
    await page.getByLabel("Excerpt").fill("Cold nights shorten the striping season; plan now.");
    await page
      .getByLabel("Paragraphs")
      .fill("Paint needs 50°F and rising.\nThermoplastic needs a dry surface.");
    await page.getByLabel("Category").selectOption("Safety");
    await page.getByLabel("Tags").fill("winter, planning");
    await expect(page.getByLabel("Author", { exact: true })).toHaveValue("Opal Owner");
    await page.getByLabel("Upload an image").setInputFiles(await pngFile(os.tmpdir(), 900, 500));
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: `Edit: ${title}` })).toBeVisible();
    const row = db()
      .prepare("SELECT id, is_published, featured_image, tags FROM blog_posts WHERE slug = ?")
      .get(slug) as { id: number; is_published: number; featured_image: string; tags: string };
    expect(row).toMatchObject({ is_published: 0, tags: '["winter","planning"]' });
    expect(row.featured_image).toMatch(/^\/logos\/[a-f0-9]{32}\.webp$/);
    expect((await request.get(row.featured_image)).headers()["content-type"]).toBe("image/webp");

    await page.getByRole("link", { name: "Preview", exact: true }).click();
    await expect(
      page.getByText(`Preview of /blog/${slug}: a draft, not on the site.`),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByText("Thermoplastic needs a dry surface.")).toBeVisible();
    await expect(page.getByRole("img", { name: title })).toBeVisible();
    expect(await publicView(request, slug)).toMatchObject({ blog: false, api: false, page: 404 });

    await page.getByRole("link", { name: "Back to editing" }).click();
    await page.getByRole("button", { name: `Publish ${title}` }).click();
    await expect(page.getByText("Published", { exact: true })).toBeVisible();
    expect(await publicView(request, slug)).toEqual({
      blog: true,
      api: true,
      sitemap: true,
      page: 200,
    });

    await page.getByRole("button", { name: `Feature ${title}` }).click();
    await expect(page.getByText("Featured", { exact: true }).first()).toBeVisible();
    expect(
      ((await (await request.get("/api/blog/featured")).json()) as { slug: string }[]).some(
        (p) => p.slug === slug,
      ),
    ).toBe(true);

    // An edit of the published post shows at once too.
    await page.getByLabel("Excerpt").fill("Edited: book the crew before the first frost.");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Post saved", { exact: true })).toBeVisible();
    const excerpt = (
      (await (await request.get("/api/blog")).json()) as {
        slug: string;
        excerpt: string;
      }[]
    ).find((p) => p.slug === slug)?.excerpt;
    expect(excerpt).toBe("Edited: book the crew before the first frost.");

    // The list's own buttons send the operator back to the list.
    await page.getByRole("link", { name: "← All posts" }).click();
    // The post's own page has an Unpublish button of the same name: click the list's.
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await page.getByRole("button", { name: `Unpublish ${title}` }).click();
    await expect(page.getByText("Unpublished", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    expect(await publicView(request, slug)).toEqual({
      blog: false,
      api: false,
      sitemap: false,
      page: 404,
    });

    const actions = db()
      .prepare(
        "SELECT action FROM audit_log WHERE actor_id = ? AND target_type = 'blog_post' ORDER BY id",
      )
      .all(op.id)
      .map((r) => (r as { action: string }).action);
    expect(actions).toEqual([
      "blog.create",
      "blog.publish",
      "blog.feature",
      "blog.update",
      "blog.unpublish",
    ]);

    // A second post may not take the slug: the message says so and nothing is saved.
    await page.getByRole("link", { name: "Write a post" }).click();
    await page.getByLabel("Title", { exact: true }).fill(`Another ${title}`);
    await page.getByLabel("Slug").fill(slug);
    await page.getByLabel("Excerpt").fill("A second post with the same address.");
    await page.getByLabel("Paragraphs").fill("Text.");
    await page.getByLabel("Category").selectOption("Technology");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(
      page.getByText("Another post already uses this slug; choose a different one"),
    ).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`Another ${title}`);
    expect(
      db().prepare("SELECT count(*) AS n FROM blog_posts WHERE title = ?").get(`Another ${title}`),
    ).toEqual({ n: 0 });
  });

  test("an operator edits a state's agency, links and date; /resources and its API show it", async ({
    page,
    context,
    baseURL,
    request,
    js,
  }) => {
    // One state per project: the two projects run side by side on one database.
    const [code, name] = js ? ["VT", "Vermont"] : ["WY", "Wyoming"];
    const agency = `${name} Agency of Transportation ${Date.now()}`;
    expect(await (await request.get(`/resources?q=${code}`)).text()).not.toContain(agency);
    const op = await operator();
    await signIn(context, baseURL!, op);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Edit state resources" }).click();
    await page.getByRole("link", { name: `Edit ${name}` }).click();
    await page.getByLabel("Agency name").fill(agency);
    await page.getByLabel("Standards link").fill("javascript:alert(1)");
    await page.getByRole("button", { name: `Save ${name}` }).click();
    await expect(
      page.getByText("Standards link must be a full web address starting with http:// or https://"),
    ).toBeVisible();
    expect(
      db().prepare("SELECT dot_name FROM state_resources WHERE state_code = ?").get(code),
    ).not.toEqual({ dot_name: agency });

    await page.getByLabel("Standards link").fill(`https://example.gov/${code}/standards`);
    await page.getByLabel("Traffic control link (optional)").fill("");
    await page.getByLabel("Last updated").fill("2026-10-15");
    await page.getByRole("button", { name: `Save ${name}` }).click();
    await expect(page.getByText("State resources saved", { exact: true })).toBeVisible();
    await expect(page.getByRole("cell", { name: agency })).toBeVisible();

    const resources = await (await request.get(`/resources?q=${code}`)).text();
    expect(resources).toContain(agency);
    expect(resources).toContain(`https://example.gov/${code}/standards`);
    expect(resources).toContain("Oct 15, 2026");
    const api = (await (await request.get("/api/resources/states")).json()) as {
      stateCode: string;
      dotName: string;
      trafficControlUrl: string | null;
    }[];
    expect(api.find((s) => s.stateCode === code)).toMatchObject({
      dotName: agency,
      trafficControlUrl: null,
    });
    const audit = db()
      .prepare("SELECT action, before, after FROM audit_log WHERE actor_id = ? ORDER BY id")
      .all(op.id) as { action: string; before: string; after: string }[];
    expect(audit).toHaveLength(1);
    expect(audit[0].action).toBe("resources.update");
    expect(JSON.parse(audit[0].after).dotName).toBe(agency);
    expect(JSON.parse(audit[0].before).dotName).not.toBe(agency);
  });
});
