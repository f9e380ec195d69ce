-- Listings imported before work classes were mapped hold a list's own values ('Pavement
-- Marking') as services: they matched no search or quote request, and their owner's edit form
-- refused them. Each such value becomes the directory service the import's first guess gives
-- (app/lib/import-work-classes.ts, the same table in the same order), or, when none, words in
-- the listing's description. Only services an import wrote are touched.
CREATE TABLE `_work_class_repair` (
	`company_id` integer NOT NULL,
	`value` text NOT NULL,
	`service` text
);--> statement-breakpoint
INSERT INTO `_work_class_repair` (`company_id`, `value`, `service`)
SELECT c.id, j.value,
  CASE
    WHEN lower(trim(j.value)) IN ('road striping', 'parking lot striping', 'runway/airport striping',
      'paint striping', 'thermoplastic striping', 'maintenance of traffic/mot', 'signage & markings',
      'sealcoating & maintenance', 'hydroblasting', 'road marking', 'highway marking',
      'traffic control', 'ada compliance', 'line removal')
      THEN (SELECT s FROM (SELECT 'Road Striping' s UNION ALL SELECT 'Parking Lot Striping'
        UNION ALL SELECT 'Runway/Airport Striping' UNION ALL SELECT 'Paint Striping'
        UNION ALL SELECT 'Thermoplastic Striping' UNION ALL SELECT 'Maintenance of Traffic/MOT'
        UNION ALL SELECT 'Signage & Markings' UNION ALL SELECT 'Sealcoating & Maintenance'
        UNION ALL SELECT 'Hydroblasting' UNION ALL SELECT 'Road Marking'
        UNION ALL SELECT 'Highway Marking' UNION ALL SELECT 'Traffic Control'
        UNION ALL SELECT 'ADA Compliance' UNION ALL SELECT 'Line Removal')
        WHERE lower(s) = lower(trim(j.value)))
    WHEN lower(j.value) LIKE '%thermo%' THEN 'Thermoplastic Striping'
    WHEN lower(j.value) LIKE '%parking%' THEN 'Parking Lot Striping'
    WHEN lower(j.value) LIKE '%airport%' OR lower(j.value) LIKE '%runway%'
      OR lower(j.value) LIKE '%airfield%' THEN 'Runway/Airport Striping'
    WHEN lower(j.value) LIKE '%hydroblast%' OR lower(j.value) LIKE '%hydro blast%'
      OR lower(j.value) LIKE '%waterblast%' OR lower(j.value) LIKE '%water blast%'
      THEN 'Hydroblasting'
    WHEN lower(j.value) LIKE '%sealcoat%' OR lower(j.value) LIKE '%seal coat%'
      THEN 'Sealcoating & Maintenance'
    WHEN lower(j.value) LIKE '%maintenance of traffic%' OR ' ' || lower(j.value) || ' ' LIKE '% mot %'
      OR lower(j.value) LIKE '%traffic control%' OR lower(j.value) LIKE '%flagg%'
      THEN 'Maintenance of Traffic/MOT'
    WHEN lower(j.value) LIKE '%removal%' OR lower(j.value) LIKE '%eradication%'
      OR lower(j.value) LIKE '%grinding%' THEN 'Line Removal'
    WHEN lower(j.value) LIKE '%sign%' THEN 'Signage & Markings'
    WHEN lower(j.value) LIKE '%highway marking%' THEN 'Highway Marking'
    WHEN lower(j.value) LIKE '%pavement marking%' OR lower(j.value) LIKE '%road marking%'
      OR lower(j.value) LIKE '%striping%' OR lower(j.value) LIKE '%line painting%'
      OR lower(j.value) LIKE '%traffic paint%' OR lower(j.value) LIKE '%traffic line%'
      THEN 'Road Striping'
    WHEN lower(j.value) LIKE '%paint%' THEN 'Paint Striping'
  END
FROM `companies` c
JOIN `listing_field_sources` f ON f.company_id = c.id AND f.field = 'services'
JOIN json_each(c.services) j
WHERE json_valid(c.services) AND j.value NOT IN ('Road Striping', 'Parking Lot Striping',
  'Runway/Airport Striping', 'Paint Striping', 'Thermoplastic Striping',
  'Maintenance of Traffic/MOT', 'Signage & Markings', 'Sealcoating & Maintenance',
  'Hydroblasting', 'Road Marking', 'Highway Marking', 'Traffic Control', 'ADA Compliance',
  'Line Removal', 'Airport Markings', 'Runway Striping', 'Thermoplastic');--> statement-breakpoint
-- The description first (it reads the listing's services before they change).
UPDATE `companies` SET `description` = trim(coalesce(`description`, '') || char(10) || char(10)
    || 'Work classes: ' || (SELECT group_concat(r.value, '; ') FROM `_work_class_repair` r
      WHERE r.company_id = `companies`.id AND r.service IS NULL) || '.', char(10))
WHERE id IN (SELECT company_id FROM `_work_class_repair` WHERE service IS NULL);--> statement-breakpoint
UPDATE `listing_field_sources` SET `value` = json_quote((SELECT c.description FROM `companies` c
    WHERE c.id = `listing_field_sources`.company_id))
WHERE field = 'description'
  AND company_id IN (SELECT company_id FROM `_work_class_repair` WHERE service IS NULL);--> statement-breakpoint
INSERT INTO `listing_field_sources` (company_id, field, source_name, import_id, value)
SELECT f.company_id, 'description', f.source_name, f.import_id, json_quote(c.description)
FROM `listing_field_sources` f JOIN `companies` c ON c.id = f.company_id
WHERE f.field = 'services'
  AND f.company_id IN (SELECT company_id FROM `_work_class_repair` WHERE service IS NULL)
  AND NOT EXISTS (SELECT 1 FROM `listing_field_sources` d
    WHERE d.company_id = f.company_id AND d.field = 'description');--> statement-breakpoint
UPDATE `companies` SET `services` = (
  SELECT coalesce(json_group_array(name), '[]') FROM (
    SELECT DISTINCT name FROM (
      SELECT j.value AS name FROM json_each(`companies`.services) j
      WHERE j.value NOT IN (SELECT value FROM `_work_class_repair` r WHERE r.company_id = `companies`.id)
      UNION ALL
      SELECT r.service FROM `_work_class_repair` r
      WHERE r.company_id = `companies`.id AND r.service IS NOT NULL)))
WHERE id IN (SELECT company_id FROM `_work_class_repair`);--> statement-breakpoint
UPDATE `listing_field_sources` SET `value` = (SELECT c.services FROM `companies` c
    WHERE c.id = `listing_field_sources`.company_id)
WHERE field = 'services' AND company_id IN (SELECT company_id FROM `_work_class_repair`);--> statement-breakpoint
INSERT OR IGNORE INTO `services` (`name`)
SELECT DISTINCT service FROM `_work_class_repair` WHERE service IS NOT NULL;--> statement-breakpoint
DELETE FROM `company_services` WHERE company_id IN (SELECT company_id FROM `_work_class_repair`);--> statement-breakpoint
INSERT OR IGNORE INTO `company_services` (`company_id`, `service_id`)
SELECT c.id, s.id FROM `companies` c JOIN json_each(c.services) j JOIN `services` s ON s.name = j.value
WHERE c.id IN (SELECT company_id FROM `_work_class_repair`);--> statement-breakpoint
-- A list's own value no listing uses any more is not a service of the directory.
DELETE FROM `services` WHERE name IN (SELECT value FROM `_work_class_repair`)
  AND id NOT IN (SELECT service_id FROM `company_services`);--> statement-breakpoint
DROP TABLE `_work_class_repair`;
