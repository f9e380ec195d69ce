import type { SubscriptionTier } from "../../app/lib/options";

/** One company row as the seed generators produce it (ids are assigned on insert). */
export interface CompanySeed {
  directory: "striping" | "materials";
  name: string;
  slug: string;
  location: string;
  state: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  description: string | null;
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
