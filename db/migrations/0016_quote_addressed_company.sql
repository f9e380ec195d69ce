-- A request sent from a company's page is addressed to that company; the requester may also let
-- it go to similar contractors nearby (issue 12, point 6; decision 016).
ALTER TABLE `quote_requests` ADD `addressed_company_id` integer REFERENCES `companies`(`id`) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `also_similar` integer DEFAULT 1 NOT NULL;
