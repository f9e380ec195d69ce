import { CategoryChips, LiveSearchForm } from "~/components/content/live-search-form";

import { useLoaderData } from "react-router";
import { Band, EmptyState, LinkList, PageHeader } from "~/components/content/page-parts";
import { JsonLd } from "~/components/json-ld";
import { useLiveSearch } from "~/hooks/use-live-search";
import { faqPageJsonLd } from "~/lib/content-jsonld";
import { FAQ_CATEGORIES, FAQ_ITEMS, faqCategoryCounts, filterFaq, isFaqCategory } from "~/lib/faq";
import { FAQ_SEARCH_MAX, readContentSearch } from "~/lib/content-limits";
import { pageMeta } from "~/lib/seo";
import { SITE } from "~/lib/site";
import type { Route } from "./+types/faq";
import { PUBLIC_FIXED_PAGE } from "~/lib/page-cache-handle";

/** The same for every anonymous visitor: kept and shared (decision 046). */
export const handle = PUBLIC_FIXED_PAGE;

export async function loader({ request }: Route.LoaderArgs) {
  const { text: q, category } = readContentSearch(request, "q", FAQ_SEARCH_MAX, isFaqCategory);
  return {
    q,
    category,
    items: filterFaq({ category: category || undefined, search: q }),
    counts: faqCategoryCounts(),
    total: FAQ_ITEMS.length,
    jsonLd: faqPageJsonLd(FAQ_ITEMS),
  };
}

export const meta = pageMeta({
  title: "Frequently Asked Questions | Road Striping Directory",
  description:
    "Answers about listing your company, plans and prices, claiming a listing, free quote requests, reviews, the materials directory, state DOT resources and the merch store.",
  keywords:
    "road striping directory FAQ, list striping company, claim listing, striping quotes, pavement marking contractors help",
  path: "/faq",
});

export default function Faq() {
  const { q, category, items, counts, total, jsonLd } = useLoaderData<typeof loader>();
  const live = useLiveSearch("/faq");
  return (
    <div className="container-page max-w-4xl py-10">
      <JsonLd data={jsonLd} />
      <PageHeader title="Frequently Asked Questions">
        Everything about finding contractors, listing your company, quotes and the rest of the
        directory.
      </PageHeader>

      <LiveSearchForm
        live={live}
        action="/faq"
        id="faq-q"
        name="q"
        label="Search questions"
        value={q}
        maxLength={FAQ_SEARCH_MAX}
        placeholder="Search questions and answers..."
        category={category}
        className="mt-6"
      />

      <CategoryChips
        label="FAQ categories"
        path="/faq"
        categories={FAQ_CATEGORIES}
        counts={counts}
        total={total}
        current={category}
        search={["q", q]}
      />

      <div className="mt-6" aria-live="polite">
        {items.length === 0 ? (
          <EmptyState
            title="No questions found"
            reset={{ to: "/faq", label: "Show all questions" }}
          >
            Try another search term or category.
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {items.map((f) => (
              <li key={f.id}>
                <details
                  id={f.id}
                  className="group rounded-lg border border-gray-200 bg-white shadow-sm"
                >
                  <summary className="flex cursor-pointer items-start justify-between gap-4 p-4 font-semibold text-gray-900">
                    <span>{f.question}</span>
                    <span
                      className="mt-0.5 shrink-0 text-gray-500 transition-transform group-open:rotate-180"
                      aria-hidden="true"
                    >
                      ▾
                    </span>
                  </summary>
                  <div className="border-t border-gray-100 px-4 pt-3 pb-4 text-gray-700">
                    <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase">
                      {f.category}
                    </p>
                    <p className="mt-1">{f.answer}</p>
                    {f.links?.length ? (
                      <LinkList
                        links={f.links.map((l) => ({ to: l.href, label: l.label }))}
                        className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm"
                        linkClassName="font-medium text-brand-700 underline hover:no-underline"
                      />
                    ) : null}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
      </div>

      <Band
        labelId="more-help"
        title="Still have questions?"
        text="Our support team answers within 24 hours, Monday to Friday."
        tone="light"
        links={[
          { to: "/contact", label: "Contact Us", look: "primary" },
          {
            href: `mailto:${SITE.supportEmail}`,
            label: `Email ${SITE.supportEmail}`,
            look: "outline",
          },
        ]}
      />
    </div>
  );
}
