-- The pipeline's default order (newest activity first), in a stage or over all, carries the columns
-- the filters read (prospect, building, type, tenant, lead): a filtered page finds its ids from the
-- index alone instead of reading each passed deal's row. drizzle's index builder has no INCLUDE, so
-- the indexes keep their names and keys in the schema and gain their included columns here.
DROP INDEX IF EXISTS "opportunities_stage_idx";
--> statement-breakpoint
CREATE INDEX "opportunities_stage_idx" ON "opportunities" USING btree ("stage", "last_activity_at", "id")
  INCLUDE ("prospect_name", "property_id", "deal_type", "tenant_id", "lead_user_id");
--> statement-breakpoint
DROP INDEX IF EXISTS "opportunities_last_activity_idx";
--> statement-breakpoint
CREATE INDEX "opportunities_last_activity_idx" ON "opportunities" USING btree ("last_activity_at", "id")
  INCLUDE ("stage", "prospect_name", "property_id", "deal_type", "tenant_id", "lead_user_id");
