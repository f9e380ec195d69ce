-- Evidence belongs to the account that uploaded it: the evidence route serves a file only to
-- that account (or the operator), never to the listing's next owner, and an account's kept
-- evidence bytes count against its storage quota (decision 048, pending note of h-trust).
ALTER TABLE `listing_credentials` ADD `evidence_bytes` integer;--> statement-breakpoint
ALTER TABLE `listing_credentials` ADD `evidence_by` integer REFERENCES `users`(`id`) ON DELETE set null;--> statement-breakpoint
UPDATE `listing_credentials` SET `evidence_by` = (SELECT `claimed_by` FROM `companies` WHERE `companies`.`id` = `listing_credentials`.`company_id`) WHERE `evidence_file` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `listing_credentials_evidence_by_idx` ON `listing_credentials` (`evidence_by`) WHERE `evidence_by` IS NOT NULL;--> statement-breakpoint
-- The operator's queue reads every status, newest first.
CREATE INDEX `listing_credentials_review_idx` ON `listing_credentials` (`status`,`created_at`);
