-- A request sent from a company's page is addressed to that company; the requester may also let
-- it go to similar contractors nearby (decision 016).
ALTER TABLE `quote_requests` ADD `addressed_company_id` integer REFERENCES `companies`(`id`) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `also_similar` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A state's cities with their listing counts (the landing pages' city links), read from this
-- index alone: exact at any size of the directory.
CREATE INDEX `companies_city_idx` ON `companies` (`directory`,`state`,`location`);--> statement-breakpoint
-- The radius search's light rows (plan, rating, reviews) from the geo index alone: no table
-- read per row in the bounding box.
DROP INDEX `companies_geo_idx`;--> statement-breakpoint
CREATE INDEX `companies_geo_idx` ON `companies` (`directory`,`latitude`,`longitude`,`tier_rank`,`search_priority`,`average_rating`,`total_reviews`);
