CREATE TABLE "deal_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"xact" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"old_image" jsonb,
	"new_image" jsonb,
	"reset" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_changes_pruned" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"below" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "deal_changes_xact_idx" ON "deal_changes" USING btree ("xact");--> statement-breakpoint
INSERT INTO "deal_changes_pruned" ("id", "below") VALUES (1, 0);
--> statement-breakpoint
-- The deals' change log (deal-count-memo.ts): each statement writing deals logs every deal it wrote,
-- its row before and after; a statement writing more than 1,000 deals, a truncate, or any write of
-- buildings (whose names, states, markets and cities the deal filters read) logs one reset row instead.
CREATE FUNCTION deal_changes_log()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  written bigint;
BEGIN
  IF TG_TABLE_NAME <> 'opportunities' OR TG_OP = 'TRUNCATE' THEN
    INSERT INTO deal_changes (reset) VALUES (true);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    SELECT count(*) INTO written FROM old_rows;
  ELSE
    SELECT count(*) INTO written FROM new_rows;
  END IF;
  IF written = 0 THEN RETURN NULL; END IF;
  IF written > 1000 THEN
    INSERT INTO deal_changes (reset) VALUES (true);
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO deal_changes (new_image) SELECT to_jsonb(n) FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO deal_changes (old_image) SELECT to_jsonb(o) FROM old_rows o;
  ELSE
    INSERT INTO deal_changes (old_image, new_image)
    SELECT to_jsonb(o), to_jsonb(n) FROM old_rows o FULL JOIN new_rows n ON n.id = o.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Drops the log's rows of transactions that ended before every running one began, keeping the newest
-- `p_keep` rows, and raises deal_changes_pruned.below above them: a kept count whose snapshot began
-- before that is taken afresh.
CREATE FUNCTION deal_changes_prune(p_keep integer)
RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  horizon bigint := pg_snapshot_xmin(pg_current_snapshot())::text::bigint;
  newest bigint;
  pruned bigint;
BEGIN
  SELECT max(id) INTO newest FROM deal_changes;
  IF newest IS NULL THEN RETURN; END IF;
  WITH gone AS (
    DELETE FROM deal_changes WHERE id <= newest - p_keep AND xact < horizon RETURNING xact
  )
  SELECT max(xact) INTO pruned FROM gone;
  IF pruned IS NOT NULL THEN
    UPDATE deal_changes_pruned SET below = greatest(below, pruned + 1) WHERE id = 1;
  END IF;
END
$$;
--> statement-breakpoint
CREATE TRIGGER deal_changes_insert AFTER INSERT ON opportunities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_changes_log();
--> statement-breakpoint
CREATE TRIGGER deal_changes_update AFTER UPDATE ON opportunities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_changes_log();
--> statement-breakpoint
CREATE TRIGGER deal_changes_delete AFTER DELETE ON opportunities REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION deal_changes_log();
--> statement-breakpoint
CREATE TRIGGER deal_changes_truncate AFTER TRUNCATE ON opportunities
  FOR EACH STATEMENT EXECUTE FUNCTION deal_changes_log();
--> statement-breakpoint
CREATE TRIGGER deal_changes_buildings AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION deal_changes_log();
