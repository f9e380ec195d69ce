-- A claim takes effect only once proven (decision 015): a code mailed to the listing's own
-- address, or an operator's review when the listing has none. Earlier claims took effect at
-- once, so they are 'approved'.
ALTER TABLE `company_claims` ADD `status` text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE `company_claims` ADD `code_hash` text;--> statement-breakpoint
ALTER TABLE `company_claims` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `company_claims` ADD `expires_at` integer;--> statement-breakpoint
ALTER TABLE `company_claims` ADD `decided_at` integer;--> statement-breakpoint
CREATE INDEX `company_claims_user_idx` ON `company_claims` (`user_id`,`company_id`,`status`);--> statement-breakpoint
CREATE INDEX `company_claims_status_idx` ON `company_claims` (`status`,`created_at`);
