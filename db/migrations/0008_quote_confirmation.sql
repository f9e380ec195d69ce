-- The requester's private confirmation page, and the plan each matched firm had when the request
-- was sent (decision 016).
ALTER TABLE `quote_requests` ADD `public_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `quote_requests_public_token_idx` ON `quote_requests` (`public_token`);--> statement-breakpoint
ALTER TABLE `quote_matches` ADD `tier` text DEFAULT 'free' NOT NULL;
