-- Listing insights (decision 023): per listing and UTC day, what visitors did with it. Counts
-- only, no visitor data. No content_version trigger: pages never show these figures, so a flush
-- of counts keeps the page cache warm (decision 020).
CREATE TABLE `listing_stats` (
	`company_id` integer NOT NULL REFERENCES `companies`(`id`) ON DELETE CASCADE,
	`day` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`appearances` integer DEFAULT 0 NOT NULL,
	`calls` integer DEFAULT 0 NOT NULL,
	`websites` integer DEFAULT 0 NOT NULL,
	`emails` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY (`company_id`, `day`)
) WITHOUT ROWID;--> statement-breakpoint
CREATE TABLE `listing_search_terms` (
	`company_id` integer NOT NULL REFERENCES `companies`(`id`) ON DELETE CASCADE,
	`day` text NOT NULL,
	`term` text NOT NULL,
	`appearances` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY (`company_id`, `day`, `term`)
) WITHOUT ROWID;--> statement-breakpoint
-- Account changes (decision 023): a new address waits for its confirmation link; the first
-- dashboard visit is remembered for the 'Welcome' / 'Welcome back' line.
ALTER TABLE `users` ADD `pending_email` text;--> statement-breakpoint
ALTER TABLE `users` ADD `pending_email_token` text;--> statement-breakpoint
ALTER TABLE `users` ADD `pending_email_expires` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `dashboard_seen_at` integer;
