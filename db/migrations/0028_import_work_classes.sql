-- A listed source's work classes mapped to the directory's services, and the list's public
-- address; an imported credential keeps that address to link to (decision 050).
ALTER TABLE `import_sources` ADD `work_classes` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `import_sources` ADD `source_url` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `listing_credentials` ADD `source_url` text;
