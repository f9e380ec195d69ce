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

type CredentialLike = {
  label: string;
  state: string | null;
  issuer: string;
  expiresOn: string | null;
};

/**
 * A listing's credentials as schema.org reads them: the records its page shows , each an EducationalOccupationalCredential recognised by its issuer.
 */
function credentialsJsonLd(credentials: readonly CredentialLike[]) {
  if (!credentials.length) return {};
  return {
    hasCredential: credentials.map((c) => ({
      "@type": "EducationalOccupationalCredential",
      name: c.state ? `${c.label} (${c.state})` : c.label,
      credentialCategory: c.label,
      recognizedBy: { "@type": "Organization", name: c.issuer },
      ...(c.expiresOn ? { validUntil: c.expiresOn } : {}),
    })),
  };
}

export function companyJsonLd(
  c: CompanyLike,
  reviews: ReviewLike[],
  siteUrl: string,
  credentials: readonly CredentialLike[] = [],
) {
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
    ...credentialsJsonLd(credentials),
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
