-- Lease terms carry an accepted round's other landlord costs ($/RSF, paid up front like TI).
ALTER TABLE "lease_terms" ADD COLUMN "other_landlord_costs" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lease_terms" ADD CONSTRAINT "lease_terms_other_costs_check" CHECK ("lease_terms"."other_landlord_costs" >= 0);--> statement-breakpoint
-- The stored straight-line NER subtracts them like TI: a generated column's expression cannot be
-- altered, so it is dropped and added again (PostgreSQL computes it for every row).
ALTER TABLE "lease_terms" DROP COLUMN "ner_straight_line";--> statement-breakpoint
ALTER TABLE "lease_terms" ADD COLUMN "ner_straight_line" double precision GENERATED ALWAYS AS ((base_rent::float8 / 12 * (12 * (case when rent_escalation = 0 then ((term_months) / 12)::float8 else ((1 + rent_escalation::float8 / 100) ^ ((term_months) / 12) - 1) / ((1 + rent_escalation::float8 / 100) - 1) end) + ((term_months) % 12) * (1 + rent_escalation::float8 / 100) ^ ((term_months) / 12)) * (1 - coalesce(leasing_commission_pct, 0)::float8 / 100) - base_rent::float8 / 12 * (12 * (case when rent_escalation = 0 then ((least(term_months, greatest(0, floor(rent_free_months)::int))) / 12)::float8 else ((1 + rent_escalation::float8 / 100) ^ ((least(term_months, greatest(0, floor(rent_free_months)::int))) / 12) - 1) / ((1 + rent_escalation::float8 / 100) - 1) end) + ((least(term_months, greatest(0, floor(rent_free_months)::int))) % 12) * (1 + rent_escalation::float8 / 100) ^ ((least(term_months, greatest(0, floor(rent_free_months)::int))) / 12)) - tenant_improvements::float8 - other_landlord_costs::float8) / (term_months::float8 / 12)) STORED;--> statement-breakpoint
-- Hand-written: terms copied from an accepted round before this migration lost its other costs; they
-- get them back where the terms are still the round's (terms changed by hand since are left alone).
-- The trigger lease_terms_proposal_ner moves each deal's proposal_ner with them.
UPDATE "lease_terms" t SET "other_landlord_costs" = r."other_landlord_costs"
  FROM "proposal_rounds" r
  WHERE r."opportunity_id" = t."opportunity_id" AND r."accepted" AND t."kind" = 'proposal'
    AND r."other_landlord_costs" > 0
    AND (r."lease_type", r."term_months", r."base_rent", r."rent_escalation", r."rent_free_months",
         r."tenant_improvements") = (t."lease_type", t."term_months", t."base_rent", t."rent_escalation",
         t."rent_free_months", t."tenant_improvements")
    AND r."leasing_commission_pct" IS NOT DISTINCT FROM t."leasing_commission_pct";--> statement-breakpoint
-- Adding the column again fires no trigger: every deal's pipeline NER is recomputed from its terms.
UPDATE "opportunities" o SET "proposal_ner" = lt."ner_straight_line"
  FROM "lease_terms" lt WHERE lt."opportunity_id" = o."id" AND lt."kind" = 'proposal';
