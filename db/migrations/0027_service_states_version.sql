-- The states a listing serves are content too (decision 049): like every content table
-- their writes move `content_version`, which the page cache and the kept values read before the
-- change log (decision 046). Migration 0023 logged them in the change log only.
CREATE TRIGGER `content_service_states_insert` AFTER INSERT ON `company_service_states` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_service_states_delete` AFTER DELETE ON `company_service_states` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
