ALTER TABLE "leases" ADD COLUMN "follows_lease_id" integer;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "terminated_on" date;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_follows_lease_id_leases_id_fk" FOREIGN KEY ("follows_lease_id") REFERENCES "public"."leases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leases_follows_idx" ON "leases" USING btree ("follows_lease_id");--> statement-breakpoint
-- Where a lease stands on a day, the SQL form of leaseLifecycle() in common/src/lease-lifecycle.ts
-- (tested against it): terminated (recorded so, or its termination date has come); pending (not
-- started); renewed (the same tenant has a later, unterminated lease of the suite); past its end:
-- holdover while still recorded active, else expired; expiring (ends within the horizon); active.
CREATE FUNCTION lease_lifecycle(p_lease_id integer, p_today date, p_horizon integer DEFAULT 180)
RETURNS text
LANGUAGE sql
STABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN l.status = 'terminated' OR l.terminated_on <= p_today THEN 'terminated'
    WHEN l.start_date > p_today THEN 'pending'
    WHEN EXISTS (
      SELECT 1 FROM leases r
      WHERE r.space_id = l.space_id AND r.tenant_id = l.tenant_id AND r.id <> l.id
        AND r.start_date > l.start_date
        AND r.status <> 'terminated' AND (r.terminated_on IS NULL OR r.terminated_on > p_today)
    ) THEN 'renewed'
    WHEN least(l.end_date, coalesce(l.terminated_on, l.end_date)) < p_today THEN
      CASE WHEN l.status = 'active' THEN 'holdover' ELSE 'expired' END
    WHEN least(l.end_date, coalesce(l.terminated_on, l.end_date)) <= p_today + p_horizon THEN 'expiring'
    ELSE 'active'
  END
  FROM leases l
  WHERE l.id = p_lease_id
$$;
--> statement-breakpoint
-- A suite on a day, the SQL form of suiteStatus() in common/src/lease-lifecycle.ts (tested against
-- it). Its current lease: started, not terminated, not past its end unless held over (the latest
-- start; then the highest id). Renewed or occupied from that lease's lifecycle; otherwise pre-leased
-- when a signed lease starts later, else expiring (with a current lease) or vacant.
-- A suite is available (can be marketed) when this is 'vacant' or 'expiring'.
CREATE FUNCTION suite_status(p_space_id integer, p_today date, p_horizon integer DEFAULT 180)
RETURNS text
LANGUAGE sql
STABLE PARALLEL SAFE
AS $$
  WITH live AS (
    SELECT l.id, l.start_date, l.end_date, l.terminated_on, l.status
    FROM leases l
    WHERE l.space_id = p_space_id
      AND l.status <> 'terminated' AND (l.terminated_on IS NULL OR l.terminated_on > p_today)
  ),
  cur AS (
    SELECT id FROM live
    WHERE start_date <= p_today
      AND (least(end_date, coalesce(terminated_on, end_date)) >= p_today OR status = 'active')
    ORDER BY start_date DESC, id DESC
    LIMIT 1
  ),
  ahead AS (SELECT EXISTS (SELECT 1 FROM live WHERE start_date > p_today) AS signed)
  SELECT CASE
    WHEN NOT EXISTS (SELECT 1 FROM cur) THEN CASE WHEN ahead.signed THEN 'pre-leased' ELSE 'vacant' END
    ELSE CASE lease_lifecycle((SELECT id FROM cur), p_today, p_horizon)
      WHEN 'renewed' THEN 'renewed'
      WHEN 'active' THEN 'occupied'
      ELSE CASE WHEN ahead.signed THEN 'pre-leased' ELSE 'expiring' END
    END
  END
  FROM ahead
$$;
