-- Listing, plan, badge and review states of decision 015. A listing out of view (deleted by the
-- owner who added it, kept 30 days; or unlisted by the operator) keeps its row, reviews and slug.
ALTER TABLE `companies` ADD `plan_status` text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `listing_status` text DEFAULT 'listed' NOT NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `unlist_requested_at` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `deleted_at` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `added_by` integer REFERENCES `users`(`id`) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `companies` ADD `verified_at` integer;--> statement-breakpoint
ALTER TABLE `companies` ADD `verified_note` text;--> statement-breakpoint
ALTER TABLE `companies` ADD `original_details` text;--> statement-breakpoint
-- Paid plans already in the data were paid for; a requested one waits for payment.
UPDATE `companies` SET `plan_status` = CASE
  WHEN `subscription_tier` <> 'free' THEN 'active'
  WHEN `requested_tier` IS NOT NULL THEN 'pending'
  ELSE 'none' END;--> statement-breakpoint
-- A listing its owner holds without a claim on record was added by that owner in the wizard.
UPDATE `companies` SET `added_by` = `claimed_by` WHERE `claimed_by` IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM `company_claims` cc WHERE cc.company_id = `companies`.id);--> statement-breakpoint
CREATE INDEX `companies_added_by_idx` ON `companies` (`added_by`);--> statement-breakpoint
CREATE INDEX `companies_out_of_view_idx` ON `companies` (`listing_status`,`deleted_at`) WHERE `listing_status` <> 'listed' OR `deleted_at` IS NOT NULL;--> statement-breakpoint
ALTER TABLE `reviews` ADD `status` text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE `reviews` ADD `verified_at` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `confirm_token` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `owner_reply` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `owner_reply_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_confirm_token_idx` ON `reviews` (`confirm_token`);--> statement-breakpoint
CREATE TABLE `review_reports` (
  `id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  `review_id` integer NOT NULL REFERENCES `reviews`(`id`) ON DELETE CASCADE,
  `reason` text NOT NULL,
  `note` text,
  `reporter_key` text,
  `reporter_user_id` integer REFERENCES `users`(`id`) ON DELETE SET NULL,
  `status` text DEFAULT 'open' NOT NULL,
  `decided_at` integer,
  `created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);--> statement-breakpoint
CREATE INDEX `review_reports_status_idx` ON `review_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `review_reports_review_idx` ON `review_reports` (`review_id`,`reporter_key`);
