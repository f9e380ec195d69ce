-- What pages show changed (decision 020): a one-row counter the page cache reads after any
-- commit (PRAGMA data_version). Triggers bump it in the writer's own transaction, so it also
-- moves on a LiteFS replica with the replicated pages. Writes no page shows (sessions, activity
-- logs, quotes and leads, the outbox, newsletter, claims, the audit log, a blog post's view count,
-- which may show a minute late) leave it alone and no longer empty the page cache.
CREATE TABLE `content_version` (`id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1), `n` integer NOT NULL);--> statement-breakpoint
INSERT INTO `content_version` (`id`, `n`) VALUES (1, 0);--> statement-breakpoint
CREATE TRIGGER `content_companies_insert` AFTER INSERT ON `companies` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_companies_update` AFTER UPDATE ON `companies` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_companies_delete` AFTER DELETE ON `companies` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_reviews_insert` AFTER INSERT ON `reviews` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_reviews_update` AFTER UPDATE ON `reviews` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_reviews_delete` AFTER DELETE ON `reviews` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_services_insert` AFTER INSERT ON `services` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_services_update` AFTER UPDATE ON `services` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_services_delete` AFTER DELETE ON `services` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_company_services_insert` AFTER INSERT ON `company_services` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_company_services_update` AFTER UPDATE ON `company_services` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_company_services_delete` AFTER DELETE ON `company_services` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_state_resources_insert` AFTER INSERT ON `state_resources` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_state_resources_update` AFTER UPDATE ON `state_resources` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_state_resources_delete` AFTER DELETE ON `state_resources` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_logos_insert` AFTER INSERT ON `logos` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_logos_update` AFTER UPDATE ON `logos` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_logos_delete` AFTER DELETE ON `logos` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_blog_posts_insert` AFTER INSERT ON `blog_posts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_blog_posts_delete` AFTER DELETE ON `blog_posts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_blog_posts_update` AFTER UPDATE OF `slug`, `title`, `excerpt`, `content`, `category`, `tags`, `author`, `author_title`, `featured_image`, `is_published`, `is_featured`, `published_at` ON `blog_posts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
