-- Credentials and coverage. A listing's credentials are records of fixed kinds
-- (app/lib/credential-kinds.ts), self-reported until the operator verifies them; where a firm
-- works is a travel radius from its city and/or the states it serves. Both change which lists
-- hold a listing, so their writes are logged as the listing's own changes (kind 'company').
CREATE TABLE `listing_credentials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`kind` text NOT NULL,
	`state` text DEFAULT '' NOT NULL,
	`issuer` text NOT NULL,
	`number` text,
	`expires_on` text,
	`evidence_file` text,
	`evidence_type` text,
	`status` text DEFAULT 'self_reported' NOT NULL,
	`source` text DEFAULT 'owner' NOT NULL,
	`source_name` text,
	`verified_at` integer,
	`verified_by` integer,
	`rejection_reason` text,
	`expiry_notice_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`verified_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE UNIQUE INDEX `listing_credentials_key_idx` ON `listing_credentials` (`company_id`,`kind`,`state`);--> statement-breakpoint
CREATE INDEX `listing_credentials_kind_idx` ON `listing_credentials` (`kind`,`state`,`status`,`company_id`);--> statement-breakpoint
CREATE INDEX `listing_credentials_queue_idx` ON `listing_credentials` (`status`,`created_at`) WHERE "listing_credentials"."status" = 'self_reported';--> statement-breakpoint
CREATE INDEX `listing_credentials_expiry_idx` ON `listing_credentials` (`expires_on`);--> statement-breakpoint
CREATE TRIGGER `changes_credentials_insert` AFTER INSERT ON `listing_credentials` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('company', NEW.`company_id`, (SELECT `state` FROM `companies` WHERE `id` = NEW.`company_id`)); END;--> statement-breakpoint
CREATE TRIGGER `changes_credentials_update` AFTER UPDATE ON `listing_credentials` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('company', NEW.`company_id`, (SELECT `state` FROM `companies` WHERE `id` = NEW.`company_id`)); END;--> statement-breakpoint
CREATE TRIGGER `changes_credentials_delete` AFTER DELETE ON `listing_credentials` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('company', OLD.`company_id`, (SELECT `state` FROM `companies` WHERE `id` = OLD.`company_id`)); END;--> statement-breakpoint
CREATE TABLE `company_service_states` (
	`company_id` integer NOT NULL,
	`state` text NOT NULL,
	PRIMARY KEY(`company_id`, `state`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `company_service_states_state_idx` ON `company_service_states` (`state`,`company_id`);--> statement-breakpoint
-- A served state's pages show the listing too: its changes are logged under that state as well.
CREATE TRIGGER `changes_service_states_insert` AFTER INSERT ON `company_service_states` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('company', NEW.`company_id`, NEW.`state`); END;--> statement-breakpoint
CREATE TRIGGER `changes_service_states_delete` AFTER DELETE ON `company_service_states` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('company', OLD.`company_id`, OLD.`state`); END;--> statement-breakpoint
ALTER TABLE `companies` ADD `travel_miles` integer;--> statement-breakpoint
DROP TRIGGER `changes_companies_update`;--> statement-breakpoint
CREATE TRIGGER `changes_companies_update` AFTER UPDATE OF `id`, `directory`, `slug`, `name`, `location`, `state`, `phone`, `email`, `website`, `description`, `services`, `products`, `certifications`, `company_type`, `year_established`, `is_verified`, `is_claimed`, `subscription_tier`, `tier_rank`, `claimed_by`, `custom_brand_color`, `custom_logo`, `search_priority`, `featured_until`, `receive_quotes`, `latitude`, `longitude`, `created_at`, `requested_tier`, `plan_status`, `listing_status`, `unlist_requested_at`, `deleted_at`, `added_by`, `verified_at`, `verified_note`, `original_details`, `travel_miles` ON `companies` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('company', NEW.`id`, NEW.`state`); INSERT INTO `content_changes` (`kind`, `company_id`, `state`) SELECT 'company', OLD.`id`, OLD.`state` WHERE OLD.`state` IS NOT NEW.`state` OR OLD.`id` IS NOT NEW.`id`; END;
