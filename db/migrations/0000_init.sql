CREATE TABLE `advertisements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`image_url` text,
	`link_url` text,
	`company_name` text,
	`contact_info` text,
	`ad_type` text,
	`placement` text,
	`is_active` integer DEFAULT true NOT NULL,
	`click_count` integer DEFAULT 0 NOT NULL,
	`impression_count` integer DEFAULT 0 NOT NULL,
	`start_date` integer,
	`end_date` integer,
	`priority` integer DEFAULT 0 NOT NULL,
	`target_states` text,
	`target_device_types` text,
	`target_time_of_day` text,
	`target_services` text,
	`target_user_type` text,
	`show_probability` integer DEFAULT 100 NOT NULL,
	`personalize_title` integer DEFAULT false NOT NULL,
	`personalize_description` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `anonymous_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`session_id` text NOT NULL,
	`ip_address` text,
	`user_agent` text,
	`device_type` text,
	`location` text,
	`visit_count` integer DEFAULT 1 NOT NULL,
	`searched_services` text DEFAULT '[]' NOT NULL,
	`search_queries` text DEFAULT '[]' NOT NULL,
	`viewed_companies` text DEFAULT '[]' NOT NULL,
	`time_of_day` text,
	`last_activity` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`first_visit` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `anonymous_sessions_session_id_unique` ON `anonymous_sessions` (`session_id`);--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`excerpt` text NOT NULL,
	`content` text NOT NULL,
	`author` text NOT NULL,
	`author_title` text,
	`category` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`featured_image` text,
	`is_published` integer DEFAULT false NOT NULL,
	`is_featured` integer DEFAULT false NOT NULL,
	`view_count` integer DEFAULT 0 NOT NULL,
	`published_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_category_idx` ON `blog_posts` (`is_published`,`category`,`published_at`);--> statement-breakpoint
CREATE TABLE `companies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`directory` text NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`location` text NOT NULL,
	`state` text NOT NULL,
	`phone` text,
	`email` text,
	`website` text,
	`description` text,
	`services` text DEFAULT '[]' NOT NULL,
	`products` text DEFAULT '[]' NOT NULL,
	`certifications` text DEFAULT '[]' NOT NULL,
	`company_type` text DEFAULT 'striping' NOT NULL,
	`year_established` integer,
	`average_rating` real DEFAULT 0 NOT NULL,
	`total_reviews` integer DEFAULT 0 NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`is_claimed` integer DEFAULT false NOT NULL,
	`subscription_tier` text DEFAULT 'free' NOT NULL,
	`tier_rank` integer DEFAULT 0 NOT NULL,
	`claimed_by` integer,
	`custom_brand_color` text,
	`custom_logo` text,
	`search_priority` integer DEFAULT 0 NOT NULL,
	`featured_until` integer,
	`receive_quotes` integer DEFAULT true NOT NULL,
	`latitude` real,
	`longitude` real,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`claimed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `companies_slug_unique` ON `companies` (`slug`);--> statement-breakpoint
CREATE INDEX `companies_rank_idx` ON `companies` (`directory`,`tier_rank`,`search_priority`,`average_rating`,`id`);--> statement-breakpoint
CREATE INDEX `companies_state_rank_idx` ON `companies` (`directory`,`state`,`tier_rank`,`search_priority`,`average_rating`,`id`);--> statement-breakpoint
CREATE INDEX `companies_geo_idx` ON `companies` (`directory`,`latitude`,`longitude`);--> statement-breakpoint
CREATE INDEX `companies_claimed_by_idx` ON `companies` (`claimed_by`);--> statement-breakpoint
CREATE INDEX `companies_reviews_idx` ON `companies` (`directory`,`total_reviews`);--> statement-breakpoint
CREATE INDEX `companies_rating_idx` ON `companies` (`directory`,`average_rating`);--> statement-breakpoint
CREATE TABLE `company_services` (
	`company_id` integer NOT NULL,
	`service_id` integer NOT NULL,
	PRIMARY KEY(`company_id`, `service_id`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `company_services_service_idx` ON `company_services` (`service_id`,`company_id`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text DEFAULT 'general' NOT NULL,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to_address` text NOT NULL,
	`from_address` text,
	`reply_to` text,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_error` text,
	`sent_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_outbox_due_idx` ON `email_outbox` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `logos` (
	`id` text PRIMARY KEY NOT NULL,
	`uploaded_by` integer,
	`content_type` text DEFAULT 'image/png' NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` blob NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `logos_uploaded_by_idx` ON `logos` (`uploaded_by`);--> statement-breakpoint
CREATE TABLE `quote_matches` (
	`quote_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`distance_miles` real NOT NULL,
	`rank` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`quote_id`, `company_id`),
	FOREIGN KEY (`quote_id`) REFERENCES `quote_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quote_matches_company_idx` ON `quote_matches` (`company_id`);--> statement-breakpoint
CREATE TABLE `quote_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`customer_phone` text NOT NULL,
	`company_name` text,
	`project_location` text NOT NULL,
	`preferred_timeline` text,
	`additional_notes` text,
	`project_description` text NOT NULL,
	`project_size` text DEFAULT 'Not specified' NOT NULL,
	`services_needed` text DEFAULT '[]' NOT NULL,
	`budget_range` text,
	`details` text DEFAULT '{}' NOT NULL,
	`latitude` real,
	`longitude` real,
	`status` text DEFAULT 'pending' NOT NULL,
	`priority` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `quote_requests_created_idx` ON `quote_requests` (`created_at`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text,
	`rating` integer NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`project_type` text,
	`project_size` text,
	`is_verified` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reviews_company_idx` ON `reviews` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `services_name_unique` ON `services` (`name`);--> statement-breakpoint
CREATE TABLE `state_resources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`state_code` text NOT NULL,
	`state_name` text NOT NULL,
	`dot_name` text NOT NULL,
	`dot_acronym` text,
	`standards_url` text NOT NULL,
	`specifications_url` text NOT NULL,
	`traffic_control_url` text,
	`last_updated` integer NOT NULL,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `state_resources_state_code_unique` ON `state_resources` (`state_code`);--> statement-breakpoint
CREATE TABLE `user_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_sessions_user_idx` ON `user_sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`hashed_password` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`company` text,
	`phone` text,
	`role` text DEFAULT 'business_owner' NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`email_verification_token` text,
	`password_reset_token` text,
	`password_reset_expires` integer,
	`last_login` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);