-- Plans are paid through Stripe and follow what Stripe reports. Stripe holds the truth; these
-- rows are the last copy read from it (one subscription per owner, plan and period, covering
-- that owner's listings on it), the invoices shown in My Account, and the events already handled.
CREATE TABLE `billing_customers` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`stripe_customer_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE UNIQUE INDEX `billing_customers_stripe_idx` ON `billing_customers` (`stripe_customer_id`);--> statement-breakpoint
CREATE TABLE `billing_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`stripe_customer_id` text NOT NULL,
	`tier` text NOT NULL,
	`period` text NOT NULL,
	`status` text NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`amount_cents` integer DEFAULT 0 NOT NULL,
	`current_period_end` integer,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`past_due_since` integer,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `billing_subscriptions_user_idx` ON `billing_subscriptions` (`user_id`,`tier`,`period`);--> statement-breakpoint
CREATE TABLE `billing_listings` (
	`subscription_id` text NOT NULL,
	`company_id` integer NOT NULL,
	PRIMARY KEY(`subscription_id`, `company_id`),
	FOREIGN KEY (`subscription_id`) REFERENCES `billing_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `billing_listings_company_idx` ON `billing_listings` (`company_id`);--> statement-breakpoint
CREATE TABLE `billing_invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`subscription_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`status` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`hosted_url` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `billing_invoices_user_idx` ON `billing_invoices` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);--> statement-breakpoint
-- Where a listing's plan comes from: `paid` (Stripe) or `complimentary` (the operator, to
-- featured_until); Stripe's events never touch a complimentary plan.
ALTER TABLE `companies` ADD `plan_source` text;--> statement-breakpoint
-- Plans the operator switched on by hand were given, not paid through Stripe.
UPDATE `companies` SET `plan_source` = 'complimentary' WHERE `plan_status` = 'active' AND `subscription_tier` <> 'free';--> statement-breakpoint
-- Requests waiting for a hand activation are gone: a plan is bought at Checkout now.
UPDATE `companies` SET `requested_tier` = NULL, `plan_status` = 'none' WHERE `plan_status` = 'pending';
