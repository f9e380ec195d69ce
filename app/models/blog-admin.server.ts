import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { BlogPostInput } from "~/lib/blog-post-schema";
import { SLUG_TAKEN } from "~/lib/blog-post-schema";
import { pick } from "~/lib/pick";
import { audit, type Actor } from "./audit.server";
import { serializeBlogPost } from "./blog.server";
import { db, schema } from "./db.server";
import { Conflict, NotFound } from "./errors.server";

const { blogPosts } = schema;
type Row = typeof blogPosts.$inferSelect;

/** Every post, drafts first (they are the ones being worked on), then newest published. */
export function listPostsForAdmin() {
  return db()
    .select()
    .from(blogPosts)
    .orderBy(
      desc(sql`${blogPosts.isPublished} = 0`),
      desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.updatedAt})`),
      desc(blogPosts.id),
    )
    .all()
    .map(serializeBlogPost);
}

/** Any post by id, draft or published (the public lookups never answer a draft). */
export function getPostForAdmin(id: number) {
  const row = Number.isSafeInteger(id)
    ? db().select().from(blogPosts).where(eq(blogPosts.id, id)).get()
    : undefined;
  return row ? serializeBlogPost(row) : undefined;
}

/** What the audit log keeps of a post: everything the operator can change. */
function snapshot(r: Row) {
  return {
    ...pick(r, [
      "title",
      "slug",
      "excerpt",
      "content",
      "category",
      "tags",
      "author",
      "authorTitle",
      "featuredImage",
      "isPublished",
      "isFeatured",
    ]),
    publishedAt: r.publishedAt?.toISOString() ?? null,
  };
}

type Tx = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

/** Whether another post (not `exceptId`) has this slug; slugs are the posts' public addresses. */
export function isSlugTaken(slug: string, exceptId?: number, tx: Pick<Tx, "select"> = db()) {
  const clash = tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined))
    .get();
  return Boolean(clash);
}

function assertSlugFree(tx: Tx, slug: string, exceptId?: number) {
  if (isSlugTaken(slug, exceptId, tx)) throw new Conflict(SLUG_TAKEN);
}

function loadRow(tx: Tx, id: number): Row {
  const row = tx.select().from(blogPosts).where(eq(blogPosts.id, id)).get();
  if (!row) throw new NotFound("This post does not exist.");
  return row;
}

/** A new post, always a draft: publishing is its own audited step. */
export function createPost(actor: Actor, input: BlogPostInput, featuredImage: string | null) {
  return db().transaction((tx) => {
    assertSlugFree(tx, input.slug);
    const row = tx
      .insert(blogPosts)
      .values({ ...input, featuredImage, isPublished: false, isFeatured: false })
      .returning()
      .get();
    audit(tx, {
      actor,
      action: "blog.create",
      targetType: "blog_post",
      targetId: row.id,
      after: snapshot(row),
    });
    return serializeBlogPost(row);
  });
}

/**
 * Saves the operator's edit. `featuredImage` undefined keeps the current image, null removes
 * it, a path replaces it.
 */
export function updatePost(
  actor: Actor,
  id: number,
  input: BlogPostInput,
  featuredImage?: string | null,
) {
  return db().transaction((tx) => {
    const before = loadRow(tx, id);
    assertSlugFree(tx, input.slug, id);
    const row = tx
      .update(blogPosts)
      .set({
        ...input,
        ...(featuredImage === undefined ? {} : { featuredImage }),
        updatedAt: new Date(),
      })
      .where(eq(blogPosts.id, id))
      .returning()
      .get();
    audit(tx, {
      actor,
      action: "blog.update",
      targetType: "blog_post",
      targetId: id,
      before: snapshot(before),
      after: snapshot(row),
    });
    return serializeBlogPost(row);
  });
}

export type PostFlag = "publish" | "unpublish" | "feature" | "unfeature";

/**
 * Publishing dates the post now; unpublishing makes it a draft again (no date, gone from /blog,
 * the sitemap and /api/blog at the next request, since the page cache empties on the change,
 * decision 020). Featuring only matters once the post is published.
 */
export function setPostFlag(actor: Actor, id: number, flag: PostFlag) {
  return db().transaction((tx) => {
    const before = loadRow(tx, id);
    const set: Partial<Row> =
      flag === "publish"
        ? { isPublished: true, publishedAt: before.isPublished ? before.publishedAt : new Date() }
        : flag === "unpublish"
          ? { isPublished: false, publishedAt: null }
          : { isFeatured: flag === "feature" };
    const row = tx
      .update(blogPosts)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning()
      .get();
    audit(tx, {
      actor,
      action: `blog.${flag}`,
      targetType: "blog_post",
      targetId: id,
      before: { isPublished: before.isPublished, isFeatured: before.isFeatured },
      after: { isPublished: row.isPublished, isFeatured: row.isFeatured },
    });
    return serializeBlogPost(row);
  });
}
