-- How each contractor serves a request's place (decision 049): 'state' (one of the states it
-- serves), 'radius' (its own travel radius) or 'near' (within the default radius). The
-- requester's page says it; rows from before keep none.
ALTER TABLE `quote_matches` ADD `reach` text;
--> statement-breakpoint
-- A request is the same as another when its requester's address and every field agree: a
-- digest of them, so a repeat within a day is found by one indexed read and not sent again.
ALTER TABLE `quote_requests` ADD `fingerprint` text;
--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `repeat_of` integer REFERENCES `quote_requests`(`id`) ON DELETE SET NULL;
--> statement-breakpoint
-- The requester's address is proven by the first visit through the link of the mail, which
-- carries a proof beside the private token (the page the form lands on has the token only).
ALTER TABLE `quote_requests` ADD `requester_proof` text;
--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `requester_proven_at` integer;
--> statement-breakpoint
CREATE INDEX `quote_requests_fingerprint_idx` ON `quote_requests` (`fingerprint`, `created_at`);
--> statement-breakpoint
-- Whether a requester's address was proven by an earlier request's link: read by address.
CREATE INDEX `quote_requests_requester_idx` ON `quote_requests` (lower(trim(`customer_email`)));
