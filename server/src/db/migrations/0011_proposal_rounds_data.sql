-- Every set of lease terms a deal held becomes one of its proposal rounds: the previous lease, the
-- budget and the landlord's terms as rounds of those sides, the deal's own terms (kind 'proposal') as
-- its accepted tenant round. The round covers the deal's area, is dated the day its terms were entered
-- (in the organisation's zone, the server's when none is set) and was added by whoever created the deal.
INSERT INTO "proposal_rounds" (
	"opportunity_id", "side", "round_date", "lease_type", "area_rsf", "term_months", "base_rent",
	"rent_escalation", "rent_free_months", "tenant_improvements", "leasing_commission_pct", "accepted",
	"created_by", "created_at", "updated_at"
)
SELECT t."opportunity_id",
	CASE t."kind" WHEN 'proposal' THEN 'tenant' ELSE t."kind" END,
	(t."created_at" AT TIME ZONE coalesce(
		(SELECT s."time_zone" FROM "app_settings" s WHERE s."id" = 1), current_setting('TimeZone')
	))::date,
	t."lease_type", o."square_feet_needed", t."term_months", t."base_rent", t."rent_escalation",
	t."rent_free_months", t."tenant_improvements", t."leasing_commission_pct", t."kind" = 'proposal',
	o."created_by", t."created_at", t."updated_at"
FROM "lease_terms" t
JOIN "opportunities" o ON o."id" = t."opportunity_id"
-- Rounds of one day read in the order a negotiation runs: previous lease, budget, landlord, tenant.
ORDER BY t."opportunity_id", array_position(ARRAY['previous', 'budget', 'landlord', 'proposal'], t."kind");
--> statement-breakpoint
-- Only the deal's own terms stay lease terms (the pipeline's NER and, once won, the lease).
DELETE FROM "lease_terms" WHERE "kind" <> 'proposal';
