import { filledHoneypot } from "~/lib/honeypot";
import { CategoryChips, hrefWith, LiveSearchForm } from "~/components/content/live-search-form";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { BlogCard, BlogSkeleton } from "~/components/content/blog-card";
import { EmailSignupForm } from "~/components/content/email-signup-form";
import { JsonLd } from "~/components/json-ld";
import { useLiveSearch } from "~/hooks/use-live-search";
import { blogJsonLd } from "~/lib/content-jsonld";
import { emailOnlySchema } from "~/lib/email-schema";
import { BLOG_CATEGORIES } from "~/lib/options";
import { BLOG_SEARCH_MAX } from "~/lib/content-limits";
import { seoMeta } from "~/lib/seo";
import {
  featuredPosts,
  isBlogCategory,
  listPublishedPosts,
  publishedCategoryCounts,
  toBlogCard,
} from "~/models/blog.server";
import { subscribeToNewsletter } from "~/models/newsletter.server";
import { env } from "~/server/env.server";
import { clientIp } from "~/server/http.server";
import { allow } from "~/server/rate-limit.server";
import { redirectWithToast, toastCookie } from "~/server/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const search = params.get("search")?.trim().slice(0, BLOG_SEARCH_MAX) ?? "";
  const rawCategory = params.get("category");
  const category = isBlogCategory(rawCategory) ? rawCategory : "";
  const posts = listPublishedPosts({ search, category });
  const counts = publishedCategoryCounts();
  const filtered = Boolean(search || category);
  return {
    search,
    category,
    posts: posts.map(toBlogCard),
    featured: filtered ? [] : featuredPosts(3).map(toBlogCard),
    counts,
    jsonLd: blogJsonLd(filtered ? listPublishedPosts({}, 10) : posts, env().SITE_URL),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) =>
  seoMeta({
    title: d?.category
      ? `${d.category} Articles | Road Striping Directory Blog`
      : "Road Striping Industry Blog | Road Striping Directory",
    description:
      "News, regulations, safety and technology for road striping and pavement marking professionals: MUTCD updates, ADA parking, materials and work zone safety.",
    keywords:
      "road striping blog, pavement marking news, MUTCD updates, striping safety, thermoplastic, ADA parking lot striping",
    path: d?.category ? `/blog?category=${encodeURIComponent(d.category)}` : "/blog",
    matches,
  });

const NEWSLETTER_SUCCESS = (email: string) => ({
  title: "Check your inbox",
  description: `We sent an e-mail to ${email}. Click the link in it to confirm your subscription.`,
});

/** The newsletter box: double opt-in sign-up (the address is stored with a mailed token). */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: emailOnlySchema });
  if (filledHoneypot(formData)) {
    // A bot filled the honeypot: answer as if it worked, store nothing.
    return redirectWithToast("/blog", NEWSLETTER_SUCCESS(String(formData.get("email") ?? "")));
  }
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  if (!allow("newsletter", clientIp(request, context))) {
    return data(
      { result: submission.reply({ formErrors: ["Too many sign-ups. Please try again later."] }) },
      {
        status: 429,
        headers: {
          "Set-Cookie": await toastCookie({
            title: "Error",
            description: "Too many sign-ups from your network. Please try again later.",
            type: "destructive",
          }),
        },
      },
    );
  }
  subscribeToNewsletter(submission.value.email, env().SITE_URL);
  return redirectWithToast("/blog", NEWSLETTER_SUCCESS(submission.value.email));
}

export default function BlogIndex() {
  const { search, category, posts, featured, counts, jsonLd } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const live = useLiveSearch("/blog");
  const chips = [
    { value: "", label: "All", count: counts.all },
    ...BLOG_CATEGORIES.map((c) => ({ value: c, label: c, count: counts.byCategory[c] ?? 0 })),
  ];
  const filtered = Boolean(search || category);

  return (
    <div className="container-page py-10">
      <JsonLd data={jsonLd} />
      <h1 className="text-3xl font-bold text-gray-900">Road Striping Industry Blog</h1>
      <p className="mt-2 max-w-3xl text-gray-700">
        Regulations, safety, technology and industry news for pavement marking contractors, property
        owners and agencies.
      </p>

      {featured.length ? (
        <section aria-labelledby="featured-heading" className="mt-8">
          <h2 id="featured-heading" className="text-2xl font-semibold text-gray-900">
            Featured Articles
          </h2>
          <div className="mt-4 grid gap-6 md:grid-cols-3">
            {featured.map((p) => (
              <BlogCard key={p.id} post={p} />
            ))}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="articles-heading" className="mt-10">
        <h2 id="articles-heading" className="text-2xl font-semibold text-gray-900">
          {category ? `${category} Articles` : "All Articles"}
        </h2>
        <LiveSearchForm
          live={live}
          action="/blog"
          id="blog-search"
          name="search"
          label="Search articles"
          value={search}
          maxLength={BLOG_SEARCH_MAX}
          placeholder="Search by title, excerpt or content..."
          category={category}
        />
        <CategoryChips
          label="Blog categories"
          chips={chips}
          current={category}
          hrefFor={(c) =>
            hrefWith("/blog", [
              ["search", search],
              ["category", c],
            ])
          }
        />

        <div className="mt-6" aria-live="polite" aria-busy={live.loading}>
          {live.loading ? (
            <>
              <p className="sr-only">Loading articles...</p>
              <BlogSkeleton />
            </>
          ) : posts.length === 0 ? (
            <div className="rounded-xl border border-gray-200 bg-white p-12 text-center">
              <p className="text-lg font-semibold text-gray-900">No Articles Found</p>
              <p className="mt-1 text-gray-600">
                {filtered
                  ? "No articles match your current search or filter criteria."
                  : "No articles have been published yet."}
              </p>
              {filtered ? (
                <Link
                  to="/blog"
                  className="mt-4 inline-block rounded-md border border-gray-300 px-4 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50"
                >
                  Clear Filters
                </Link>
              ) : null}
            </div>
          ) : (
            <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {posts.map((p) => (
                <BlogCard key={p.id} post={p} />
              ))}
            </div>
          )}
        </div>
      </section>

      <section
        id="newsletter"
        aria-labelledby="newsletter-heading"
        className="mt-12 rounded-xl bg-asphalt p-8 text-white"
      >
        <h2 id="newsletter-heading" className="text-2xl font-semibold">
          Stay Updated
        </h2>
        <p className="mt-1 text-gray-200">
          Get new articles on regulations, safety and striping technology by e-mail. We send a
          confirmation link first, and you can ignore it if you change your mind.
        </p>
        <div className="mt-4 max-w-xl">
          <EmailSignupForm
            id="newsletter-form"
            action="/blog?index"
            intent="newsletter"
            label="Email address for the newsletter"
            button="Subscribe"
            pendingButton="Subscribing..."
            lastResult={actionData?.result}
          />
        </div>
      </section>
    </div>
  );
}
