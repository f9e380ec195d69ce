-- A conversation per lead: each (request, firm) pair is a thread of messages. The firm's single
-- answer of decision 019 becomes its first message; `responded_at` on the match stays the time of
-- the firm's first message (response times are measured to it).
CREATE TABLE `lead_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`quote_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`sender` text NOT NULL,
	`message` text NOT NULL,
	`price` text,
	`start` text,
	`hidden_at` integer,
	`hidden_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quote_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hidden_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);--> statement-breakpoint
CREATE INDEX `lead_messages_thread_idx` ON `lead_messages` (`quote_id`,`company_id`,`created_at`);--> statement-breakpoint
INSERT INTO `lead_messages` (`quote_id`, `company_id`, `sender`, `message`, `price`, `start`, `created_at`)
  SELECT `quote_id`, `company_id`, 'firm', `response_message`, `response_price`, `response_start`, coalesce(`responded_at`, `created_at`)
  FROM `quote_matches` WHERE `response_message` IS NOT NULL;--> statement-breakpoint
-- Mail to the requester about one lead: at most one notice an hour (the page shows every message).
ALTER TABLE `quote_matches` ADD `requester_notice_at` integer;--> statement-breakpoint
-- A lead closed as not a fit: outside_area | service | spam | duplicate.
ALTER TABLE `quote_matches` ADD `decline_kind` text;--> statement-breakpoint
-- The requester's choice: null still deciding, 'hired' (hired_company_id), 'none'.
ALTER TABLE `quote_requests` ADD `hire_state` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `hired_company_id` integer REFERENCES companies(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `hired_at` integer;--> statement-breakpoint
-- The one review invitation: its link's token, and when the mail was queued.
ALTER TABLE `quote_requests` ADD `review_token` text;--> statement-breakpoint
ALTER TABLE `quote_requests` ADD `review_invited_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `quote_requests_review_token_idx` ON `quote_requests` (`review_token`);--> statement-breakpoint
CREATE INDEX `quote_requests_hired_idx` ON `quote_requests` (`hired_at`) WHERE `hire_state` = 'hired' AND `review_invited_at` IS NULL;--> statement-breakpoint
-- Three "spam or fake" declines hold a request ('held'); the operator clears or removes it.
ALTER TABLE `quote_requests` ADD `spam_state` text;--> statement-breakpoint
-- A review sent through a hire's invitation: "Hired through", verified, one per request.
ALTER TABLE `reviews` ADD `quote_id` integer REFERENCES quote_requests(id) ON DELETE set null;--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_quote_idx` ON `reviews` (`quote_id`) WHERE `quote_id` IS NOT NULL;--> statement-breakpoint
-- Who answers quickly: each listing's median hours to a first message over its last 90 days'
-- answered leads, kept when a firm first answers (and daily, as the window moves). Cards and
-- company pages show it, so its writes move `content_version` and are logged as the listing's
-- own change, as every content table's are.
CREATE TABLE `company_response_times` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`hours` real NOT NULL,
	`answered` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE TRIGGER `changes_response_times_insert` AFTER INSERT ON `company_response_times` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('company', NEW.`company_id`, (SELECT `state` FROM `companies` WHERE `id` = NEW.`company_id`)); UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `changes_response_times_update` AFTER UPDATE ON `company_response_times` WHEN OLD.`hours` IS NOT NEW.`hours` OR OLD.`answered` IS NOT NEW.`answered` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('company', NEW.`company_id`, (SELECT `state` FROM `companies` WHERE `id` = NEW.`company_id`)); UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `changes_response_times_delete` AFTER DELETE ON `company_response_times` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('company', OLD.`company_id`, (SELECT `state` FROM `companies` WHERE `id` = OLD.`company_id`)); UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
