-- Credentials replace the 'DOT Certified' service: one meaning everywhere. Every
-- listing tagged with the service holds a self-reported DOT prequalification of its own state,
-- issued by that state's Department of Transportation, until the operator checks it; the service,
-- its rows and its browse category go (the category now reads the credentials).
INSERT INTO `listing_credentials` (`company_id`, `kind`, `state`, `issuer`, `status`, `source`)
  SELECT DISTINCT c.id, 'dot_prequalified', c.state,
    CASE c.state
    WHEN 'AL' THEN 'Alabama'
    WHEN 'AK' THEN 'Alaska'
    WHEN 'AZ' THEN 'Arizona'
    WHEN 'AR' THEN 'Arkansas'
    WHEN 'CA' THEN 'California'
    WHEN 'CO' THEN 'Colorado'
    WHEN 'CT' THEN 'Connecticut'
    WHEN 'DE' THEN 'Delaware'
    WHEN 'FL' THEN 'Florida'
    WHEN 'GA' THEN 'Georgia'
    WHEN 'HI' THEN 'Hawaii'
    WHEN 'ID' THEN 'Idaho'
    WHEN 'IL' THEN 'Illinois'
    WHEN 'IN' THEN 'Indiana'
    WHEN 'IA' THEN 'Iowa'
    WHEN 'KS' THEN 'Kansas'
    WHEN 'KY' THEN 'Kentucky'
    WHEN 'LA' THEN 'Louisiana'
    WHEN 'ME' THEN 'Maine'
    WHEN 'MD' THEN 'Maryland'
    WHEN 'MA' THEN 'Massachusetts'
    WHEN 'MI' THEN 'Michigan'
    WHEN 'MN' THEN 'Minnesota'
    WHEN 'MS' THEN 'Mississippi'
    WHEN 'MO' THEN 'Missouri'
    WHEN 'MT' THEN 'Montana'
    WHEN 'NE' THEN 'Nebraska'
    WHEN 'NV' THEN 'Nevada'
    WHEN 'NH' THEN 'New Hampshire'
    WHEN 'NJ' THEN 'New Jersey'
    WHEN 'NM' THEN 'New Mexico'
    WHEN 'NY' THEN 'New York'
    WHEN 'NC' THEN 'North Carolina'
    WHEN 'ND' THEN 'North Dakota'
    WHEN 'OH' THEN 'Ohio'
    WHEN 'OK' THEN 'Oklahoma'
    WHEN 'OR' THEN 'Oregon'
    WHEN 'PA' THEN 'Pennsylvania'
    WHEN 'RI' THEN 'Rhode Island'
    WHEN 'SC' THEN 'South Carolina'
    WHEN 'SD' THEN 'South Dakota'
    WHEN 'TN' THEN 'Tennessee'
    WHEN 'TX' THEN 'Texas'
    WHEN 'UT' THEN 'Utah'
    WHEN 'VT' THEN 'Vermont'
    WHEN 'VA' THEN 'Virginia'
    WHEN 'WA' THEN 'Washington'
    WHEN 'WV' THEN 'West Virginia'
    WHEN 'WI' THEN 'Wisconsin'
    WHEN 'WY' THEN 'Wyoming'
    ELSE c.state END || ' Department of Transportation',
    'self_reported', 'migration'
  FROM `companies` c
  JOIN `company_services` cs ON cs.company_id = c.id
  JOIN `services` s ON s.id = cs.service_id
  WHERE s.name = 'DOT Certified'
  ON CONFLICT (`company_id`, `kind`, `state`) DO NOTHING;--> statement-breakpoint
DELETE FROM `company_services`
  WHERE `service_id` IN (SELECT `id` FROM `services` WHERE `name` = 'DOT Certified');--> statement-breakpoint
UPDATE `companies` SET `services` = (
    SELECT json_group_array(j.value) FROM json_each(`companies`.`services`) j
    WHERE j.value <> 'DOT Certified')
  WHERE EXISTS (SELECT 1 FROM json_each(`companies`.`services`) j WHERE j.value = 'DOT Certified');--> statement-breakpoint
DELETE FROM `services` WHERE `name` = 'DOT Certified';--> statement-breakpoint
DELETE FROM `service_categories` WHERE `category` = 'DOT Certified';--> statement-breakpoint
DELETE FROM `category_tallies` WHERE `category` = 'DOT Certified';--> statement-breakpoint
-- A credential's write changes the pages that show it: the page cache and the memo look at
-- content_version before the change log (decision 046), so its writes count there too.
CREATE TRIGGER `content_credentials_insert` AFTER INSERT ON `listing_credentials` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_credentials_update` AFTER UPDATE ON `listing_credentials` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER `content_credentials_delete` AFTER DELETE ON `listing_credentials` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
