import { Link } from "~/components/ui/link";
import { Section } from "~/components/content/page-parts";
import { blogImage } from "~/lib/blog-image";
import { formatCount, formatDate } from "~/lib/format";

export type BlogCardData = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  authorTitle: string | null;
  category: string;
  featuredImage: string | null;
  viewCount: number;
  publishedAt: string | null;
};

export function BlogImage({
  featuredImage,
  title,
  className,
}: {
  featuredImage: string | null;
  title: string;
  className: string;
}) {
  const image = blogImage(featuredImage, title);
  if (!image) {
    return (
      <div
        className={`${className} bg-[repeating-linear-gradient(135deg,#1f2937_0_24px,#374151_24px_48px)]`}
        aria-hidden="true"
      />
    );
  }
  return (
    <img src={image.src} alt={image.alt} className={`${className} object-cover`} loading="lazy" />
  );
}

/** 'Draft' when a post has no publication date (tests/unit/content-pages.test.ts). */
export function PostDate({ publishedAt }: { publishedAt: string | null }) {
  return publishedAt ? (
    <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
  ) : (
    <span>Draft</span>
  );
}

export function Views({ count }: { count: number }) {
  return (
    <span>
      {formatCount(count)} {count === 1 ? "view" : "views"}
    </span>
  );
}

export function BlogCard({ post, headingLevel = 3 }: { post: BlogCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      <BlogImage featuredImage={post.featuredImage} title={post.title} className="h-44 w-full" />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-600">
          <PostDate publishedAt={post.publishedAt} />
          <span aria-hidden="true">·</span>
          <Views count={post.viewCount} />
        </p>
        <Heading className="mt-2 text-lg font-semibold text-gray-900">
          <Link to={`/blog/${post.slug}`} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm text-gray-700">{post.excerpt}</p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-4">
          <p className="text-sm text-gray-800">
            <span className="font-medium">{post.author}</span>
            {post.authorTitle ? (
              <span className="block text-xs text-gray-600">{post.authorTitle}</span>
            ) : null}
          </p>
          <span className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {post.category}
          </span>
        </div>
      </div>
    </article>
  );
}

/** The loading skeleton: 6 grey cards (decision 009). */
export function BlogSkeleton() {
  return (
    <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <div
          key={i}
          className="animate-pulse overflow-hidden rounded-xl border border-gray-200 bg-white"
        >
          <div className="h-44 bg-gray-200" />
          <div className="space-y-3 p-5">
            <div className="h-3 w-1/3 rounded bg-gray-200" />
            <div className="h-5 w-3/4 rounded bg-gray-200" />
            <div className="h-3 w-full rounded bg-gray-200" />
            <div className="h-3 w-5/6 rounded bg-gray-200" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A titled row of article cards (the blog's featured articles, an article's related ones). */
export function BlogCards({
  labelId,
  title,
  posts,
  className,
}: {
  labelId: string;
  title: string;
  posts: BlogCardData[];
  className: string;
}) {
  return (
    <Section labelId={labelId} title={title} className={className}>
      <div className="mt-4 grid gap-6 md:grid-cols-3">
        {posts.map((p) => (
          <BlogCard key={p.id} post={p} />
        ))}
      </div>
    </Section>
  );
}
