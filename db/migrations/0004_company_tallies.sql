CREATE TABLE `category_tallies` (
	`directory` text NOT NULL,
	`state` text NOT NULL,
	`category` text NOT NULL,
	`companies` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`directory`, `state`, `category`)
);
--> statement-breakpoint
CREATE TABLE `company_tallies` (
	`directory` text NOT NULL,
	`state` text NOT NULL,
	`star` integer NOT NULL,
	`top_rated` integer NOT NULL,
	`companies` integer DEFAULT 0 NOT NULL,
	`reviews` integer DEFAULT 0 NOT NULL,
	`rating_hundredths` integer DEFAULT 0 NOT NULL,
	`weighted_hundredths` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`directory`, `state`, `star`, `top_rated`)
);
--> statement-breakpoint
CREATE TABLE `service_categories` (
	`service_name` text NOT NULL,
	`category` text NOT NULL,
	PRIMARY KEY(`service_name`, `category`)
);
--> statement-breakpoint
-- The tallies move with every write to a company, in the write's own transaction (decision 013).
-- The top-rated threshold (4.5) is TOP_RATED in app/models/stats.server.ts.
INSERT INTO `company_tallies` (directory, state, star, top_rated, companies, reviews, rating_hundredths, weighted_hundredths)
  SELECT directory, state,
    CASE WHEN total_reviews > 0 THEN cast(average_rating + 0.5 AS integer) ELSE 0 END AS star,
    total_reviews > 0 AND average_rating >= 4.5 AS top_rated,
    count(*), sum(total_reviews),
    sum(cast(round(average_rating * 100) AS integer)),
    sum(cast(round(average_rating * 100) AS integer) * total_reviews)
  FROM `companies` GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE TRIGGER `company_tallies_ai` AFTER INSERT ON `companies` BEGIN
  INSERT INTO `company_tallies` (directory, state, star, top_rated, companies, reviews, rating_hundredths, weighted_hundredths)
  VALUES (
    new.directory, new.state,
    CASE WHEN new.total_reviews > 0 THEN cast(new.average_rating + 0.5 AS integer) ELSE 0 END,
    new.total_reviews > 0 AND new.average_rating >= 4.5,
    1, new.total_reviews,
    cast(round(new.average_rating * 100) AS integer),
    cast(round(new.average_rating * 100) AS integer) * new.total_reviews
  )
  ON CONFLICT (directory, state, star, top_rated) DO UPDATE SET
    companies = companies + excluded.companies,
    reviews = reviews + excluded.reviews,
    rating_hundredths = rating_hundredths + excluded.rating_hundredths,
    weighted_hundredths = weighted_hundredths + excluded.weighted_hundredths;
END;
--> statement-breakpoint
CREATE TRIGGER `company_tallies_ad` AFTER DELETE ON `companies` BEGIN
  INSERT INTO `company_tallies` (directory, state, star, top_rated, companies, reviews, rating_hundredths, weighted_hundredths)
  VALUES (
    old.directory, old.state,
    CASE WHEN old.total_reviews > 0 THEN cast(old.average_rating + 0.5 AS integer) ELSE 0 END,
    old.total_reviews > 0 AND old.average_rating >= 4.5,
    -1, -old.total_reviews,
    -cast(round(old.average_rating * 100) AS integer),
    -cast(round(old.average_rating * 100) AS integer) * old.total_reviews
  )
  ON CONFLICT (directory, state, star, top_rated) DO UPDATE SET
    companies = companies + excluded.companies,
    reviews = reviews + excluded.reviews,
    rating_hundredths = rating_hundredths + excluded.rating_hundredths,
    weighted_hundredths = weighted_hundredths + excluded.weighted_hundredths;
END;
--> statement-breakpoint
CREATE TRIGGER `company_tallies_au` AFTER UPDATE OF directory, state, average_rating, total_reviews ON `companies` BEGIN
  INSERT INTO `company_tallies` (directory, state, star, top_rated, companies, reviews, rating_hundredths, weighted_hundredths)
  VALUES (
    old.directory, old.state,
    CASE WHEN old.total_reviews > 0 THEN cast(old.average_rating + 0.5 AS integer) ELSE 0 END,
    old.total_reviews > 0 AND old.average_rating >= 4.5,
    -1, -old.total_reviews,
    -cast(round(old.average_rating * 100) AS integer),
    -cast(round(old.average_rating * 100) AS integer) * old.total_reviews
  )
  ON CONFLICT (directory, state, star, top_rated) DO UPDATE SET
    companies = companies + excluded.companies,
    reviews = reviews + excluded.reviews,
    rating_hundredths = rating_hundredths + excluded.rating_hundredths,
    weighted_hundredths = weighted_hundredths + excluded.weighted_hundredths;
  INSERT INTO `company_tallies` (directory, state, star, top_rated, companies, reviews, rating_hundredths, weighted_hundredths)
  VALUES (
    new.directory, new.state,
    CASE WHEN new.total_reviews > 0 THEN cast(new.average_rating + 0.5 AS integer) ELSE 0 END,
    new.total_reviews > 0 AND new.average_rating >= 4.5,
    1, new.total_reviews,
    cast(round(new.average_rating * 100) AS integer),
    cast(round(new.average_rating * 100) AS integer) * new.total_reviews
  )
  ON CONFLICT (directory, state, star, top_rated) DO UPDATE SET
    companies = companies + excluded.companies,
    reviews = reviews + excluded.reviews,
    rating_hundredths = rating_hundredths + excluded.rating_hundredths,
    weighted_hundredths = weighted_hundredths + excluded.weighted_hundredths;
END;
--> statement-breakpoint
-- Service categories as the filters define them (app/lib/options.ts SERVICE_CATEGORIES; a test
-- checks they agree).
INSERT INTO `service_categories` (service_name, category) VALUES
  ('Road Striping', 'Road Striping'),
  ('Parking Lot Striping', 'Parking Lot Striping'),
  ('Airport Markings', 'Runway/Airport Striping'),
  ('Runway Striping', 'Runway/Airport Striping'),
  ('Runway/Airport Striping', 'Runway/Airport Striping'),
  ('Paint Striping', 'Paint Striping'),
  ('Thermoplastic Striping', 'Thermoplastic Striping'),
  ('Thermoplastic', 'Thermoplastic Striping'),
  ('DOT Certified', 'DOT Certified'),
  ('Traffic Control', 'Maintenance of Traffic (MOT)'),
  ('Maintenance of Traffic/MOT', 'Maintenance of Traffic (MOT)'),
  ('Signage & Markings', 'Signage & Markings'),
  ('Sealcoating & Maintenance', 'Sealcoating & Maintenance'),
  ('Hydroblasting', 'Hydroblasting');
--> statement-breakpoint
INSERT INTO `category_tallies` (directory, state, category, companies)
  SELECT c.directory, c.state, k.category, count(*) FROM companies c
  JOIN (SELECT DISTINCT cs.company_id, sc.category FROM company_services cs
    JOIN services s ON s.id = cs.service_id
    JOIN service_categories sc ON sc.service_name = s.name) AS k ON k.company_id = c.id
  GROUP BY 1, 2, 3;
--> statement-breakpoint
-- A company joins a category with its first service in it and leaves it with its last. The app
-- replaces a company's services by deleting and inserting rows, never by updating them.
CREATE TRIGGER `category_tallies_service_ai` AFTER INSERT ON `company_services` BEGIN
  INSERT INTO `category_tallies` (directory, state, category, companies)
    SELECT c.directory, c.state, sc.category, 1
    FROM companies c, services s, service_categories sc
    WHERE c.id = new.company_id AND s.id = new.service_id AND sc.service_name = s.name
      AND NOT EXISTS (
        SELECT 1 FROM company_services cs2
        JOIN services s2 ON s2.id = cs2.service_id
        JOIN service_categories sc2 ON sc2.service_name = s2.name
        WHERE cs2.company_id = new.company_id AND sc2.category = sc.category AND cs2.service_id != new.service_id)
    ON CONFLICT (directory, state, category) DO UPDATE SET companies = companies + excluded.companies;
END;
--> statement-breakpoint
CREATE TRIGGER `category_tallies_service_ad` AFTER DELETE ON `company_services` BEGIN
  INSERT INTO `category_tallies` (directory, state, category, companies)
    SELECT c.directory, c.state, sc.category, -1
    FROM companies c, services s, service_categories sc
    WHERE c.id = old.company_id AND s.id = old.service_id AND sc.service_name = s.name
      AND NOT EXISTS (
        SELECT 1 FROM company_services cs2
        JOIN services s2 ON s2.id = cs2.service_id
        JOIN service_categories sc2 ON sc2.service_name = s2.name
        WHERE cs2.company_id = old.company_id AND sc2.category = sc.category)
    ON CONFLICT (directory, state, category) DO UPDATE SET companies = companies + excluded.companies;
END;
--> statement-breakpoint
-- Before the row goes: the cascade then deletes its services, whose trigger finds no company.
CREATE TRIGGER `category_tallies_company_bd` BEFORE DELETE ON `companies` BEGIN
  INSERT INTO `category_tallies` (directory, state, category, companies)
    SELECT old.directory, old.state, k.category, -1 FROM (SELECT DISTINCT sc.category FROM company_services cs
      JOIN services s ON s.id = cs.service_id
      JOIN service_categories sc ON sc.service_name = s.name
      WHERE cs.company_id = old.id) AS k WHERE true
    ON CONFLICT (directory, state, category) DO UPDATE SET companies = companies + excluded.companies;
END;
--> statement-breakpoint
CREATE TRIGGER `category_tallies_company_au` AFTER UPDATE OF directory, state ON `companies` BEGIN
  INSERT INTO `category_tallies` (directory, state, category, companies)
    SELECT old.directory, old.state, k.category, -1 FROM (SELECT DISTINCT sc.category FROM company_services cs
      JOIN services s ON s.id = cs.service_id
      JOIN service_categories sc ON sc.service_name = s.name
      WHERE cs.company_id = old.id) AS k WHERE true
    ON CONFLICT (directory, state, category) DO UPDATE SET companies = companies + excluded.companies;
  INSERT INTO `category_tallies` (directory, state, category, companies)
    SELECT new.directory, new.state, k.category, 1 FROM (SELECT DISTINCT sc.category FROM company_services cs
      JOIN services s ON s.id = cs.service_id
      JOIN service_categories sc ON sc.service_name = s.name
      WHERE cs.company_id = new.id) AS k WHERE true
    ON CONFLICT (directory, state, category) DO UPDATE SET companies = companies + excluded.companies;
END;
