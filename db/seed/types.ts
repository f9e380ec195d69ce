import type { Directory } from "../../app/lib/directory";
import type { ListingContact } from "../../app/lib/listing";
import type { SubscriptionTier } from "../../app/lib/options";

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
}

export interface MaterialsSeed extends CompanySeed {
  directory: "materials";
}
