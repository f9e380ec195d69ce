import { z } from "zod";
import { BLOG_CATEGORIES } from "./options";
import { singleLine } from "./plain-text";
import { boundedText } from "./text-schema";
import { slugify } from "./slug";

/**
 * The text's limit keeps the longest text, at 3 bytes a character in UTF-8, under the 100 kB a
 * multipart text field may take (app/server/uploads/multipart.server.ts): past it, the form would fail
 * before any message could be shown.
 */
export const BLOG_LIMITS = {
  title: 200,
  slug: 80,
  excerpt: 500,
  content: 30_000,
  author: 100,
  authorTitle: 100,
  tags: 10,
  tag: 40,
} as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_FORMAT =
  "A slug is lowercase letters, digits and single hyphens, like thermoplastic-vs-paint";
export const SLUG_TAKEN = "Another post already uses this slug; choose a different one";

/** "a, b, b ,c" -> ["a", "b", "c"]: tags are typed as one comma-separated line. */
export function parseTags(value: string): string[] {
  const seen = new Set<string>();
  for (const raw of value.split(",")) {
    const tag = raw.trim().replace(/\s+/g, " ");
    if (tag) seen.add(tag);
  }
  return [...seen];
}

/**
 * A post as the operator writes it (decision 018). The slug may be left empty: it is then made
 * from the title. Paragraphs are the lines of the text, as the post page shows them.
 */
export const blogPostSchema = z
  .object({
    title: boundedText("Title", 3, BLOG_LIMITS.title),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(BLOG_LIMITS.slug, `A slug is at most ${BLOG_LIMITS.slug} characters`)
      .optional(),
    excerpt: boundedText("Excerpt", 10, BLOG_LIMITS.excerpt, "many"),
    content: boundedText("The text", 1, BLOG_LIMITS.content, "many"),
    category: z.enum(BLOG_CATEGORIES, { error: "Choose one of the categories" }),
    tags: z
      .string()
      .refine(...singleLine)
      .optional()
      .transform((v) => parseTags(v ?? ""))
      .refine((tags) => tags.length <= BLOG_LIMITS.tags, `At most ${BLOG_LIMITS.tags} tags`)
      .refine(
        (tags) => tags.every((t) => t.length <= BLOG_LIMITS.tag),
        `A tag is at most ${BLOG_LIMITS.tag} characters`,
      ),
    author: boundedText("Author", 2, BLOG_LIMITS.author),
    authorTitle: z
      .string()
      .trim()
      .max(
        BLOG_LIMITS.authorTitle,
        `Author title must be at most ${BLOG_LIMITS.authorTitle} characters`,
      )
      .refine(...singleLine)
      .optional()
      .transform((v) => v || null),
  })
  .transform((v) => ({ ...v, slug: v.slug || slugify(v.title) }))
  .refine((v) => SLUG.test(v.slug), { path: ["slug"], message: SLUG_FORMAT });

export type BlogPostInput = z.output<typeof blogPostSchema>;
