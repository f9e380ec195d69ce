-- Why each contractor received a quote request (decision 044): the services
-- of the firm that fit the request as they were listed when it was sent, whether they include
-- the requested work itself or only related work, and whether a paid plan put the firm ahead of
-- another as close that lists the same kind of work. Rows before this migration keep no reason.
ALTER TABLE `quote_matches` ADD `matched_services` text DEFAULT '[]' NOT NULL;
--> statement-breakpoint
ALTER TABLE `quote_matches` ADD `fit` text;
--> statement-breakpoint
ALTER TABLE `quote_matches` ADD `plan_priority` integer DEFAULT false NOT NULL;
