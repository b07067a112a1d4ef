CREATE TABLE "expanding_tenants" (
	"tenant_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retail_suite_spans" (
	"space_id" integer NOT NULL,
	"leased" boolean NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"rsf" numeric NOT NULL,
	CONSTRAINT "retail_suite_spans_space_id_leased_from_day_pk" PRIMARY KEY("space_id","leased","from_day")
);
--> statement-breakpoint
ALTER TABLE "expanding_tenants" ADD CONSTRAINT "expanding_tenants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_suite_spans" ADD CONSTRAINT "retail_suite_spans_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_opportunities_standing_order_idx" ON "ai_opportunities" USING btree ("confidence_score" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "ai_opportunities"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "properties_name_trgm_idx" ON "properties" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_address_trgm_idx" ON "properties" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_city_trgm_idx" ON "properties" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_market_trgm_idx" ON "properties" USING gin ("market" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_name_id_idx" ON "properties" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "spaces_suite_trgm_idx" ON "spaces" USING gin ("suite" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenants_name_trgm_idx" ON "tenants" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenants_industry_trgm_idx" ON "tenants" USING gin ("industry" gin_trgm_ops);--> statement-breakpoint
-- Standing AI opportunities (not retired) counted by status and type, figure 'ai:<status>:<type>',
-- and leases recorded active ('active_leases'), kept like the other dashboard_counts figures: a
-- statement adds its new rows' counts and takes away its old rows'.
CREATE FUNCTION ai_opportunity_count_rows()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO dashboard_counts AS c (figure, n)
    SELECT 'ai:' || status || ':' || type, count(*) FROM new_rows WHERE retired_at IS NULL
    GROUP BY 1 ORDER BY 1
    ON CONFLICT (figure) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO dashboard_counts AS c (figure, n)
    SELECT 'ai:' || status || ':' || type, -count(*) FROM old_rows WHERE retired_at IS NULL
    GROUP BY 1 ORDER BY 1
    ON CONFLICT (figure) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION active_lease_count_rows()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  added bigint := 0;
  removed bigint := 0;
BEGIN
  IF TG_OP <> 'DELETE' THEN SELECT count(*) INTO added FROM new_rows WHERE status = 'active'; END IF;
  IF TG_OP <> 'INSERT' THEN SELECT count(*) INTO removed FROM old_rows WHERE status = 'active'; END IF;
  IF added <> removed THEN
    UPDATE dashboard_counts SET n = n + added - removed WHERE figure = 'active_leases';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A tenant has expansion potential (AI insights) with an active lease and the expansion flag set on
-- itself or on its latest survey.
CREATE FUNCTION tenant_has_expansion_potential(p_tenant integer)
RETURNS boolean
LANGUAGE sql
STABLE
AS $$
  SELECT EXISTS (SELECT 1 FROM leases l WHERE l.tenant_id = p_tenant AND l.status = 'active')
    AND coalesce((SELECT t.has_expansion_intent OR coalesce((SELECT s.has_expansion_intentions FROM tenant_surveys s
        WHERE s.tenant_id = t.id ORDER BY s.survey_date DESC, s.id DESC LIMIT 1), false)
      FROM tenants t WHERE t.id = p_tenant), false)
$$;
--> statement-breakpoint
-- expanding_tenants is read again for the tenants a statement touched. The tenants are locked first,
-- so a second writer of the same tenant's leases or surveys waits and then reads the first's.
CREATE FUNCTION expanding_tenants_refresh()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  added integer[];
  removed integer[];
  touched integer[];
BEGIN
  IF TG_OP <> 'DELETE' THEN EXECUTE format('SELECT array_agg(%I) FROM new_rows', TG_ARGV[0]) INTO added; END IF;
  IF TG_OP <> 'INSERT' THEN EXECUTE format('SELECT array_agg(%I) FROM old_rows', TG_ARGV[0]) INTO removed; END IF;
  SELECT array_agg(DISTINCT tenant_id ORDER BY tenant_id) INTO touched
  FROM unnest(coalesce(added, '{}') || coalesce(removed, '{}')) AS c(tenant_id) WHERE tenant_id IS NOT NULL;
  IF touched IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM tenants WHERE id = ANY(touched) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM expanding_tenants WHERE tenant_id = ANY(touched) AND NOT tenant_has_expansion_potential(tenant_id);
  INSERT INTO expanding_tenants (tenant_id)
  SELECT id FROM tenants WHERE id = ANY(touched) AND tenant_has_expansion_potential(id) ORDER BY id
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deals of medical buildings by the UTC day they were created ('medical_deal_created' buckets; AI
-- insights' medical demand): the buckets hold exactly the deals whose building is medical now.
-- p_only_medical: count only the deals whose building is medical (else every one given).
CREATE FUNCTION medical_deal_add(p_created timestamptz[], p_property integer[], p_sign integer, p_only_medical boolean)
RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  days date[];
  deltas integer[];
BEGIN
  SELECT array_agg(day ORDER BY day), array_agg(n ORDER BY day) INTO days, deltas FROM (
    SELECT (c.created_at AT TIME ZONE 'UTC')::date AS day, p_sign * count(*)::int AS n
    FROM unnest(p_created, p_property) AS c(created_at, property_id)
    WHERE NOT p_only_medical
      OR EXISTS (SELECT 1 FROM properties p WHERE p.id = c.property_id AND p.asset_class = 'medical')
    GROUP BY 1
  ) d;
  IF days IS NOT NULL THEN
    PERFORM dashboard_day_add('medical_deal_created', days, deltas, array_fill(0::numeric, ARRAY[cardinality(days)]));
  END IF;
END
$$;
--> statement-breakpoint
-- A statement's deals: the old rows taken away, the new added. Their buildings are share-locked
-- first, so a concurrent change of a building's class waits (or is waited for) and is then read.
CREATE FUNCTION medical_deal_count_rows()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  created timestamptz[];
  buildings integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT array_agg(created_at), array_agg(property_id) INTO created, buildings FROM old_rows;
    PERFORM 1 FROM properties WHERE id = ANY(buildings) ORDER BY id FOR SHARE;
    PERFORM medical_deal_add(created, buildings, -1, true);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT array_agg(created_at), array_agg(property_id) INTO created, buildings FROM new_rows;
    PERFORM 1 FROM properties WHERE id = ANY(buildings) ORDER BY id FOR SHARE;
    PERFORM medical_deal_add(created, buildings, 1, true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A building turning medical adds its deals; one that stops, or is deleted while medical, takes them
-- away (its deals' own delete then finds no medical building).
CREATE FUNCTION medical_deal_count_buildings()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  created timestamptz[];
  buildings integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.asset_class = 'medical' THEN
      SELECT array_agg(created_at), array_agg(property_id) INTO created, buildings
      FROM opportunities WHERE property_id = OLD.id;
      PERFORM medical_deal_add(created, buildings, -1, false);
    END IF;
    RETURN OLD;
  END IF;
  SELECT array_agg(o.created_at), array_agg(o.property_id) INTO created, buildings
  FROM opportunities o JOIN new_rows n ON n.id = o.property_id JOIN old_rows x ON x.id = n.id
  WHERE n.asset_class = 'medical' AND x.asset_class <> 'medical';
  PERFORM medical_deal_add(created, buildings, 1, false);
  SELECT array_agg(o.created_at), array_agg(o.property_id) INTO created, buildings
  FROM opportunities o JOIN new_rows n ON n.id = o.property_id JOIN old_rows x ON x.id = n.id
  WHERE n.asset_class <> 'medical' AND x.asset_class = 'medical';
  PERFORM medical_deal_add(created, buildings, -1, false);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The retail spans of suites `p_suites`, as they are now: every suite of a retail building over
-- every day, and each run of days an active or expired lease covers it ([start, end]).
CREATE FUNCTION retail_spans_of(p_suites integer[])
RETURNS TABLE (space_id integer, leased boolean, from_day date, to_day date, rsf numeric)
LANGUAGE sql
STABLE
AS $$
  WITH suites AS (
    SELECT s.id, s.rentable_sf FROM spaces s JOIN properties p ON p.id = s.property_id
    WHERE s.id = ANY(p_suites) AND p.asset_class = 'retail'
  ), covers AS (
    SELECT l.space_id, l.start_date AS s, l.end_date + 1 AS e FROM leases l
    WHERE l.space_id IN (SELECT id FROM suites) AND l.status IN ('active', 'expired') AND l.start_date <= l.end_date
  ), runs AS (
    SELECT c.*, sum(c.starts_run) OVER (PARTITION BY c.space_id ORDER BY c.s, c.e) AS run
    FROM (
      SELECT covers.*, CASE WHEN covers.s <= max(covers.e) OVER (PARTITION BY covers.space_id ORDER BY covers.s, covers.e
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) THEN 0 ELSE 1 END AS starts_run
      FROM covers
    ) c
  )
  SELECT id, false, '-infinity'::date, 'infinity'::date, rentable_sf FROM suites
  UNION ALL
  SELECT r.space_id, true, min(r.s), max(r.e), (SELECT rentable_sf FROM suites WHERE suites.id = r.space_id)
  FROM runs r GROUP BY r.space_id, r.run
$$;
--> statement-breakpoint
-- Suites' spans are read again when a statement touches them (their leases, their area or building,
-- their building's class). The suites are locked first, so a second writer waits and then reads.
CREATE FUNCTION retail_spans_refresh(p_suites integer[])
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  IF p_suites IS NULL OR cardinality(p_suites) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM spaces WHERE id = ANY(p_suites) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM retail_suite_spans r WHERE r.space_id = ANY(p_suites)
    AND (r.space_id, r.leased, r.from_day, r.to_day, r.rsf) NOT IN (SELECT * FROM retail_spans_of(p_suites));
  INSERT INTO retail_suite_spans (space_id, leased, from_day, to_day, rsf)
  SELECT * FROM retail_spans_of(p_suites) f
  WHERE (f.space_id, f.leased, f.from_day, f.to_day, f.rsf) NOT IN (
    SELECT r.space_id, r.leased, r.from_day, r.to_day, r.rsf FROM retail_suite_spans r WHERE r.space_id = ANY(p_suites))
  ORDER BY 1, 2, 3;
END
$$;
--> statement-breakpoint
CREATE FUNCTION retail_spans_from_rows()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  added integer[];
  removed integer[];
BEGIN
  IF TG_TABLE_NAME = 'properties' THEN
    PERFORM retail_spans_refresh((SELECT array_agg(s.id ORDER BY s.id) FROM spaces s
      JOIN new_rows n ON n.id = s.property_id JOIN old_rows o ON o.id = n.id
      WHERE n.asset_class IS DISTINCT FROM o.asset_class));
    RETURN NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN EXECUTE format('SELECT array_agg(%I) FROM new_rows', TG_ARGV[0]) INTO added; END IF;
  IF TG_OP <> 'INSERT' THEN EXECUTE format('SELECT array_agg(%I) FROM old_rows', TG_ARGV[0]) INTO removed; END IF;
  PERFORM retail_spans_refresh((SELECT array_agg(DISTINCT id ORDER BY id)
    FROM unnest(coalesce(added, '{}') || coalesce(removed, '{}')) AS c(id) WHERE id IS NOT NULL));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The buckets follow the spans: a suite's RSF added on its span's first day and taken away from the
-- day it ends ('retail_suites' for every suite, 'retail_leased' for its leased runs).
CREATE FUNCTION retail_span_add(p_leased boolean[], p_from date[], p_to date[], p_rsf numeric[], p_sign integer)
RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  figure_name text;
  days date[];
  deltas integer[];
  areas numeric[];
BEGIN
  FOREACH figure_name IN ARRAY ARRAY['retail_suites', 'retail_leased'] LOOP
    SELECT array_agg(day ORDER BY day), array_agg(n ORDER BY day), array_agg(rsf ORDER BY day)
    INTO days, deltas, areas
    FROM (
      SELECT day, sum(n)::int AS n, sum(rsf) AS rsf FROM (
        SELECT c.from_day AS day, p_sign AS n, p_sign * c.rsf AS rsf
        FROM unnest(p_leased, p_from, p_to, p_rsf) AS c(leased, from_day, to_day, rsf)
        WHERE c.leased = (figure_name = 'retail_leased')
        UNION ALL
        SELECT c.to_day, -p_sign, -p_sign * c.rsf
        FROM unnest(p_leased, p_from, p_to, p_rsf) AS c(leased, from_day, to_day, rsf)
        WHERE c.leased = (figure_name = 'retail_leased')
      ) e GROUP BY day HAVING sum(n) <> 0 OR sum(rsf) <> 0
    ) d;
    IF days IS NOT NULL THEN
      PERFORM dashboard_day_add(figure_name, days, deltas, areas);
    END IF;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_count_retail_spans()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  l boolean[];
  f date[];
  t date[];
  r numeric[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT array_agg(leased), array_agg(from_day), array_agg(to_day), array_agg(rsf) INTO l, f, t, r FROM old_rows;
    IF l IS NOT NULL THEN PERFORM retail_span_add(l, f, t, r, -1); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT array_agg(leased), array_agg(from_day), array_agg(to_day), array_agg(rsf) INTO l, f, t, r FROM new_rows;
    IF l IS NOT NULL THEN PERFORM retail_span_add(l, f, t, r, 1); END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_recount()
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM expanding_tenants;
  INSERT INTO expanding_tenants (tenant_id)
  SELECT id FROM tenants WHERE tenant_has_expansion_potential(id) ORDER BY id;
  DELETE FROM dashboard_counts;
  INSERT INTO dashboard_counts (figure, n) VALUES
    ('active_deals', (SELECT count(*) FROM opportunities WHERE stage NOT IN ('deal', 'dead'))),
    ('new_ai_opportunities', (SELECT count(*) FROM ai_opportunities WHERE status = 'new' AND retired_at IS NULL)),
    ('properties', (SELECT count(*) FROM properties)),
    ('stacking_plans', (SELECT count(DISTINCT property_id) FROM floors)),
    ('active_leases', (SELECT count(*) FROM leases WHERE status = 'active')),
    ('expanding_tenants', (SELECT count(*) FROM expanding_tenants));
  INSERT INTO dashboard_counts (figure, n)
  SELECT 'ai:' || status || ':' || type, count(*) FROM ai_opportunities WHERE retired_at IS NULL GROUP BY 1;
  DELETE FROM dashboard_day_counts;
  INSERT INTO dashboard_day_counts (figure, day, n)
  SELECT 'option_effective', effective_date, count(*) FROM options GROUP BY effective_date;
  INSERT INTO dashboard_day_counts (figure, day, n)
  SELECT 'medical_deal_created', (o.created_at AT TIME ZONE 'UTC')::date, count(*)
  FROM opportunities o JOIN properties p ON p.id = o.property_id AND p.asset_class = 'medical' GROUP BY 2;
  -- retail_suite_spans' and suite_cover's own triggers fill their buckets.
  TRUNCATE retail_suite_spans;
  INSERT INTO retail_suite_spans (space_id, leased, from_day, to_day, rsf)
  SELECT * FROM retail_spans_of((SELECT array_agg(id) FROM spaces));
  TRUNCATE suite_cover;
  INSERT INTO suite_cover (space_id, covered_until, rsf)
  SELECT s.id,
    coalesce((SELECT max(lease_cover_until(l.status, l.end_date, l.terminated_on)) FROM leases l WHERE l.space_id = s.id),
      '-infinity'::date),
    s.rentable_sf
  FROM spaces s;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ai_opportunity_count_insert AFTER INSERT ON ai_opportunities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ai_opportunity_count_rows();
--> statement-breakpoint
CREATE TRIGGER ai_opportunity_count_update AFTER UPDATE ON ai_opportunities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ai_opportunity_count_rows();
--> statement-breakpoint
CREATE TRIGGER ai_opportunity_count_delete AFTER DELETE ON ai_opportunities REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ai_opportunity_count_rows();
--> statement-breakpoint
CREATE TRIGGER active_lease_count_insert AFTER INSERT ON leases REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION active_lease_count_rows();
--> statement-breakpoint
CREATE TRIGGER active_lease_count_update AFTER UPDATE ON leases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION active_lease_count_rows();
--> statement-breakpoint
CREATE TRIGGER active_lease_count_delete AFTER DELETE ON leases REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION active_lease_count_rows();
--> statement-breakpoint
CREATE TRIGGER expanding_tenants_insert AFTER INSERT ON leases REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expanding_tenants_refresh('tenant_id');
--> statement-breakpoint
CREATE TRIGGER expanding_tenants_delete AFTER DELETE ON leases REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expanding_tenants_refresh('tenant_id');
--> statement-breakpoint
CREATE TRIGGER expanding_tenants_update AFTER UPDATE ON leases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expanding_tenants_refresh('tenant_id');
--> statement-breakpoint
CREATE TRIGGER expanding_tenants_insert AFTER INSERT ON tenant_surveys REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expanding_tenants_refresh('tenant_id');
--> statement-breakpoint
CREATE TRIGGER expanding_tenants_delete AFTER DELETE ON tenant_surveys REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expanding_tenants_refresh('tenant_id');
--> statement-breakpoint
CREATE TRIGGER expanding_tenants_update AFTER UPDATE ON tenant_surveys REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expanding_tenants_refresh('tenant_id');
--> statement-breakpoint
CREATE TRIGGER expanding_tenants_insert AFTER INSERT ON tenants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expanding_tenants_refresh('id');
--> statement-breakpoint
CREATE TRIGGER expanding_tenants_update AFTER UPDATE ON tenants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION expanding_tenants_refresh('id');
--> statement-breakpoint
CREATE TRIGGER dashboard_count_insert AFTER INSERT ON expanding_tenants REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_rows('expanding_tenants');
--> statement-breakpoint
CREATE TRIGGER dashboard_count_delete AFTER DELETE ON expanding_tenants REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_rows('expanding_tenants');
--> statement-breakpoint
CREATE TRIGGER dashboard_recount AFTER TRUNCATE ON tenants FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recount_trigger();
--> statement-breakpoint
CREATE TRIGGER dashboard_recount AFTER TRUNCATE ON tenant_surveys FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recount_trigger();
--> statement-breakpoint
CREATE TRIGGER medical_deal_count_insert AFTER INSERT ON opportunities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION medical_deal_count_rows();
--> statement-breakpoint
CREATE TRIGGER medical_deal_count_update AFTER UPDATE ON opportunities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION medical_deal_count_rows();
--> statement-breakpoint
CREATE TRIGGER medical_deal_count_delete AFTER DELETE ON opportunities REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION medical_deal_count_rows();
--> statement-breakpoint
CREATE TRIGGER medical_deal_count_update AFTER UPDATE ON properties REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION medical_deal_count_buildings();
--> statement-breakpoint
CREATE TRIGGER medical_deal_count_delete BEFORE DELETE ON properties
  FOR EACH ROW EXECUTE FUNCTION medical_deal_count_buildings();
--> statement-breakpoint
CREATE TRIGGER retail_spans_insert AFTER INSERT ON leases REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION retail_spans_from_rows('space_id');
--> statement-breakpoint
CREATE TRIGGER retail_spans_delete AFTER DELETE ON leases REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION retail_spans_from_rows('space_id');
--> statement-breakpoint
CREATE TRIGGER retail_spans_update AFTER UPDATE ON leases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION retail_spans_from_rows('space_id');
--> statement-breakpoint
CREATE TRIGGER retail_spans_insert AFTER INSERT ON spaces REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION retail_spans_from_rows('id');
--> statement-breakpoint
CREATE TRIGGER retail_spans_update AFTER UPDATE ON spaces REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION retail_spans_from_rows('id');
--> statement-breakpoint
CREATE TRIGGER retail_spans_update AFTER UPDATE ON properties REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION retail_spans_from_rows('id');
--> statement-breakpoint
CREATE TRIGGER dashboard_count_insert AFTER INSERT ON retail_suite_spans REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_retail_spans();
--> statement-breakpoint
CREATE TRIGGER dashboard_count_update AFTER UPDATE ON retail_suite_spans REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_retail_spans();
--> statement-breakpoint
CREATE TRIGGER dashboard_count_delete AFTER DELETE ON retail_suite_spans REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_retail_spans();
--> statement-breakpoint
SELECT dashboard_recount();
