/** schema.org structured data of the content pages (decision 009): FAQ, blog, organisation. */
import type { FaqItem } from "./faq";
import { SITE } from "./site";

type PostLike = {
  title: string;
  slug: string;
  excerpt: string;
  author: string;
  authorTitle?: string | null;
  category: string;
  tags: string[];
  publishedAt: string | null;
  updatedAt: string;
};

const abs = (path: string, siteUrl: string) => new URL(path, siteUrl).toString();

export function faqPageJsonLd(items: readonly FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}

function publisher(siteUrl: string) {
  return {
    "@type": "Organization",
    name: SITE.brand,
    url: siteUrl,
    logo: { "@type": "ImageObject", url: abs("/favicon.svg", siteUrl) },
  };
}

export function blogPostingJsonLd(
  post: PostLike & { content: string },
  siteUrl: string,
  imageUrl?: string | null,
) {
  const url = abs(`/blog/${post.slug}`, siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    articleSection: post.category,
    keywords: post.tags.join(", "),
    wordCount: post.content.trim() ? post.content.trim().split(/\s+/).length : 0,
    ...(imageUrl ? { image: abs(imageUrl, siteUrl) } : {}),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    dateModified: post.updatedAt,
    author: {
      "@type": "Person",
      name: post.author,
      ...(post.authorTitle ? { jobTitle: post.authorTitle } : {}),
    },
    publisher: publisher(siteUrl),
  };
}

/** The blog with its first 10 posts (decision 009). */
export function blogJsonLd(posts: readonly PostLike[], siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    name: `${SITE.brand} Blog`,
    url: abs("/blog", siteUrl),
    publisher: publisher(siteUrl),
    blogPost: posts.slice(0, 10).map((p) => ({
      "@type": "BlogPosting",
      headline: p.title,
      url: abs(`/blog/${p.slug}`, siteUrl),
      ...(p.publishedAt ? { datePublished: p.publishedAt } : {}),
      author: { "@type": "Person", name: p.author },
    })),
  };
}

/** Organization with its support contact point: e-mail, all 50 states, Mon-Fri 9-5. */
export function supportOrganizationJsonLd(siteUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: SITE.brand,
    url: siteUrl,
    logo: abs("/favicon.svg", siteUrl),
    email: SITE.supportEmail,
    areaServed: { "@type": "Country", name: "United States" },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer support",
      email: SITE.supportEmail,
      areaServed: "US",
      availableLanguage: "English",
      hoursAvailable: {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "17:00",
      },
    },
  };
}
