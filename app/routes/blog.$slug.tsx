import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { isRouteErrorResponse, Link, useLoaderData, useRouteError } from "@remix-run/react";
import { BlogArticle } from "~/components/content/blog-article";
import { BlogCard } from "~/components/content/blog-card";
import { JsonLd } from "~/components/json-ld";
import { blogImage } from "~/lib/blog-image";
import { blogPostingJsonLd } from "~/lib/content-jsonld";
import { readTimeMinutes } from "~/lib/read-time";
import { seoMeta } from "~/lib/seo";
import { getPublishedPost, relatedPosts, toBlogCard } from "~/models/blog.server";
import { env } from "~/server/env.server";

export function loader({ params, context }: LoaderFunctionArgs) {
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

export const meta: MetaFunction<typeof loader> = ({ data: d, matches, params }) => {
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
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="text-2xl font-semibold text-gray-900">
            Related Articles
          </h2>
          <div className="mt-4 grid gap-6 md:grid-cols-3">
            {related.map((p) => (
              <BlogCard key={p.id} post={p} />
            ))}
          </div>
        </section>
      ) : null}

      <section
        aria-labelledby="cta-heading"
        className="mt-12 rounded-xl bg-asphalt p-8 text-center text-white"
      >
        <h2 id="cta-heading" className="text-2xl font-semibold">
          Need Road Striping Services?
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-gray-200">
          Find qualified pavement marking contractors near you, or describe your project once and
          get free quotes from companies that do that work.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link
            to="/browse"
            className="rounded-md bg-white px-5 py-2.5 font-semibold text-gray-900 hover:bg-gray-100"
          >
            Browse Contractors
          </Link>
          <Link
            to="/get-quote"
            className="rounded-md bg-stripe px-5 py-2.5 font-semibold text-gray-900 hover:bg-yellow-300"
          >
            Get Free Quotes
          </Link>
        </div>
      </section>
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
