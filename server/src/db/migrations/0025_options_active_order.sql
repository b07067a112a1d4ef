-- btree_gist gives GiST the dates' distance operator (<->), so one index finds the options active on a
-- day and hands them over in date order. It ships with PostgreSQL (contrib) and is a trusted extension:
-- a database owner may create it.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE INDEX "options_active_order_idx" ON "options" USING gist (daterange("notice_start", least("notice_end", "effective_date"), '[]'),"notice_start","notice_end");