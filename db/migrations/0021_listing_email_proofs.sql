-- Mail only to proven addresses (decision 042). Mail that carries text
-- written by a user (a bulk e-mail, a quote lead) goes to a listing's address only while that
-- address is proven: imported by the operator, verified by the operator, the owner's own verified
-- account address, or confirmed through a mailed link. A proof is kept per (listing, address), so
-- a changed address is unproven until its link is followed.
CREATE TABLE `listing_email_proofs` (
	`company_id` integer NOT NULL,
	`email` text NOT NULL,
	`source` text NOT NULL,
	`token_hash` text,
	`sent_at` integer,
	`proven_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`company_id`, `email`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
CREATE INDEX `listing_email_proofs_token_idx` ON `listing_email_proofs` (`token_hash`);--> statement-breakpoint
CREATE INDEX `listing_email_proofs_sent_idx` ON `listing_email_proofs` (`email`, `sent_at`);--> statement-breakpoint
-- Existing listings: the operator's imported ones (the demo data, listings claimed since) and a
-- user's listing that gives the user's own account address count as proven; a listing a user
-- added with another address waits for its link (sent when its owner next saves it).
INSERT INTO `listing_email_proofs` (`company_id`, `email`, `source`, `proven_at`)
	SELECT c.`id`, lower(trim(c.`email`)), CASE WHEN c.`added_by` IS NULL THEN 'import' ELSE 'account' END,
		cast(unixepoch('subsec') * 1000 as integer)
	FROM `companies` c LEFT JOIN `users` u ON u.`id` = c.`added_by`
	WHERE trim(coalesce(c.`email`, '')) <> ''
		AND (c.`added_by` IS NULL OR lower(trim(c.`email`)) = lower(trim(u.`email`)));--> statement-breakpoint
-- A listing inserted without a user who added it is the operator's import (the seed, a bulk
-- load): its address is proven as it arrives. A listing a user adds goes through
-- app/models/listing-email.server.ts instead.
CREATE TRIGGER `listing_email_imported` AFTER INSERT ON `companies`
	WHEN NEW.`added_by` IS NULL AND trim(coalesce(NEW.`email`, '')) <> ''
	BEGIN INSERT OR IGNORE INTO `listing_email_proofs` (`company_id`, `email`, `source`, `proven_at`)
		VALUES (NEW.`id`, lower(trim(NEW.`email`)), 'import', cast(unixepoch('subsec') * 1000 as integer)); END;--> statement-breakpoint
-- The per-IP cap of bulk e-mail counts sends by the sender's keyed address hash.
ALTER TABLE `bulk_email_sends` ADD `visitor_key` text;--> statement-breakpoint
CREATE INDEX `bulk_email_sends_visitor_idx` ON `bulk_email_sends` (`visitor_key`, `created_at`);
