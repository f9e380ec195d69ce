/** schema.org structured data (decision 009), built from what a page already shows. */

import type { ListingContact } from "./listing";

type CompanyLike = ListingContact & {
  slug: string;
  averageRating: string;
  totalReviews: number;
};

type ReviewLike = {
  customerName: string;
  rating: number;
  title: string;
  content: string;
  createdAt: string;
};

export function companyJsonLd(c: CompanyLike, reviews: ReviewLike[], siteUrl: string) {
  const url = new URL(`/companies/${c.slug}`, siteUrl).toString();
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": url,
    name: c.name,
    url,
    description: c.description ?? undefined,
    telephone: c.phone ?? undefined,
    email: c.email ?? undefined,
    sameAs: c.website ?? undefined,
    address: {
      "@type": "PostalAddress",
      addressLocality: c.location,
      addressRegion: c.state,
      addressCountry: "US",
    },
    ...(c.totalReviews > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: c.averageRating,
            reviewCount: c.totalReviews,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.slice(0, 5).map((r) => ({
            "@type": "Review",
            author: { "@type": "Person", name: r.customerName },
            datePublished: r.createdAt.slice(0, 10),
            name: r.title,
            reviewBody: r.content,
            reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5 },
          })),
        }
      : {}),
  };
}

/** ItemList of the companies a listing page shows; the count falls back to 831 (decision 009). */
export function companyListJsonLd(
  companies: { slug: string; name: string }[],
  total: number | undefined,
  siteUrl: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "Road Striping Companies",
    numberOfItems: total ?? 831,
    itemListElement: companies.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      url: new URL(`/companies/${c.slug}`, siteUrl).toString(),
      name: c.name,
    })),
  };
}

export function organizationJsonLd(siteUrl: string, brand: string, email: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand,
    url: siteUrl,
    logo: new URL("/favicon.svg", siteUrl).toString(),
    contactPoint: { "@type": "ContactPoint", contactType: "customer support", email },
  };
}
