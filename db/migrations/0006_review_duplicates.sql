-- One review per company per e-mail, and per visitor per company per day (decision 015). The
-- visitor is a keyed hash of the client address, never the address itself.
ALTER TABLE `reviews` ADD `reviewer_key` text;--> statement-breakpoint
CREATE INDEX `reviews_company_email_idx` ON `reviews` (`company_id`,lower(`customer_email`)) WHERE `customer_email` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `reviews_company_reviewer_idx` ON `reviews` (`company_id`,`reviewer_key`,`created_at`) WHERE `reviewer_key` IS NOT NULL;
