import { and, asc, count, desc, eq, ne, or, sql, type SQL } from "drizzle-orm";
import { BLOG_SEARCH_MAX } from "~/lib/content-limits";
import { BLOG_CATEGORIES } from "~/lib/options";
import { db, schema } from "~/models/db.server";
import { readBlog } from "~/freshness/reads.server";

const { blogPosts } = schema;

type Row = typeof blogPosts.$inferSelect;

/** A post as the blog API answers it (decision 009; dates as ISO strings; publishedAt null for a draft). */
export function serializeBlogPost(r: Row) {
  return {
    id: r.id,
    title: r.title,
    slug: r.slug,
    excerpt: r.excerpt,
    content: r.content,
    author: r.author,
    authorTitle: r.authorTitle,
    category: r.category,
    tags: r.tags,
    featuredImage: r.featuredImage,
    isPublished: r.isPublished,
    isFeatured: r.isFeatured,
    viewCount: r.viewCount,
    publishedAt: r.publishedAt ? r.publishedAt.toISOString() : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export type BlogPost = ReturnType<typeof serializeBlogPost>;
/** What a card shows: the post without its body. */
export type BlogCardPost = Omit<BlogPost, "content">;

export function toBlogCard(p: BlogPost): BlogCardPost {
  const { content: _content, ...card } = p;
  return card;
}

export type BlogFilter = { search?: string; category?: string };

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function isBlogCategory(
  value: string | null | undefined,
): value is (typeof BLOG_CATEGORIES)[number] {
  return Boolean(value) && (BLOG_CATEGORIES as readonly string[]).includes(value as string);
}

function publishedWhere(f: BlogFilter = {}): SQL {
  const conditions: SQL[] = [eq(blogPosts.isPublished, true)];
  if (f.category) conditions.push(eq(blogPosts.category, f.category));
  const term = f.search?.trim().slice(0, BLOG_SEARCH_MAX);
  if (term) {
    const p = likePattern(term);
    conditions.push(
      or(
        sql`${blogPosts.title} LIKE ${p} ESCAPE '\\'`,
        sql`${blogPosts.excerpt} LIKE ${p} ESCAPE '\\'`,
        sql`${blogPosts.content} LIKE ${p} ESCAPE '\\'`,
      ) as SQL,
    );
  }
  return and(...conditions) as SQL;
}

/** Newest first; a published post without a date sorts last. */
const newestFirst = [
  sql`${blogPosts.publishedAt} IS NULL`,
  desc(blogPosts.publishedAt),
  desc(blogPosts.id),
];

/** Published posts matching the text search (title, excerpt, content) and category. */
export function listPublishedPosts(f: BlogFilter = {}, limit = 200): BlogPost[] {
  readBlog();
  return db()
    .select()
    .from(blogPosts)
    .where(publishedWhere(f))
    .orderBy(...newestFirst)
    .limit(limit)
    .all()
    .map(serializeBlogPost);
}

/** Published posts per category, every category of BLOG_CATEGORIES present (0 when empty). */
export function publishedCategoryCounts(): { all: number; byCategory: Record<string, number> } {
  readBlog();
  const rows = db()
    .select({ category: blogPosts.category, n: count() })
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, true))
    .groupBy(blogPosts.category)
    .all();
  const byCategory: Record<string, number> = Object.fromEntries(BLOG_CATEGORIES.map((c) => [c, 0]));
  let all = 0;
  for (const r of rows) {
    byCategory[r.category] = r.n;
    all += r.n;
  }
  return { all, byCategory };
}

export function featuredPosts(limit = 6): BlogPost[] {
  readBlog();
  return db()
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), eq(blogPosts.isFeatured, true)))
    .orderBy(...newestFirst)
    .limit(limit)
    .all()
    .map(serializeBlogPost);
}

/** A published post by slug; drafts are not found. */
export function getPublishedPost(slug: string): BlogPost | undefined {
  readBlog();
  if (!slug || slug.length > 200) return undefined;
  const row = db()
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)))
    .get();
  return row ? serializeBlogPost(row) : undefined;
}

export const RELATED_POSTS_MAX = 3;

/** Up to 3 published posts of the same category, the current one excluded, newest first. */
export function relatedPosts(
  post: { id: number; category: string },
  limit = RELATED_POSTS_MAX,
): BlogPost[] {
  readBlog();
  return db()
    .select()
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.isPublished, true),
        eq(blogPosts.category, post.category),
        ne(blogPosts.id, post.id),
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit)
    .all()
    .map(serializeBlogPost);
}

/** Counts one view. Callers skip it on LiteFS replicas (see app/server/litefs.server.ts). */
export function recordPostView(id: number): void {
  db()
    .update(blogPosts)
    .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
    .where(eq(blogPosts.id, id))
    .run();
}

/** Slugs and dates of every published post, for the sitemap. */
export function publishedPostSlugs(): { slug: string; updatedAt: Date }[] {
  readBlog();
  return db()
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.isPublished, true))
    .orderBy(asc(blogPosts.id))
    .all();
}
