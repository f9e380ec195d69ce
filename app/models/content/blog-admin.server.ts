import { and, desc, eq, getTableColumns, ne, sql } from "drizzle-orm";
import type { BlogPostInput } from "~/lib/blog-post-schema";
import { SLUG_TAKEN } from "~/lib/blog-post-schema";
import { pick } from "~/lib/pick";
import { auditedChange, rowById } from "~/models/admin/admin-records.server";
import type { Actor } from "~/models/admin/audit.server";
import { serializeBlogPost } from "./blog.server";
import { db, schema } from "~/models/db.server";
import type { Tx } from "~/models/directory/company-services.server";
import { Conflict } from "~/models/errors.server";

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

/**
 * One audited edit of a post: its row before, the columns `change` sets (and the time), and an
 * entry of what `recorded` keeps of it before and after, in one transaction.
 */
function editPost(
  actor: Actor,
  id: number,
  action: string,
  change: (before: Row, tx: Tx) => Partial<Row>,
  recorded: (row: Row) => Record<string, unknown>,
) {
  return auditedChange(actor, (tx) => {
    const columns = getTableColumns(blogPosts);
    const before = rowById(tx, blogPosts, id, columns, "This post does not exist.");
    const row = tx
      .update(blogPosts)
      .set({ ...change(before, tx), updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning()
      .get();
    return {
      result: serializeBlogPost(row),
      entry: {
        action,
        targetType: "blog_post",
        targetId: id,
        before: recorded(before),
        after: recorded(row),
      },
    };
  });
}

/** A new post, always a draft: publishing is its own audited step. */
export function createPost(actor: Actor, input: BlogPostInput, featuredImage: string | null) {
  return auditedChange(actor, (tx) => {
    assertSlugFree(tx, input.slug);
    const row = tx
      .insert(blogPosts)
      .values({ ...input, featuredImage, isPublished: false, isFeatured: false })
      .returning()
      .get();
    return {
      result: serializeBlogPost(row),
      entry: {
        action: "blog.create",
        targetType: "blog_post",
        targetId: row.id,
        after: snapshot(row),
      },
    };
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
  return editPost(
    actor,
    id,
    "blog.update",
    (_before, tx) => {
      assertSlugFree(tx, input.slug, id);
      return { ...input, ...(featuredImage === undefined ? {} : { featuredImage }) };
    },
    snapshot,
  );
}

export type PostFlag = "publish" | "unpublish" | "feature" | "unfeature";

/**
 * Publishing dates the post now; unpublishing makes it a draft again (no date, gone from /blog,
 * the sitemap and /api/blog at the next request, since the page cache empties on the change,
 * decision 020). Featuring only matters once the post is published.
 */
export function setPostFlag(actor: Actor, id: number, flag: PostFlag) {
  return editPost(
    actor,
    id,
    `blog.${flag}`,
    (before): Partial<Row> =>
      flag === "publish"
        ? { isPublished: true, publishedAt: before.isPublished ? before.publishedAt : new Date() }
        : flag === "unpublish"
          ? { isPublished: false, publishedAt: null }
          : { isFeatured: flag === "feature" },
    (r) => ({ isPublished: r.isPublished, isFeatured: r.isFeatured }),
  );
}
