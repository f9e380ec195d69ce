-- Coverage (decision 049): the few listings that set a travel radius, read by a search
-- by place or a quote request that cannot use the in-memory places (inside a write transaction,
-- a replica starting up) without scanning the directory.
CREATE INDEX `companies_travel_idx` ON `companies` (`directory`,`travel_miles`) WHERE "companies"."travel_miles" IS NOT NULL;
