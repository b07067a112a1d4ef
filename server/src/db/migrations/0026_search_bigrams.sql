-- The command palette's search for two characters: pg_trgm finds no trigram in such a pattern, so its
-- indexes were read whole (a walk of every deal name for a pair of letters no name holds). These GIN
-- indexes hold each value's two-character pieces, lower-cased: a value containing the query holds it.
-- Costly beside a comparison (the planner then tests it last), and only ever an index condition.
CREATE FUNCTION search_bigrams(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000
AS $$
  SELECT ARRAY(SELECT substr(value, i, 2) FROM generate_series(1, length(value) - 1) AS i)
$$;
--> statement-breakpoint
CREATE INDEX "opportunities_prospect_name_bigram_idx" ON "opportunities" USING gin (search_bigrams(lower("prospect_name")));--> statement-breakpoint
CREATE INDEX "spaces_suite_bigram_idx" ON "spaces" USING gin (search_bigrams(lower("suite")));--> statement-breakpoint
CREATE INDEX "tenants_name_bigram_idx" ON "tenants" USING gin (search_bigrams(lower("name")));--> statement-breakpoint
CREATE INDEX "tenants_industry_bigram_idx" ON "tenants" USING gin (search_bigrams(lower("industry")));--> statement-breakpoint
-- The planner weighs these indexes by the statistics of their expressions: gathered now for tables
-- that hold rows. An empty table is left alone: statistics saying it is empty would mislead the plans of
-- a bulk load that follows (the large data set's 200,000 suites took minutes instead of seconds).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM opportunities) THEN ANALYZE opportunities; END IF;
  IF EXISTS (SELECT 1 FROM spaces) THEN ANALYZE spaces; END IF;
  IF EXISTS (SELECT 1 FROM tenants) THEN ANALYZE tenants; END IF;
END
$$;
