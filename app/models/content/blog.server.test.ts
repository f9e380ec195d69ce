import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, schema } from "~/db/client";
import {
  featuredPosts,
  getPublishedPost,
  listPublishedPosts,
  publishedCategoryCounts,
  recordPostView,
  relatedPosts,
} from "./blog.server";

let n = 0;
function insertPost(over: Partial<typeof schema.blogPosts.$inferInsert> = {}) {
  n += 1;
  return getDb()
    .insert(schema.blogPosts)
    .values({
      title: `Test post ${n}`,
      slug: `test-post-${n}-${Date.now()}`,
      excerpt: "An excerpt.",
      content: "First line.\nSecond line.",
      author: "Tester",
      category: "Safety",
      isPublished: true,
      publishedAt: new Date(Date.UTC(2020, 0, n)),
      ...over,
    })
    .returning()
    .get();
}

describe("blog posts", () => {
  it("lists published posts only, newest first, and never a draft", () => {
    const draft = insertPost({ isPublished: false, publishedAt: null, title: "Secret draft" });
    const posts = listPublishedPosts();
    expect(posts.length).toBeGreaterThanOrEqual(10);
    expect(posts.every((p) => p.isPublished)).toBe(true);
    expect(posts.map((p) => p.id)).not.toContain(draft.id);
    const dates = posts.map((p) => p.publishedAt ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(getPublishedPost(draft.slug)).toBeUndefined();
    // The seeded draft is hidden too.
    expect(getPublishedPost("preformed-thermoplastic-crosswalks-legends")).toBeUndefined();
  });

  it("searches title, excerpt and content case-insensitively, with LIKE wildcards literal", () => {
    const p = insertPost({
      title: "Quixotic Title",
      excerpt: "zebra excerpt",
      content: "Body about FLAMINGO lines",
    });
    for (const term of ["quixotic", "ZEBRA", "flamingo"]) {
      expect(listPublishedPosts({ search: term }).map((x) => x.id)).toContain(p.id);
    }
    expect(listPublishedPosts({ search: "%" })).toEqual([]);
    expect(listPublishedPosts({ search: "flamingo", category: "Technology" })).toEqual([]);
  });

  it("counts published posts per category", () => {
    const counts = publishedCategoryCounts();
    const rows = getDb()
      .select()
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.isPublished, true))
      .all();
    expect(counts.all).toBe(rows.length);
    expect(counts.byCategory.Regulations).toBe(
      rows.filter((r) => r.category === "Regulations").length,
    );
    expect(Object.keys(counts.byCategory)).toEqual([
      "Industry News",
      "Technology",
      "Safety",
      "Regulations",
    ]);
  });

  it("relates up to 3 published posts of the same category, excluding the current one", () => {
    const current = insertPost({ category: "Industry News" });
    const others = [1, 2, 3, 4].map(() => insertPost({ category: "Industry News" }));
    insertPost({ category: "Industry News", isPublished: false, publishedAt: null });
    insertPost({ category: "Technology" });
    const related = relatedPosts(current);
    expect(related).toHaveLength(3);
    expect(related.map((r) => r.id)).not.toContain(current.id);
    expect(related.every((r) => r.category === "Industry News" && r.isPublished)).toBe(true);
    // Newest first: the seeded 2026 posts of the category come before the test posts of 2020.
    const all = listPublishedPosts({ category: "Industry News" }).filter(
      (p) => p.id !== current.id,
    );
    expect(related.map((r) => r.id)).toEqual(all.slice(0, 3).map((p) => p.id));
    expect(others.length).toBe(4);
  });

  it("a post alone in its category has no related posts", () => {
    const lonely = insertPost({ category: "Lonely Category" });
    expect(relatedPosts(lonely)).toEqual([]);
  });

  it("features only published featured posts and counts views", () => {
    expect(featuredPosts().every((p) => p.isFeatured && p.isPublished)).toBe(true);
    const p = insertPost();
    recordPostView(p.id);
    recordPostView(p.id);
    expect(getPublishedPost(p.slug)?.viewCount).toBe(2);
  });
});
