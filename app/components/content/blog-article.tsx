import { Link } from "~/components/ui/link";
import type { BlogPost } from "~/models/content/blog.server";
import { BlogImage, PostDate, Views } from "./blog-card";
import { ShareArticle } from "./share-article";
import { Tags } from "./page-parts";

/**
 * A post as its public page shows it; the operator's preview renders the same component, so
 * what is previewed is what will be published (decision 018).
 */
export function BlogArticle({
  post,
  readTime,
  url,
}: {
  post: BlogPost;
  readTime: number;
  url: string;
}) {
  const paragraphs = post.content
    .split("\n")
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <article>
      <header>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/blog?category=${encodeURIComponent(post.category)}`}
            className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 hover:underline"
          >
            {post.category}
          </Link>
          {post.isFeatured ? (
            <span className="rounded-full bg-yellow-100 px-3 py-1 text-xs font-semibold text-yellow-900">
              Featured
            </span>
          ) : null}
        </div>
        <h1 className="mt-3 text-3xl font-bold text-gray-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
          <span>
            By <span className="font-semibold">{post.author}</span>
            {post.authorTitle ? <span>, {post.authorTitle}</span> : null}
          </span>
          <span aria-hidden="true">·</span>
          <PostDate publishedAt={post.publishedAt} />
          <span aria-hidden="true">·</span>
          <span>{readTime} min read</span>
          <span aria-hidden="true">·</span>
          <Views count={post.viewCount} />
        </p>
        <p className="mt-6 text-lg text-gray-800">{post.excerpt}</p>
      </header>
      <BlogImage
        featuredImage={post.featuredImage}
        title={post.title}
        className="mt-6 aspect-[2/1] w-full rounded-xl"
      />
      <div className="mt-8 space-y-5 text-base leading-7 text-gray-800">
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {post.tags.length ? (
        <div className="mt-8">
          <h2 className="sr-only">Tags</h2>
          <Tags
            tags={post.tags.map((t) => `#${t}`)}
            label="Tags"
            className="flex flex-wrap gap-2"
          />
        </div>
      ) : null}
      <div className="mt-8 border-t border-gray-200 pt-6">
        <ShareArticle url={url} title={post.title} />
      </div>
    </article>
  );
}
