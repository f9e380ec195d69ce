import type { Directory } from "~/lib/directory";
import type { ListingContact } from "~/lib/listing";
import type { SubscriptionTier } from "~/lib/options";

/** One company row as the seed generators produce it (ids are assigned on insert). */
export interface CompanySeed extends ListingContact {
  directory: Directory;
  slug: string;
  services: string[];
  products: string[];
  certifications: string[];
  companyType: string;
  yearEstablished: number | null;
  isClaimed: boolean;
  isVerified: boolean;
  subscriptionTier: SubscriptionTier;
  searchPriority: number;
  receiveQuotes: boolean;
  latitude: number | null;
  longitude: number | null;
  customBrandColor: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface StripingSeed extends CompanySeed {
  directory: "striping";
  companyType: "striping";
  credentials: CredentialSeed[];
}

export interface MaterialsSeed extends CompanySeed {
  directory: "materials";
}

/** A demo credential: the seed's listings hold some, a share of them verified. */
export interface CredentialSeed {
  kind: import("~/lib/credential-kinds").CredentialKind;
  state: string;
  issuer: string;
  number: string | null;
  expiresOn: string | null;
  verifiedAt: Date | null;
}
