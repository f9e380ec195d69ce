-- Undoing an e-mail change (decision 041). When a change of address is
-- confirmed, the old address gets a link that gives the account back to it: one row per change,
-- only the SHA-256 digest of the link's token, valid 7 days and spent (deleted) on use. Using one
-- spends every row of the account, so a later address cannot undo the undo.
CREATE TABLE `email_change_reverts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`old_email` text NOT NULL,
	`new_email` text NOT NULL,
	`token` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_change_reverts_token_unique` ON `email_change_reverts` (`token`);--> statement-breakpoint
CREATE INDEX `email_change_reverts_user_idx` ON `email_change_reverts` (`user_id`);
