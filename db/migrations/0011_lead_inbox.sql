-- A forwarded quote request is a lead in the contractor's inbox (decision 019): its state and
-- the contractor's answer live on the match row the request created.
ALTER TABLE `quote_matches` ADD `lead_status` text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE `quote_matches` ADD `viewed_at` integer;--> statement-breakpoint
ALTER TABLE `quote_matches` ADD `responded_at` integer;--> statement-breakpoint
ALTER TABLE `quote_matches` ADD `response_message` text;--> statement-breakpoint
ALTER TABLE `quote_matches` ADD `response_price` text;--> statement-breakpoint
ALTER TABLE `quote_matches` ADD `response_start` text;--> statement-breakpoint
ALTER TABLE `quote_matches` ADD `declined_at` integer;--> statement-breakpoint
ALTER TABLE `quote_matches` ADD `decline_reason` text;
