CREATE TABLE "lease_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"leases" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_type_counts" (
	"option_type" text PRIMARY KEY NOT NULL,
	"options" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "leases_end_date_idx";--> statement-breakpoint
CREATE INDEX "leases_start_date_idx" ON "leases" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "options_effective_date_idx" ON "options" USING btree ("effective_date");--> statement-breakpoint
CREATE INDEX "options_live_window_idx" ON "options" USING gist (daterange("notice_start", "effective_date", '[]'));--> statement-breakpoint
CREATE INDEX "properties_name_lower_idx" ON "properties" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "leases_end_date_idx" ON "leases" USING btree ("end_date","id");--> statement-breakpoint
-- lease_status_counts: one row per status, moved by every insert, status change and delete of a lease,
-- and emptied when leases is truncated. Rows at zero are kept (the total reads sum()).
CREATE FUNCTION lease_status_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM lease_status_counts;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE lease_status_counts SET leases = leases - 1 WHERE status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO lease_status_counts AS c (status, leases) VALUES (NEW.status, 1)
      ON CONFLICT (status) DO UPDATE SET leases = c.leases + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER lease_status_counts_keep AFTER INSERT OR DELETE OR UPDATE OF status ON leases
  FOR EACH ROW EXECUTE FUNCTION lease_status_counts_keep();
--> statement-breakpoint
CREATE TRIGGER lease_status_counts_truncate AFTER TRUNCATE ON leases
  FOR EACH STATEMENT EXECUTE FUNCTION lease_status_counts_keep();
--> statement-breakpoint
INSERT INTO lease_status_counts (status, leases) SELECT status, count(*) FROM leases GROUP BY status;
--> statement-breakpoint
-- option_type_counts: the same for options by type.
CREATE FUNCTION option_type_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM option_type_counts;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE option_type_counts SET options = options - 1 WHERE option_type = OLD.option_type;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO option_type_counts AS c (option_type, options) VALUES (NEW.option_type, 1)
      ON CONFLICT (option_type) DO UPDATE SET options = c.options + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER option_type_counts_keep AFTER INSERT OR DELETE OR UPDATE OF option_type ON options
  FOR EACH ROW EXECUTE FUNCTION option_type_counts_keep();
--> statement-breakpoint
CREATE TRIGGER option_type_counts_truncate AFTER TRUNCATE ON options
  FOR EACH STATEMENT EXECUTE FUNCTION option_type_counts_keep();
--> statement-breakpoint
INSERT INTO option_type_counts (option_type, options) SELECT option_type, count(*) FROM options GROUP BY option_type;
