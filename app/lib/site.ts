/**
 * Site configuration: the brand, the support address, the marketing figures that are not
 * computed from data, and the plan prices. Pages read these from here and nowhere else.
 */
export const SITE = {
  brand: "Road Striping Directory",
  tagline: "Find trusted road striping and pavement marking contractors across the United States",
  supportEmail: "support@roadstripingdirectory.example.com",
  suggestionsEmail: "suggestions@roadstripingdirectory.example.com",
  feedbackEmail: "feedback@roadstripingdirectory.example.com",
  /** Annual projects completed by listed contractors (marketing figure, shown with a plus). */
  annualProjects: 15000,
  /** US pavement marking industry size (marketing figure). */
  industrySize: "$2.8B",
  marketingCompanies: "831+",
  marketingSuppliers: "23+",
  advancedRadiusMiles: 50,
} as const;

import { PLAN_FEATURES } from "./plan-rules";

export const PLANS = [
  {
    id: "free",
    name: "Standard",
    monthly: 0,
    yearly: 0,
    priceLabel: "Free",
    features: PLAN_FEATURES.free,
  },
  {
    id: "premium",
    name: "Premium",
    monthly: 10,
    yearly: 96,
    priceLabel: "$10/month",
    yearlyNote: "$96/year (saving $24)",
    features: PLAN_FEATURES.premium,
  },
  {
    id: "vip",
    name: "VIP",
    monthly: 50,
    yearly: 500,
    priceLabel: "$50/month",
    yearlyNote: "$500/year (2 months free, saving $100)",
    features: PLAN_FEATURES.vip,
  },
] as const;

export const PAGE_SIZE = 12;
