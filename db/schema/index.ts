// Every table, by what it holds; drizzle-kit reads the schema from here (drizzle.config.ts).
// Tables only: the column helpers stay with the modules that define them.
export { users, userSessions, emailChangeReverts } from "./accounts";
export { companies, services, companyServices, companyClaims } from "./companies";
export { companyTallies, serviceCategories, categoryTallies } from "./tallies";
export { reviews, reviewReports } from "./reviews";
export { quoteRequests, quoteMatches, leadMessages, companyResponseTimes } from "./quotes";
export {
  emailOutbox,
  newsletterSubscribers,
  merchNotifications,
  bulkEmailSends,
  bulkEmailDrafts,
  listingEmailProofs,
} from "./mail";
export {
  advertisements,
  stateResources,
  blogPosts,
  contactMessages,
  logos,
  contentVersion,
  contentChanges,
} from "./content";
export { anonymousSessions, auditLog, listingStats, listingSearchTerms } from "./activity";
export { quotaUses } from "./quotas";
export { listingCredentials, companyServiceStates } from "./credentials";
export {
  importSources,
  listingImports,
  listingImportLinks,
  listingFieldSources,
  listingInvitations,
  mailSuppressions,
} from "./imports";
export {
  billingCustomers,
  billingSubscriptions,
  billingListings,
  billingInvoices,
  stripeEvents,
} from "./billing";
