CREATE TABLE "deal_stage_days" (
	"stage" text NOT NULL,
	"lead_user_id" integer,
	"day" date NOT NULL,
	"deals" integer NOT NULL,
	"square_feet" bigint NOT NULL,
	"weighted_cents" bigint NOT NULL,
	CONSTRAINT "deal_stage_days_key" UNIQUE NULLS NOT DISTINCT("stage","lead_user_id","day")
);
--> statement-breakpoint
DROP INDEX "opportunities_stage_idx";--> statement-breakpoint
DROP INDEX "opportunities_lead_user_idx";--> statement-breakpoint
CREATE INDEX "opportunities_stage_order_idx" ON "opportunities" USING btree (array_position(array['inquiry', 'touring', 'proposal', 'loi', 'legal', 'lease_execution', 'deal', 'dead', 'idle']::text[], "stage"),"id");--> statement-breakpoint
CREATE INDEX "opportunities_prospect_name_sort_idx" ON "opportunities" USING btree (lower("prospect_name"),"id");--> statement-breakpoint
CREATE INDEX "opportunities_square_feet_idx" ON "opportunities" USING btree ("square_feet_needed","id");--> statement-breakpoint
CREATE INDEX "opportunities_stage_idx" ON "opportunities" USING btree ("stage","last_activity_at","id");--> statement-breakpoint
DROP INDEX "opportunities_property_idx";--> statement-breakpoint
CREATE INDEX "opportunities_lead_user_idx" ON "opportunities" USING btree ("lead_user_id","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "opportunities_property_idx" ON "opportunities" USING btree ("property_id","stage","last_activity_at","square_feet_needed","potential_value","probability");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model functions or triggers): deal_stage_days follows every write
-- to opportunities, one grouped change per statement (the transition tables), so a bulk insert or
-- update costs one pass however many deals it writes.
-- A deal's weighted value in whole cents, as common/weighted-value.ts works it out: round(round(value ×
-- 100) × probability ÷ 100), in exact numeric arithmetic (half rounds up).
CREATE FUNCTION "deal_weighted_cents"(potential_value numeric, probability integer) RETURNS numeric
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN round(round(coalesce(potential_value, 0) * 100) * probability / 100.0);--> statement-breakpoint
-- Adds signed changes (deals, square feet, cents per stage, lead and day) to deal_stage_days, in key
-- order so that two statements touching the same keys lock them in the same order (no deadlock); a key
-- left with no deal is removed.
CREATE FUNCTION "deal_stage_days_add"(changes deal_stage_days[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  emptied tid[];
BEGIN
  WITH added AS (
    INSERT INTO deal_stage_days AS s (stage, lead_user_id, day, deals, square_feet, weighted_cents)
    SELECT c.stage, c.lead_user_id, c.day, c.deals, c.square_feet, c.weighted_cents
    FROM unnest(changes) c ORDER BY c.stage, c.lead_user_id, c.day
    ON CONFLICT (stage, lead_user_id, day) DO UPDATE
      SET deals = s.deals + excluded.deals,
          square_feet = s.square_feet + excluded.square_feet,
          weighted_cents = s.weighted_cents + excluded.weighted_cents
    RETURNING s.ctid, s.deals
  )
  SELECT array_agg(added.ctid) FILTER (WHERE added.deals = 0) INTO emptied FROM added;
  IF emptied IS NOT NULL THEN
    DELETE FROM deal_stage_days WHERE ctid = ANY (emptied);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION "deal_stage_days_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM deal_stage_days_add(ARRAY(
      SELECT ROW(stage, lead_user_id, (last_activity_at AT TIME ZONE 'UTC')::date, count(*)::int,
                 sum(square_feet_needed), sum(deal_weighted_cents(potential_value, probability))::bigint)::deal_stage_days
      FROM new_deals GROUP BY stage, lead_user_id, (last_activity_at AT TIME ZONE 'UTC')::date));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM deal_stage_days_add(ARRAY(
      SELECT ROW(stage, lead_user_id, (last_activity_at AT TIME ZONE 'UTC')::date, -count(*)::int,
                 -sum(square_feet_needed), -sum(deal_weighted_cents(potential_value, probability))::bigint)::deal_stage_days
      FROM old_deals GROUP BY stage, lead_user_id, (last_activity_at AT TIME ZONE 'UTC')::date));
  ELSE
    PERFORM deal_stage_days_add(ARRAY(
      SELECT ROW(stage, lead_user_id, day, sum(deals)::int, sum(square_feet)::bigint, sum(weighted_cents)::bigint)::deal_stage_days
      FROM (
        SELECT stage, lead_user_id, (last_activity_at AT TIME ZONE 'UTC')::date AS day, 1 AS deals,
               square_feet_needed AS square_feet, deal_weighted_cents(potential_value, probability) AS weighted_cents
        FROM new_deals
        UNION ALL
        SELECT stage, lead_user_id, (last_activity_at AT TIME ZONE 'UTC')::date, -1,
               -square_feet_needed, -deal_weighted_cents(potential_value, probability)
        FROM old_deals
      ) moved
      GROUP BY stage, lead_user_id, day
      HAVING sum(deals) <> 0 OR sum(square_feet) <> 0 OR sum(weighted_cents) <> 0));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "deal_stage_days_insert" AFTER INSERT ON "opportunities"
  REFERENCING NEW TABLE AS new_deals FOR EACH STATEMENT EXECUTE FUNCTION "deal_stage_days_follow"();--> statement-breakpoint
CREATE TRIGGER "deal_stage_days_update" AFTER UPDATE ON "opportunities"
  REFERENCING OLD TABLE AS old_deals NEW TABLE AS new_deals FOR EACH STATEMENT EXECUTE FUNCTION "deal_stage_days_follow"();--> statement-breakpoint
CREATE TRIGGER "deal_stage_days_delete" AFTER DELETE ON "opportunities"
  REFERENCING OLD TABLE AS old_deals FOR EACH STATEMENT EXECUTE FUNCTION "deal_stage_days_follow"();--> statement-breakpoint
CREATE FUNCTION "deal_stage_days_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM deal_stage_days;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "deal_stage_days_truncate" AFTER TRUNCATE ON "opportunities"
  FOR EACH STATEMENT EXECUTE FUNCTION "deal_stage_days_clear"();--> statement-breakpoint
INSERT INTO "deal_stage_days" (stage, lead_user_id, day, deals, square_feet, weighted_cents)
SELECT stage, lead_user_id, (last_activity_at AT TIME ZONE 'UTC')::date, count(*), sum(square_feet_needed),
       sum(deal_weighted_cents(potential_value, probability))
FROM opportunities GROUP BY 1, 2, 3;
