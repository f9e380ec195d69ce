-- Listing import from public lists (decision 050): remembered mappings per source,
-- committed imports with what they did (for undo), which list wrote which field of a listing,
-- one claim invitation per listing, and the addresses that unsubscribed from our mail.
CREATE TABLE `import_sources` (
	`name` text PRIMARY KEY NOT NULL,
	`mapping` text NOT NULL,
	`credential_kind` text DEFAULT '' NOT NULL,
	`credential_state` text DEFAULT '' NOT NULL,
	`updated_at` integer NOT NULL
);--> statement-breakpoint
CREATE TABLE `listing_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`source_name` text NOT NULL,
	`file_name` text NOT NULL,
	`file_sha256` text NOT NULL,
	`actor_id` integer,
	`actor_email` text NOT NULL,
	`counts` text NOT NULL,
	`invited` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`undone_at` integer,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE INDEX `listing_imports_created_idx` ON `listing_imports` (`created_at`);--> statement-breakpoint
CREATE TABLE `listing_import_links` (
	`import_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`action` text NOT NULL,
	`before` text,
	`credential_id` integer,
	`claimed_by` integer,
	PRIMARY KEY(`import_id`, `company_id`),
	FOREIGN KEY (`import_id`) REFERENCES `listing_imports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `listing_import_links_company_idx` ON `listing_import_links` (`company_id`);--> statement-breakpoint
CREATE TABLE `listing_field_sources` (
	`company_id` integer NOT NULL,
	`field` text NOT NULL,
	`source_name` text NOT NULL,
	`import_id` integer NOT NULL,
	`value` text,
	PRIMARY KEY(`company_id`, `field`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE TABLE `listing_invitations` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`import_id` integer NOT NULL,
	`mail_id` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE TABLE `mail_suppressions` (
	`email` text PRIMARY KEY NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);--> statement-breakpoint
-- A message's own headers (List-Unsubscribe) and whether the person asked for it (a password
-- reset): asked-for mail still reaches an address that unsubscribed.
ALTER TABLE `email_outbox` ADD `headers` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `requested` integer DEFAULT false NOT NULL;
