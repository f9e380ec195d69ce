-- The rest of the operator's console (decision 018). A disabled account keeps its row and
-- listings but cannot sign in; its sessions are deleted when it is disabled.
ALTER TABLE `users` ADD `disabled_at` integer;--> statement-breakpoint
-- A contact message the operator has dealt with (answered, forwarded, ignored as spam).
ALTER TABLE `contact_messages` ADD `handled_at` integer;--> statement-breakpoint
-- Which quote request a mail belongs to, so the console shows each mail's delivery state.
ALTER TABLE `email_outbox` ADD `quote_id` integer REFERENCES `quote_requests`(`id`) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `email_outbox_quote_idx` ON `email_outbox` (`quote_id`) WHERE `quote_id` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `contact_messages_handled_idx` ON `contact_messages` (`handled_at`, `created_at`);
