-- The portfolio's data version (read-memo.ts): every statement that writes a tracked table adds a row of
-- weight 1, in its own transaction, so the sum of the weights grows with every committed write. A
-- statement-level insert, not an update of one counter: writers never wait on each other for it, and
-- two transactions writing tables in opposite orders cannot deadlock on it.
-- Not tracked: bookkeeping no kept answer reads (sessions, throttles, audit_log, notifications,
-- mail_outbox, reminder_deliveries) and the summaries triggers keep from tracked tables in the same
-- statement (dashboard_counts, dashboard_day_counts, deal_stage_days, expanding_tenants,
-- lease_status_counts, option_type_counts, retail_suite_spans, suite_cover).
CREATE TABLE "data_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"weight" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION data_changed() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO data_changes DEFAULT VALUES;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  tracked text;
BEGIN
  FOREACH tracked IN ARRAY ARRAY[
    'action_plans', 'ai_briefings', 'ai_opportunities', 'app_settings', 'calendar_feeds', 'comment_likes',
    'comments', 'deal_events', 'deal_view_defaults', 'documents', 'floors', 'jobs', 'lease_comps',
    'lease_terms', 'leases', 'opportunities', 'options', 'properties', 'proposal_rounds', 'reminder_rules',
    'saved_deal_views', 'spaces', 'tasks', 'tenant_surveys', 'tenants', 'training_categories',
    'training_lessons', 'user_preferences', 'users'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION data_changed()', tracked);
  END LOOP;
END
$$;
