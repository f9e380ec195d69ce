-- Logo housekeeping (decision 017): the hourly upload quota counts a user's recent logos, and
-- the cleanup finds logos no listing uses; both read through these indexes, not by scanning.
CREATE INDEX `logos_uploaded_by_created_idx` ON `logos` (`uploaded_by`, `created_at`);--> statement-breakpoint
DROP INDEX `logos_uploaded_by_idx`;--> statement-breakpoint
CREATE INDEX `logos_created_at_idx` ON `logos` (`created_at`);--> statement-breakpoint
CREATE INDEX `companies_custom_logo_idx` ON `companies` (`custom_logo`) WHERE `custom_logo` IS NOT NULL;
--> statement-breakpoint
-- A bulk e-mail written while signed out, kept through sign-in (decision 008): the login page's
-- redirectTo carries only the random token; drafts older than a day are removed.
CREATE TABLE `bulk_email_drafts` (
	`token` text PRIMARY KEY NOT NULL,
	`company_ids` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);--> statement-breakpoint
CREATE INDEX `bulk_email_drafts_created_idx` ON `bulk_email_drafts` (`created_at`);
