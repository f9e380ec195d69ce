-- Two kinds of listing change (decision 028). A listing's own details (kind 'company': its name,
-- place, services, plan, status...) can change which listings any list of its directory holds;
-- its figures (kind 'review': a review written, hidden or removed, and the rating and count it
-- moves) change only the pages that show it, its state's pages, and the lists ordered or filtered
-- by rating. The page cache drops by kind, so a review no longer drops every list page.
-- `updated_at` moves with either and is shown by no list.
-- tests/unit/change-kinds.test.ts checks that every column of companies but the figures is
-- named here, so a column added later cannot change a listing unseen.
DROP TRIGGER `changes_companies_update`;--> statement-breakpoint
CREATE TRIGGER `changes_companies_update` AFTER UPDATE OF `id`, `directory`, `slug`, `name`, `location`, `state`, `phone`, `email`, `website`, `description`, `services`, `products`, `certifications`, `company_type`, `year_established`, `is_verified`, `is_claimed`, `subscription_tier`, `tier_rank`, `claimed_by`, `custom_brand_color`, `custom_logo`, `search_priority`, `featured_until`, `receive_quotes`, `latitude`, `longitude`, `created_at`, `requested_tier`, `plan_status`, `listing_status`, `unlist_requested_at`, `deleted_at`, `added_by`, `verified_at`, `verified_note`, `original_details` ON `companies` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('company', NEW.`id`, NEW.`state`); INSERT INTO `content_changes` (`kind`, `company_id`, `state`) SELECT 'company', OLD.`id`, OLD.`state` WHERE OLD.`state` IS NOT NEW.`state` OR OLD.`id` IS NOT NEW.`id`; END;--> statement-breakpoint
CREATE TRIGGER `changes_companies_figures` AFTER UPDATE OF `average_rating`, `total_reviews` ON `companies` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('review', NEW.`id`, NEW.`state`); END;--> statement-breakpoint
DROP TRIGGER `changes_reviews_insert`;--> statement-breakpoint
CREATE TRIGGER `changes_reviews_insert` AFTER INSERT ON `reviews` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('review', NEW.`company_id`, (SELECT `state` FROM `companies` WHERE `id` = NEW.`company_id`)); END;--> statement-breakpoint
DROP TRIGGER `changes_reviews_update`;--> statement-breakpoint
CREATE TRIGGER `changes_reviews_update` AFTER UPDATE ON `reviews` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('review', NEW.`company_id`, (SELECT `state` FROM `companies` WHERE `id` = NEW.`company_id`)); INSERT INTO `content_changes` (`kind`, `company_id`, `state`) SELECT 'review', OLD.`company_id`, (SELECT `state` FROM `companies` WHERE `id` = OLD.`company_id`) WHERE OLD.`company_id` IS NOT NEW.`company_id`; END;--> statement-breakpoint
DROP TRIGGER `changes_reviews_delete`;--> statement-breakpoint
CREATE TRIGGER `changes_reviews_delete` AFTER DELETE ON `reviews` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('review', OLD.`company_id`, (SELECT `state` FROM `companies` WHERE `id` = OLD.`company_id`)); END;
