import { CategoryChips, LiveSearchForm } from "~/components/content/live-search-form";

import { useLoaderData } from "react-router";
import { BlogCard, BlogCards, BlogSkeleton } from "~/components/content/blog-card";
import { Band, EmptyState, PageHeader, Section } from "~/components/content/page-parts";
import { EmailSignupForm } from "~/components/content/email-signup-form";
import { JsonLd } from "~/components/json-ld";
import { useLiveSearch } from "~/hooks/use-live-search";
import { blogJsonLd } from "~/lib/content-jsonld";
import { BLOG_CATEGORIES } from "~/lib/options";
import { BLOG_SEARCH_MAX, readContentSearch } from "~/lib/content-limits";
import { seoMeta } from "~/lib/seo";
import {
  featuredPosts,
  isBlogCategory,
  listPublishedPosts,
  publishedCategoryCounts,
  toBlogCard,
} from "~/models/content/blog.server";
import { subscribeToNewsletter } from "~/models/mail/newsletter.server";
import { env } from "~/env.server";
import { emailSignupAction } from "~/server/auth/email-signup.server";
import type { Route } from "./+types/blog._index";
import { PUBLIC_PAGE } from "~/lib/page-cache-handle";

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_PAGE;

export async function loader({ request }: Route.LoaderArgs) {
  const { text: search, category } = readContentSearch(
    request,
    "search",
    BLOG_SEARCH_MAX,
    isBlogCategory,
  );
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

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
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
export const action = (args: Route.ActionArgs) =>
  emailSignupAction(args, {
    path: "/blog",
    limit: {
      name: "newsletter",
      formError: "Too many sign-ups. Please try again later.",
      toast: "Too many sign-ups from your network. Please try again later.",
    },
    decoy: NEWSLETTER_SUCCESS,
    save: (email) => {
      subscribeToNewsletter(email, env().SITE_URL);
      return NEWSLETTER_SUCCESS(email);
    },
  });

export default function BlogIndex() {
  const { search, category, posts, featured, counts, jsonLd } = useLoaderData<typeof loader>();
  const live = useLiveSearch("/blog");
  const filtered = Boolean(search || category);

  return (
    <div className="container-page py-10">
      <JsonLd data={jsonLd} />
      <PageHeader title="Road Striping Industry Blog">
        Regulations, safety, technology and industry news for pavement marking contractors, property
        owners and agencies.
      </PageHeader>

      {featured.length ? (
        <BlogCards
          labelId="featured-heading"
          title="Featured Articles"
          posts={featured}
          className="mt-8"
        />
      ) : null}

      <Section
        labelId="articles-heading"
        title={category ? `${category} Articles` : "All Articles"}
        className="mt-10"
      >
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
          path="/blog"
          categories={BLOG_CATEGORIES}
          counts={counts.byCategory}
          total={counts.all}
          current={category}
          search={["search", search]}
        />

        <div className="mt-6" aria-live="polite" aria-busy={live.loading}>
          {live.loading ? (
            <>
              <p className="sr-only">Loading articles...</p>
              <BlogSkeleton />
            </>
          ) : posts.length === 0 ? (
            <EmptyState
              title="No Articles Found"
              reset={filtered ? { to: "/blog", label: "Clear Filters" } : undefined}
            >
              {filtered
                ? "No articles match your current search or filter criteria."
                : "No articles have been published yet."}
            </EmptyState>
          ) : (
            <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {posts.map((p) => (
                <BlogCard key={p.id} post={p} />
              ))}
            </div>
          )}
        </div>
      </Section>

      <Band
        id="newsletter"
        labelId="newsletter-heading"
        title="Stay Updated"
        text="Get new articles on regulations, safety and striping technology by e-mail. We send a confirmation link first, and you can ignore it if you change your mind."
        centered={false}
      >
        <div className="mt-4 max-w-xl">
          <EmailSignupForm
            action="/blog?index"
            intent="newsletter"
            label="Email address for the newsletter"
            button="Subscribe"
            pendingButton="Subscribing..."
          />
        </div>
      </Band>
    </div>
  );
}
