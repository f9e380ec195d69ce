DROP INDEX `companies_reviews_idx`;--> statement-breakpoint
DROP INDEX `companies_rating_idx`;--> statement-breakpoint
CREATE INDEX `companies_reviews_idx` ON `companies` (`directory`,"total_reviews" desc,"average_rating" desc,`id`);--> statement-breakpoint
CREATE INDEX `companies_rating_idx` ON `companies` (`directory`,"average_rating" desc,"total_reviews" desc,`id`);