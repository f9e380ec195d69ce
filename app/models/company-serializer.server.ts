import { ratingString } from "~/lib/format";
import type { schema } from "./db.server";

export type CompanyRow = typeof schema.companies.$inferSelect;

/** The striping company shape of SPEC §3/§7 (`averageRating` is a decimal string). */
export function serializeStripingCompany(row: CompanyRow) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    location: row.location,
    state: row.state,
    phone: row.phone,
    email: row.email,
    website: row.website,
    description: row.description,
    services: row.services,
    averageRating: ratingString(row.averageRating),
    totalReviews: row.totalReviews,
    isVerified: row.isVerified,
    isClaimed: row.isClaimed,
    subscriptionTier: row.subscriptionTier,
    claimedBy: row.claimedBy,
    customBrandColor: row.customBrandColor,
    customLogo: row.customLogo,
    searchPriority: row.searchPriority,
    featuredUntil: row.featuredUntil?.toISOString() ?? null,
    companyType: row.companyType,
    receiveQuotes: row.receiveQuotes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type StripingCompany = ReturnType<typeof serializeStripingCompany>;

/** The materials company shape of SPEC §3/§7. */
export function serializeMaterialsCompany(row: CompanyRow) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    location: row.location,
    state: row.state,
    phone: row.phone,
    email: row.email,
    website: row.website,
    description: row.description,
    products: row.products,
    companyType: row.companyType,
    yearEstablished: row.yearEstablished,
    certifications: row.certifications,
    averageRating: ratingString(row.averageRating),
    totalReviews: row.totalReviews,
    isVerified: row.isVerified,
    isClaimed: row.isClaimed,
    subscriptionTier: row.subscriptionTier,
    claimedBy: row.claimedBy,
    customBrandColor: row.customBrandColor,
    customLogo: row.customLogo,
    searchPriority: row.searchPriority,
    featuredUntil: row.featuredUntil?.toISOString() ?? null,
    receiveQuotes: row.receiveQuotes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type MaterialsCompany = ReturnType<typeof serializeMaterialsCompany>;

/** What a card shows: nothing more is sent to the browser. */
export function toCompanyCard(row: CompanyRow) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    location: row.location,
    state: row.state,
    phone: row.phone,
    email: row.email,
    website: row.website,
    description: row.description,
    services: row.services,
    averageRating: ratingString(row.averageRating),
    totalReviews: row.totalReviews,
    isVerified: row.isVerified,
    isClaimed: row.isClaimed,
    customLogo: row.customLogo,
  };
}

export type CompanyCardData = ReturnType<typeof toCompanyCard>;
