ALTER TABLE "deal_events" ADD COLUMN "stay_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deal_events" ADD COLUMN "stay_tenths" integer GENERATED ALWAYS AS (floor(greatest(0, floor(date_part('epoch', created_at - stay_started_at))) / 8640 + 0.5)) STORED;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "furthest_stage" text;--> statement-breakpoint
CREATE INDEX "deal_events_stays_idx" ON "deal_events" USING btree ("opportunity_id","from_value","stay_tenths") WHERE "deal_events"."kind" = 'stage';--> statement-breakpoint
CREATE INDEX "opportunities_funnel_idx" ON "opportunities" USING btree ("created_at","property_id","furthest_stage","stage","lost_reason","square_feet_needed","id");--> statement-breakpoint
-- The funnel's steps in order (dead and idle are not steps): 1 for inquiry … 7 for deal, null otherwise.
CREATE FUNCTION "deal_funnel_step"(stage text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_position(array['inquiry', 'touring', 'proposal', 'loi', 'legal', 'lease_execution', 'deal']::text[], stage)
$$;--> statement-breakpoint
-- Of two stages, the later funnel step (a stage that is not a step never wins).
CREATE FUNCTION "deal_later_stage"(a text, b text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN coalesce(deal_funnel_step(b), 0) > coalesce(deal_funnel_step(a), 0) THEN b ELSE a END
$$;--> statement-breakpoint
-- A deal's furthest stage takes in its stage and the stage it was lost at whenever they are written.
CREATE FUNCTION "opportunities_furthest_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.furthest_stage := deal_later_stage(deal_later_stage(NEW.furthest_stage, NEW.stage), NEW.lost_at_stage);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "opportunities_furthest_stage" BEFORE INSERT OR UPDATE OF "stage", "lost_at_stage", "furthest_stage"
  ON "opportunities" FOR EACH ROW EXECUTE FUNCTION "opportunities_furthest_stage"();--> statement-breakpoint
-- ... and every stage its history names: the stage it was created at, both sides of each change.
CREATE FUNCTION "deal_events_furthest_stage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE opportunities o SET furthest_stage = named.stage
  FROM (
    SELECT DISTINCT ON (n.opportunity_id) n.opportunity_id, s.stage
    FROM new_events n
    CROSS JOIN LATERAL (VALUES (n.to_value), (CASE WHEN n.kind = 'stage' THEN n.from_value END)) s(stage)
    WHERE n.kind IN ('created', 'stage') AND deal_funnel_step(s.stage) IS NOT NULL
    ORDER BY n.opportunity_id, deal_funnel_step(s.stage) DESC
  ) named
  WHERE o.id = named.opportunity_id
    AND coalesce(deal_funnel_step(o.furthest_stage), 0) < deal_funnel_step(named.stage);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "deal_events_furthest_stage" AFTER INSERT ON "deal_events"
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION "deal_events_furthest_stage"();--> statement-breakpoint
-- A stage change ends a stay that began at the deal's previous stage change (by time, then id) or at
-- its creation. Rows inserted earlier by the same statement count as previous changes.
CREATE FUNCTION "deal_events_stay_start"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'stage' AND NEW.stay_started_at IS NULL THEN
    SELECT max(e.created_at) INTO NEW.stay_started_at FROM deal_events e
    WHERE e.opportunity_id = NEW.opportunity_id AND e.kind = 'stage'
      AND (e.created_at, e.id) < (NEW.created_at, NEW.id);
    IF NEW.stay_started_at IS NULL THEN
      SELECT o.created_at INTO NEW.stay_started_at FROM opportunities o WHERE o.id = NEW.opportunity_id;
    END IF;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "deal_events_stay_start" BEFORE INSERT ON "deal_events"
  FOR EACH ROW EXECUTE FUNCTION "deal_events_stay_start"();--> statement-breakpoint
-- A change recorded between two others (or inserted before a later one by the same statement) begins
-- the stay the next change ends.
CREATE FUNCTION "deal_events_next_stay_start"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'stage' THEN
    UPDATE deal_events SET stay_started_at = NEW.created_at
    WHERE id = (
      SELECT e.id FROM deal_events e
      WHERE e.opportunity_id = NEW.opportunity_id AND e.kind = 'stage'
        AND (e.created_at, e.id) > (NEW.created_at, NEW.id)
      ORDER BY e.created_at, e.id LIMIT 1)
      AND stay_started_at IS DISTINCT FROM NEW.created_at;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "deal_events_next_stay_start" AFTER INSERT ON "deal_events"
  FOR EACH ROW EXECUTE FUNCTION "deal_events_next_stay_start"();--> statement-breakpoint
UPDATE "deal_events" e SET "stay_started_at" = s.started
FROM (
  SELECT e2.id, coalesce(lag(e2.created_at) OVER (PARTITION BY e2.opportunity_id ORDER BY e2.created_at, e2.id), o.created_at) AS started
  FROM deal_events e2 JOIN opportunities o ON o.id = e2.opportunity_id
  WHERE e2.kind = 'stage'
) s
WHERE e.id = s.id;--> statement-breakpoint
UPDATE "opportunities" o SET "furthest_stage" = deal_later_stage(o.stage, named.stage)
FROM (
  SELECT o2.id, (
    SELECT s.stage FROM deal_events n
    CROSS JOIN LATERAL (VALUES (n.to_value), (CASE WHEN n.kind = 'stage' THEN n.from_value END)) s(stage)
    WHERE n.opportunity_id = o2.id AND n.kind IN ('created', 'stage') AND deal_funnel_step(s.stage) IS NOT NULL
    ORDER BY deal_funnel_step(s.stage) DESC LIMIT 1
  ) AS stage
  FROM opportunities o2
) named
WHERE o.id = named.id;
