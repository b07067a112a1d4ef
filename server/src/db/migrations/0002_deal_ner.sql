-- The trigram index below needs pg_trgm (bundled with PostgreSQL; managed services allow it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "opportunities_last_activity_idx";--> statement-breakpoint
ALTER TABLE "lease_terms" ADD COLUMN "ner_straight_line" double precision GENERATED ALWAYS AS ((base_rent::float8 / 12 * (12 * (case when rent_escalation = 0 then ((term_months) / 12)::float8 else ((1 + rent_escalation::float8 / 100) ^ ((term_months) / 12) - 1) / ((1 + rent_escalation::float8 / 100) - 1) end) + ((term_months) % 12) * (1 + rent_escalation::float8 / 100) ^ ((term_months) / 12)) * (1 - coalesce(leasing_commission_pct, 0)::float8 / 100) - base_rent::float8 / 12 * (12 * (case when rent_escalation = 0 then ((least(term_months, greatest(0, floor(rent_free_months)::int))) / 12)::float8 else ((1 + rent_escalation::float8 / 100) ^ ((least(term_months, greatest(0, floor(rent_free_months)::int))) / 12) - 1) / ((1 + rent_escalation::float8 / 100) - 1) end) + ((least(term_months, greatest(0, floor(rent_free_months)::int))) % 12) * (1 + rent_escalation::float8 / 100) ^ ((least(term_months, greatest(0, floor(rent_free_months)::int))) / 12)) - tenant_improvements::float8) / (term_months::float8 / 12)) STORED;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "proposal_ner" double precision;--> statement-breakpoint
CREATE INDEX "opportunities_proposal_ner_desc_idx" ON "opportunities" USING btree ("proposal_ner" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "opportunities_proposal_ner_asc_idx" ON "opportunities" USING btree ("proposal_ner","id");--> statement-breakpoint
CREATE INDEX "opportunities_prospect_name_trgm_idx" ON "opportunities" USING gin ("prospect_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "opportunities_last_activity_idx" ON "opportunities" USING btree ("last_activity_at","id");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): opportunities.proposal_ner follows the deal's
-- proposal terms, whoever writes them (the API, the seed, an import).
CREATE FUNCTION "opportunities_sync_proposal_ner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.kind = 'proposal' THEN
    UPDATE opportunities SET proposal_ner = NULL WHERE id = OLD.opportunity_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.kind = 'proposal' THEN
    UPDATE opportunities SET proposal_ner = NEW.ner_straight_line WHERE id = NEW.opportunity_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "lease_terms_proposal_ner" AFTER INSERT OR UPDATE OR DELETE ON "lease_terms"
  FOR EACH ROW EXECUTE FUNCTION "opportunities_sync_proposal_ner"();
--> statement-breakpoint
-- Deals whose proposal terms were written before this migration get their figure now.
UPDATE "opportunities" o SET "proposal_ner" = lt."ner_straight_line"
  FROM "lease_terms" lt WHERE lt."opportunity_id" = o."id" AND lt."kind" = 'proposal';
