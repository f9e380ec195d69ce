/**
 * The operator's blog and state resources (decision 018): the model
 * transitions and their audit entries, the form rules, the image rules, what the public pages
 * and APIs show after each step, and the 404 for everyone but an operator.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { account, auditOf, call, cookieFor, sql } from "~/tests/support/admin-call";
import { blogPostSchema, SLUG_FORMAT, SLUG_TAKEN } from "~/lib/blog-post-schema";
import { stateResourceSchema } from "~/lib/state-resource-schema";
import { createPost, setPostFlag, updatePost } from "~/models/content/blog-admin.server";
import { featuredPosts, getPublishedPost, publishedPostSlugs } from "~/models/content/blog.server";
import { storeBlogImage } from "~/models/listings/logos.server";
import { getStateResource, listStateResources } from "~/models/content/state-resources.server";
import { Conflict } from "~/models/errors.server";
import * as adminBlog from "~/routes/admin/admin.blog._index";
import * as adminBlogNew from "~/routes/admin/admin.blog.new";
import * as adminBlogEdit from "~/routes/admin/admin.blog.$id";
import * as adminBlogPreview from "~/routes/admin/admin.blog.$id_.preview";
import * as adminResources from "~/routes/admin/admin.resources._index";
import * as adminResourceEdit from "~/routes/admin/admin.resources.$code";
import * as apiBlog from "~/routes/api/api.blog._index";
import * as logoFile from "~/routes/directory/logos.$file";
import { processBlogImage } from "~/server/uploads/blog-image.server";

let n = 0;
function postInput(over: Record<string, string> = {}) {
  n += 1;
  const parsed = blogPostSchema.safeParse({
    title: `Operator post ${n} ${Date.now()}`,
    excerpt: "What the operator wrote about lines.",
    content: "First paragraph.\nSecond paragraph.",
    category: "Safety",
    tags: "lines, paint",
    author: "Ola Operator",
    ...over,
  });
  if (!parsed.success) throw new Error(parsed.error.message);
  return parsed.data;
}

const actor = { id: null, email: "content-test@example.com" };

describe("blog post rules", () => {
  it("makes the slug from the title when empty, and parses tags once each", () => {
    const v = postInput({ title: "Thermoplastic & Paint: 2026!", tags: " a, b ,a,, c " });
    expect(v.slug).toBe("thermoplastic-and-paint-2026");
    expect(v.tags).toEqual(["a", "b", "c"]);
    expect(v.authorTitle).toBeNull();
  });

  it("refuses a malformed slug, a missing title and an unknown category with clear messages", () => {
    const r = blogPostSchema.safeParse({
      slug: "Not a slug!",
      excerpt: "short",
      content: "",
      category: "Gossip",
      author: "A",
    });
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages).toMatchObject({
      title: "Title is required",
      excerpt: "Excerpt must be at least 10 characters",
      category: "Choose one of the categories",
      author: "Author must be at least 2 characters",
    });
    const bad = blogPostSchema.safeParse({
      title: "A good title",
      excerpt: "A good excerpt here.",
      content: "Text.",
      category: "Safety",
      author: "Ola",
      slug: "--bad--slug--",
    });
    expect(bad.error?.issues[0]).toMatchObject({ path: ["slug"], message: SLUG_FORMAT });
  });
});

describe("blog post transitions", () => {
  it("a new post is a draft: on no public list until published, gone again when unpublished", () => {
    const post = createPost(actor, postInput(), null);
    expect(post.isPublished).toBe(false);
    expect(getPublishedPost(post.slug)).toBeUndefined();

    const published = setPostFlag(actor, post.id, "publish");
    expect(published.publishedAt).not.toBeNull();
    expect(getPublishedPost(post.slug)?.title).toBe(post.title);
    expect(publishedPostSlugs().map((p) => p.slug)).toContain(post.slug);

    setPostFlag(actor, post.id, "feature");
    expect(featuredPosts(100).map((p) => p.id)).toContain(post.id);
    expect(setPostFlag(actor, post.id, "unfeature").isFeatured).toBe(false);
    expect(featuredPosts(100).map((p) => p.id)).not.toContain(post.id);
    setPostFlag(actor, post.id, "feature");

    const unpublished = setPostFlag(actor, post.id, "unpublish");
    expect(unpublished).toMatchObject({ isPublished: false, publishedAt: null });
    expect(getPublishedPost(post.slug)).toBeUndefined();
    expect(publishedPostSlugs().map((p) => p.slug)).not.toContain(post.slug);
    expect(featuredPosts(100).map((p) => p.id)).not.toContain(post.id);
  });

  it("keeps a published post's date when it is published again", () => {
    const post = createPost(actor, postInput(), null);
    const first = setPostFlag(actor, post.id, "publish").publishedAt;
    expect(setPostFlag(actor, post.id, "publish").publishedAt).toBe(first);
  });

  it("refuses a slug another post has, on create and on edit", () => {
    const a = createPost(actor, postInput(), null);
    expect(() => createPost(actor, postInput({ slug: a.slug }), null)).toThrow(Conflict);
    const b = createPost(actor, postInput(), null);
    expect(() => updatePost(actor, b.id, postInput({ slug: a.slug }))).toThrow(SLUG_TAKEN);
    // Its own slug is no clash.
    expect(updatePost(actor, a.id, postInput({ slug: a.slug })).slug).toBe(a.slug);
  });

  it("an edit keeps the image unless told, and the audit keeps before and after", () => {
    const me = { id: null, email: `audit-${Date.now()}@example.com` };
    const post = createPost(me, postInput(), "mutcd");
    const kept = updatePost(me, post.id, postInput({ title: "Renamed by the operator" }));
    expect(kept).toMatchObject({ title: "Renamed by the operator", featuredImage: "mutcd" });
    expect(updatePost(me, post.id, postInput(), null).featuredImage).toBeNull();
    setPostFlag(me, post.id, "publish");
    const log = auditOf(me.email);
    expect(log.map((e) => e.action)).toEqual([
      "blog.create",
      "blog.update",
      "blog.update",
      "blog.publish",
    ]);
    expect(log.every((e) => e.target_type === "blog_post" && e.target_id === post.id)).toBe(true);
    expect(JSON.parse(log[1].before!).title).toBe(post.title);
    expect(JSON.parse(log[1].after!).title).toBe("Renamed by the operator");
    expect(JSON.parse(log[3].after!)).toEqual({ isPublished: true, isFeatured: false });
  });
});

describe("the blog screens", () => {
  it("an operator writes a post, sees the slug clash message, publishes it, and /api/blog lists it", async () => {
    const op = account("admin");
    const cookie = await cookieFor(op.id);
    const title = `Crosswalk season ${Date.now()}`;
    const form = {
      intent: "save",
      title,
      excerpt: "When to restripe crosswalks before school starts.",
      content: "Plan early.\nBook the crew.",
      category: "Safety",
      tags: "crosswalks",
      author: "Ola Operator",
    };
    const created = await call(adminBlogNew.action, "/admin/blog/new", { cookie, form });
    expect(created.status).toBe(302);
    const id = Number(created.headers.get("Location")!.split("/").pop());
    const row = sql.prepare("SELECT slug, is_published FROM blog_posts WHERE id = ?").get(id);
    expect(row).toEqual({ slug: `crosswalk-season-${title.split(" ").pop()}`, is_published: 0 });

    const clash = await call(adminBlogNew.action, "/admin/blog/new", { cookie, form });
    expect(clash.status).toBe(409);
    expect(JSON.stringify(await clash.json())).toContain(SLUG_TAKEN);

    const listed = await (await call(adminBlog.loader, "/admin/blog", { cookie })).json();
    expect(listed.posts.find((p: { id: number }) => p.id === id).isPublished).toBe(false);
    const preview = await call(adminBlogPreview.loader, `/admin/blog/${id}/preview`, {
      cookie,
      params: { id: String(id) },
    });
    expect((await preview.json()).post.title).toBe(title);

    const apiTitles = async () =>
      ((await (await call(apiBlog.loader, "/api/blog")).json()) as { title: string }[]).map(
        (p) => p.title,
      );
    expect(await apiTitles()).not.toContain(title);
    const publish = await call(adminBlogEdit.action, `/admin/blog/${id}`, {
      cookie,
      form: { intent: "publish", back: "list" },
      params: { id: String(id) },
    });
    expect(publish.headers.get("Location")).toBe("/admin/blog");
    expect(await apiTitles()).toContain(title);
    expect(auditOf(op.email).map((e) => e.action)).toEqual(["blog.create", "blog.publish"]);
  });
});

describe("blog images", () => {
  const png = (w: number, h: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: "#facc15" } })
      .png()
      .toBuffer();

  it("re-encodes an image as a 2:1 WebP, served only under its own extension", async () => {
    const image = await processBlogImage(await png(1600, 1000));
    expect(image).toMatchObject({ width: 1200, height: 600 });
    expect((await sharp(image.bytes).metadata()).format).toBe("webp");
    const op = account("admin");
    const { id, path } = storeBlogImage(op.id, image);
    expect(path).toBe(`/logos/${id}.webp`);
    const served = await call(logoFile.loader, path, { params: { file: `${id}.webp` } });
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    const asPng = await call(logoFile.loader, path, { params: { file: `${id}.png` } });
    expect(asPng.status).toBe(404);
  });

  it("refuses a file that is not an image, whatever its name, and one too small", async () => {
    await expect(processBlogImage(Buffer.from("<svg onload=alert(1)>"))).rejects.toMatchObject({
      title: "Invalid file type",
    });
    await expect(processBlogImage(await png(300, 200))).rejects.toMatchObject({
      description: "Please select an image at least 600×300 pixels",
    });
    await expect(processBlogImage(Buffer.alloc(6 * 1024 * 1024))).rejects.toMatchObject({
      title: "File too large",
    });
  });
});

describe("state resources", () => {
  const valid = {
    dotName: "Texas Department of Transportation",
    dotAcronym: "TxDOT",
    standardsUrl: "https://www.txdot.gov/standards",
    specificationsUrl: "https://www.txdot.gov/specs",
    trafficControlUrl: "",
    lastUpdated: "2026-11-01",
  };

  it("accepts http(s) links only, with a message naming the link", () => {
    const r = stateResourceSchema.safeParse({
      ...valid,
      standardsUrl: "javascript:alert(1)",
      specificationsUrl: "ftp://files.example.com/specs",
      trafficControlUrl: "www.example.com",
    });
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toEqual([
      "Standards link must be a full web address starting with http:// or https://",
      "Specifications link must be a full web address starting with http:// or https://",
      "Traffic control link must be a full web address starting with http:// or https://",
    ]);
    expect(stateResourceSchema.parse(valid).trafficControlUrl).toBeNull();
  });

  it("an operator's edit shows on /resources and its API at once, audited before and after", async () => {
    const op = account("admin");
    const cookie = await cookieFor(op.id);
    const bad = await call(adminResourceEdit.action, "/admin/resources/TX", {
      cookie,
      form: { ...valid, standardsUrl: "javascript:alert(1)" },
      params: { code: "TX" },
    });
    expect(bad.status).toBe(400);
    expect(getStateResource("TX")?.standardsUrl).not.toBe("javascript:alert(1)");
    const before = getStateResource("TX")!;

    const res = await call(adminResourceEdit.action, "/admin/resources/TX", {
      cookie,
      form: { ...valid, dotName: "Texas DOT (edited)" },
      params: { code: "TX" },
    });
    expect(res.status).toBe(302);
    expect(listStateResources("texas")[0]).toMatchObject({
      dotName: "Texas DOT (edited)",
      standardsUrl: valid.standardsUrl,
      trafficControlUrl: null,
      lastUpdated: "2026-11-01T00:00:00.000Z",
    });
    const [entry] = auditOf(op.email);
    expect(entry.action).toBe("resources.update");
    expect(JSON.parse(entry.before!).dotName).toBe(before.dotName);
    expect(JSON.parse(entry.after!).dotName).toBe("Texas DOT (edited)");
    const list = await (await call(adminResources.loader, "/admin/resources", { cookie })).json();
    expect(list.states).toHaveLength(50);
  });
});

describe("the blog and resources screens are a 404 to everyone but an operator", () => {
  it("refuses visitors and owners on every loader and action, and changes nothing", async () => {
    const post = createPost(actor, postInput(), null);
    const owner = await cookieFor(account().id);
    const screens = [
      [adminBlog, "/admin/blog", {}],
      [adminBlogNew, "/admin/blog/new", {}],
      [adminBlogEdit, `/admin/blog/${post.id}`, { id: String(post.id) }],
      [adminBlogPreview, `/admin/blog/${post.id}/preview`, { id: String(post.id) }],
      [adminResources, "/admin/resources", {}],
      [adminResourceEdit, "/admin/resources/TX", { code: "TX" }],
    ] as const;
    for (const [mod, url, params] of screens) {
      for (const cookie of [undefined, owner]) {
        expect((await call(mod.loader, url, { cookie, params })).status, url).toBe(404);
        if ("action" in mod) {
          const form = { intent: "publish", dotName: "Hacked", title: "Hacked" };
          expect((await call(mod.action, url, { cookie, params, form })).status, url).toBe(404);
        }
      }
    }
    expect(getPublishedPost(post.slug)).toBeUndefined();
    expect(getStateResource("TX")?.dotName).not.toBe("Hacked");
  });
});
