-- Claim and quota limits (decision 040).
-- A claim that waits for the operator says why: NULL when the listing has no e-mail on file,
-- 'limit' when the listing or the claimant used up the day's codes or wrong codes.
ALTER TABLE `company_claims` ADD `review_reason` text;--> statement-breakpoint
CREATE INDEX `company_claims_company_created_idx` ON `company_claims` (`company_id`, `created_at`);--> statement-breakpoint
CREATE INDEX `company_claims_user_created_idx` ON `company_claims` (`user_id`, `created_at`);--> statement-breakpoint
-- One row per use of a quota (a logo upload...), taken by a single INSERT ... SELECT that counts
-- the window and inserts only under the limit, before the expensive work: concurrent requests
-- cannot all pass. No content trigger: no page shows it.
CREATE TABLE `quota_uses` (
	`name` text NOT NULL,
	`subject` text NOT NULL,
	`used_at` integer NOT NULL
);--> statement-breakpoint
CREATE INDEX `quota_uses_subject_idx` ON `quota_uses` (`name`, `subject`, `used_at`);--> statement-breakpoint
CREATE INDEX `quota_uses_used_at_idx` ON `quota_uses` (`used_at`);
