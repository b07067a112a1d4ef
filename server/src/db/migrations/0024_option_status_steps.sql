-- The Options list's total and counters for one status on a day, kept per type as the days options
-- enter and leave each status (schema/options.ts, optionStatusSteps). Kept from options in the same
-- statement, like option_type_counts: not a table data_changes tracks.
CREATE TABLE "option_status_steps" (
	"status" text NOT NULL,
	"grain" text NOT NULL,
	"day" date NOT NULL,
	"option_type" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "option_status_steps_status_grain_day_option_type_pk" PRIMARY KEY("status","grain","day","option_type")
);
--> statement-breakpoint
-- The steps of one option: the day it enters and the day it leaves each status. Upcoming before its
-- notice start; active from it to the earlier of its notice end and effective date; inactive from the
-- day after that to its effective date (no days when the notice ends on or after it: the two steps
-- cancel); expired after its effective date.
CREATE FUNCTION option_status_steps_of(notice_start date, notice_end date, effective_date date)
RETURNS TABLE (status text, day date, step integer)
LANGUAGE sql IMMUTABLE
AS $$
  VALUES
    ('upcoming', '-infinity'::date, 1),
    ('upcoming', notice_start, -1),
    ('active', notice_start, 1),
    ('active', least(notice_end, effective_date) + 1, -1),
    ('inactive', least(notice_end, effective_date) + 1, 1),
    ('inactive', effective_date + 1, -1),
    ('expired', effective_date + 1, 1)
$$;
--> statement-breakpoint
-- Adds the steps of options (each with a sign: 1 written, -1 removed) at both grains, netted per row
-- of option_status_steps and written in key order (two writers never wait on each other in a cycle).
CREATE FUNCTION option_status_steps_add(starts date[], ends date[], effectives date[], types text[], signs integer[])
RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO option_status_steps AS kept (status, grain, day, option_type, n)
  SELECT s.status, g.grain,
    CASE g.grain WHEN 'month' THEN date_trunc('month', s.day)::date ELSE s.day END AS bucket,
    o.option_type, sum(o.sign * s.step)::int
  FROM unnest(starts, ends, effectives, types, signs) AS o(notice_start, notice_end, effective_date, option_type, sign)
  CROSS JOIN LATERAL option_status_steps_of(o.notice_start, o.notice_end, o.effective_date) s
  CROSS JOIN (VALUES ('month'), ('day')) g(grain)
  GROUP BY s.status, g.grain, bucket, o.option_type
  HAVING sum(o.sign * s.step) <> 0
  ORDER BY s.status, g.grain, bucket, o.option_type
  ON CONFLICT (status, grain, day, option_type) DO UPDATE SET n = kept.n + excluded.n
$$;
--> statement-breakpoint
CREATE FUNCTION option_status_steps_keep()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  starts date[];
  ends date[];
  effectives date[];
  types text[];
  signs integer[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM option_status_steps;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(notice_start), array_agg(notice_end), array_agg(effective_date), array_agg(option_type),
      array_agg(1) INTO starts, ends, effectives, types, signs FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(notice_start), array_agg(notice_end), array_agg(effective_date), array_agg(option_type),
      array_agg(-1) INTO starts, ends, effectives, types, signs FROM old_rows;
  ELSE
    SELECT array_agg(notice_start), array_agg(notice_end), array_agg(effective_date), array_agg(option_type),
      array_agg(sign) INTO starts, ends, effectives, types, signs
    FROM (
      SELECT notice_start, notice_end, effective_date, option_type, 1 AS sign FROM new_rows
      UNION ALL SELECT notice_start, notice_end, effective_date, option_type, -1 FROM old_rows
    ) changed;
  END IF;
  IF starts IS NOT NULL THEN
    PERFORM option_status_steps_add(starts, ends, effectives, types, signs);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER option_status_steps_insert AFTER INSERT ON options REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION option_status_steps_keep();
--> statement-breakpoint
CREATE TRIGGER option_status_steps_update AFTER UPDATE ON options REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION option_status_steps_keep();
--> statement-breakpoint
CREATE TRIGGER option_status_steps_delete AFTER DELETE ON options REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION option_status_steps_keep();
--> statement-breakpoint
CREATE TRIGGER option_status_steps_truncate AFTER TRUNCATE ON options
  FOR EACH STATEMENT EXECUTE FUNCTION option_status_steps_keep();
--> statement-breakpoint
SELECT option_status_steps_add(
  coalesce(array_agg(notice_start), '{}'), coalesce(array_agg(notice_end), '{}'),
  coalesce(array_agg(effective_date), '{}'), coalesce(array_agg(option_type), '{}'),
  coalesce(array_agg(1), '{}'))
FROM options;
