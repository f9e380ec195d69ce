-- Logo housekeeping (decision 017): the hourly upload quota counts a user's recent logos, and
-- the cleanup finds logos no listing uses; both read through these indexes, not by scanning.
CREATE INDEX `logos_uploaded_by_created_idx` ON `logos` (`uploaded_by`, `created_at`);--> statement-breakpoint
DROP INDEX `logos_uploaded_by_idx`;--> statement-breakpoint
CREATE INDEX `logos_created_at_idx` ON `logos` (`created_at`);--> statement-breakpoint
CREATE INDEX `companies_custom_logo_idx` ON `companies` (`custom_logo`) WHERE `custom_logo` IS NOT NULL;
