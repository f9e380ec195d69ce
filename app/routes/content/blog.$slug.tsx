import { data } from "react-router";
import { isRouteErrorResponse, useLoaderData, useRouteError } from "react-router";
import { Link } from "~/components/ui/link";
import { BlogArticle } from "~/components/content/blog-article";
import { BlogCards } from "~/components/content/blog-card";
import { Band } from "~/components/content/page-parts";
import { JsonLd } from "~/components/json-ld";
import { blogImage } from "~/lib/blog-image";
import { blogPostingJsonLd } from "~/lib/content-jsonld";
import { readTimeMinutes } from "~/lib/read-time";
import { seoMeta } from "~/lib/seo";
import { getPublishedPost, relatedPosts, toBlogCard } from "~/models/content/blog.server";
import { env } from "~/env.server";
import type { Route } from "./+types/blog.$slug";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export function loader({ params, context }: Route.LoaderArgs) {
  const post = getPublishedPost(params.slug ?? "");
  if (!post) throw data({ message: "Blog post not found" }, { status: 404 });
  // Counted once the page is sent, also when the page cache serves it again.
  context.markPostView?.(post.id);
  const siteUrl = env().SITE_URL;
  const url = new URL(`/blog/${post.slug}`, siteUrl).toString();
  const image = blogImage(post.featuredImage, post.title);
  return data({
    post,
    url,
    readTime: readTimeMinutes(post.content),
    related: relatedPosts(post).map(toBlogCard),
    jsonLd: blogPostingJsonLd(post, siteUrl, image?.src),
  });
}

export const meta: Route.MetaFunction = ({ data: d, matches, params }) => {
  if (!d) {
    return seoMeta({
      title: "Article Not Found | Road Striping Directory Blog",
      description: "The article you are looking for does not exist or has been removed.",
      path: `/blog/${params.slug ?? ""}`,
      matches,
      noindex: true,
    });
  }
  const tags = seoMeta({
    title: `${d.post.title} | Road Striping Directory Blog`,
    description: d.post.excerpt,
    keywords: d.post.tags.join(", "),
    path: `/blog/${d.post.slug}`,
    matches,
  }).map((t) => ("property" in t && t.property === "og:type" ? { ...t, content: "article" } : t));
  if (d.post.publishedAt) {
    tags.push({ property: "article:published_time", content: d.post.publishedAt });
  }
  tags.push({ property: "article:section", content: d.post.category });
  return tags;
};

export default function BlogPostPage() {
  const { post, url, readTime, related, jsonLd } = useLoaderData<typeof loader>();
  return (
    <div className="container-page max-w-4xl py-10">
      <JsonLd data={jsonLd} />
      <nav aria-label="Breadcrumb" className="mb-6 text-sm">
        <Link to="/blog" className="text-brand-700 underline hover:no-underline">
          ← Back to Blog
        </Link>
      </nav>
      <BlogArticle post={post} readTime={readTime} url={url} />

      {related.length ? (
        <BlogCards
          labelId="related-heading"
          title="Related Articles"
          posts={related}
          className="mt-12"
        />
      ) : null}

      <Band
        labelId="cta-heading"
        title="Need Road Striping Services?"
        text="Find qualified pavement marking contractors near you, or describe your project once and get free quotes from companies that do that work."
        links={[
          { to: "/browse", label: "Browse Contractors", look: "white" },
          { to: "/get-quote", label: "Get Free Quotes", look: "stripe" },
        ]}
      />
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  return (
    <div className="container-page max-w-3xl py-24 text-center">
      <h1 className="text-3xl font-bold text-gray-900">Article Not Found</h1>
      <p className="mt-3 text-gray-700">
        The article you are looking for does not exist or is no longer available.
      </p>
      <Link
        to="/blog"
        className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Back to Blog
      </Link>
    </div>
  );
}
