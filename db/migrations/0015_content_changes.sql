-- Which content changed (decision 021): the triggers of migration 0012 count content writes; these
-- also say what each one touched, in the writer's own transaction, so a page cache (on the primary
-- or on a LiteFS replica, where the rows arrive with the replicated pages) drops only the pages
-- that show it. kind: 'company' (a listing, its reviews or services; with its state), 'state' (a
-- state's DOT resources), 'blog', 'logo', 'all' (the service names every filter shows).
-- The last 2,000 rows are kept: a cache further behind than that drops everything.
CREATE TABLE `content_changes` (`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL, `kind` text NOT NULL, `company_id` integer, `state` text);--> statement-breakpoint
CREATE TRIGGER `content_changes_prune` AFTER INSERT ON `content_changes` BEGIN DELETE FROM `content_changes` WHERE `id` <= NEW.`id` - 2000; END;--> statement-breakpoint
CREATE TRIGGER `changes_companies_insert` AFTER INSERT ON `companies` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('company', NEW.`id`, NEW.`state`); END;--> statement-breakpoint
CREATE TRIGGER `changes_companies_update` AFTER UPDATE ON `companies` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('company', NEW.`id`, NEW.`state`); INSERT INTO `content_changes` (`kind`, `company_id`, `state`) SELECT 'company', OLD.`id`, OLD.`state` WHERE OLD.`state` IS NOT NEW.`state` OR OLD.`id` IS NOT NEW.`id`; END;--> statement-breakpoint
CREATE TRIGGER `changes_companies_delete` AFTER DELETE ON `companies` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('company', OLD.`id`, OLD.`state`); END;--> statement-breakpoint
CREATE TRIGGER `changes_reviews_insert` AFTER INSERT ON `reviews` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('company', NEW.`company_id`, (SELECT `state` FROM `companies` WHERE `id` = NEW.`company_id`)); END;--> statement-breakpoint
CREATE TRIGGER `changes_reviews_update` AFTER UPDATE ON `reviews` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('company', NEW.`company_id`, (SELECT `state` FROM `companies` WHERE `id` = NEW.`company_id`)); INSERT INTO `content_changes` (`kind`, `company_id`, `state`) SELECT 'company', OLD.`company_id`, (SELECT `state` FROM `companies` WHERE `id` = OLD.`company_id`) WHERE OLD.`company_id` IS NOT NEW.`company_id`; END;--> statement-breakpoint
CREATE TRIGGER `changes_reviews_delete` AFTER DELETE ON `reviews` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('company', OLD.`company_id`, (SELECT `state` FROM `companies` WHERE `id` = OLD.`company_id`)); END;--> statement-breakpoint
CREATE TRIGGER `changes_company_services_insert` AFTER INSERT ON `company_services` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('company', NEW.`company_id`, (SELECT `state` FROM `companies` WHERE `id` = NEW.`company_id`)); END;--> statement-breakpoint
CREATE TRIGGER `changes_company_services_update` AFTER UPDATE ON `company_services` BEGIN INSERT INTO `content_changes` (`kind`) VALUES ('all'); END;--> statement-breakpoint
CREATE TRIGGER `changes_company_services_delete` AFTER DELETE ON `company_services` BEGIN INSERT INTO `content_changes` (`kind`, `company_id`, `state`) VALUES ('company', OLD.`company_id`, (SELECT `state` FROM `companies` WHERE `id` = OLD.`company_id`)); END;--> statement-breakpoint
CREATE TRIGGER `changes_services_insert` AFTER INSERT ON `services` BEGIN INSERT INTO `content_changes` (`kind`) VALUES ('all'); END;--> statement-breakpoint
CREATE TRIGGER `changes_services_update` AFTER UPDATE ON `services` BEGIN INSERT INTO `content_changes` (`kind`) VALUES ('all'); END;--> statement-breakpoint
CREATE TRIGGER `changes_services_delete` AFTER DELETE ON `services` BEGIN INSERT INTO `content_changes` (`kind`) VALUES ('all'); END;--> statement-breakpoint
CREATE TRIGGER `changes_state_resources_insert` AFTER INSERT ON `state_resources` BEGIN INSERT INTO `content_changes` (`kind`, `state`) VALUES ('state', NEW.`state_code`); END;--> statement-breakpoint
CREATE TRIGGER `changes_state_resources_update` AFTER UPDATE ON `state_resources` BEGIN INSERT INTO `content_changes` (`kind`, `state`) VALUES ('state', NEW.`state_code`); INSERT INTO `content_changes` (`kind`, `state`) SELECT 'state', OLD.`state_code` WHERE OLD.`state_code` IS NOT NEW.`state_code`; END;--> statement-breakpoint
CREATE TRIGGER `changes_state_resources_delete` AFTER DELETE ON `state_resources` BEGIN INSERT INTO `content_changes` (`kind`, `state`) VALUES ('state', OLD.`state_code`); END;--> statement-breakpoint
CREATE TRIGGER `changes_logos_insert` AFTER INSERT ON `logos` BEGIN INSERT INTO `content_changes` (`kind`) VALUES ('logo'); END;--> statement-breakpoint
CREATE TRIGGER `changes_logos_update` AFTER UPDATE ON `logos` BEGIN INSERT INTO `content_changes` (`kind`) VALUES ('logo'); END;--> statement-breakpoint
CREATE TRIGGER `changes_logos_delete` AFTER DELETE ON `logos` BEGIN INSERT INTO `content_changes` (`kind`) VALUES ('logo'); END;--> statement-breakpoint
CREATE TRIGGER `changes_blog_posts_insert` AFTER INSERT ON `blog_posts` BEGIN INSERT INTO `content_changes` (`kind`) VALUES ('blog'); END;--> statement-breakpoint
CREATE TRIGGER `changes_blog_posts_delete` AFTER DELETE ON `blog_posts` BEGIN INSERT INTO `content_changes` (`kind`) VALUES ('blog'); END;--> statement-breakpoint
CREATE TRIGGER `changes_blog_posts_update` AFTER UPDATE OF `slug`, `title`, `excerpt`, `content`, `category`, `tags`, `author`, `author_title`, `featured_image`, `is_published`, `is_featured`, `published_at` ON `blog_posts` BEGIN INSERT INTO `content_changes` (`kind`) VALUES ('blog'); END;
