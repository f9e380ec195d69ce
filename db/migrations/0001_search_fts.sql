-- Case-insensitive substring search (SPEC §5) over the directory, served by an index:
-- FTS5 with the trigram tokenizer answers "contains" queries of 3+ characters without scanning.
CREATE VIRTUAL TABLE `companies_fts` USING fts5(
  name, location, state, description, services, products,
  content='companies', content_rowid='id', tokenize='trigram'
);
--> statement-breakpoint
INSERT INTO `companies_fts`(rowid, name, location, state, description, services, products)
  SELECT id, name, location, state, coalesce(description, ''), services, products FROM `companies`;
--> statement-breakpoint
CREATE TRIGGER `companies_fts_ai` AFTER INSERT ON `companies` BEGIN
  INSERT INTO `companies_fts`(rowid, name, location, state, description, services, products)
  VALUES (new.id, new.name, new.location, new.state, coalesce(new.description, ''), new.services, new.products);
END;
--> statement-breakpoint
CREATE TRIGGER `companies_fts_ad` AFTER DELETE ON `companies` BEGIN
  INSERT INTO `companies_fts`(`companies_fts`, rowid, name, location, state, description, services, products)
  VALUES ('delete', old.id, old.name, old.location, old.state, coalesce(old.description, ''), old.services, old.products);
END;
--> statement-breakpoint
CREATE TRIGGER `companies_fts_au` AFTER UPDATE OF name, location, state, description, services, products ON `companies` BEGIN
  INSERT INTO `companies_fts`(`companies_fts`, rowid, name, location, state, description, services, products)
  VALUES ('delete', old.id, old.name, old.location, old.state, coalesce(old.description, ''), old.services, old.products);
  INSERT INTO `companies_fts`(rowid, name, location, state, description, services, products)
  VALUES (new.id, new.name, new.location, new.state, coalesce(new.description, ''), new.services, new.products);
END;
