CREATE TABLE "comment_likes" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_likes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "deal_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opportunity_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_events_kind_check" CHECK ("deal_events"."kind" in ('created', 'stage', 'terms', 'round', 'approval', 'assignment', 'probability'))
);
--> statement-breakpoint
CREATE TABLE "deal_view_defaults" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"view_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proposal_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposal_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opportunity_id" integer NOT NULL,
	"side" text NOT NULL,
	"round_date" date NOT NULL,
	"lease_type" text DEFAULT 'gross' NOT NULL,
	"area_rsf" integer NOT NULL,
	"term_months" integer NOT NULL,
	"base_rent" numeric(12, 2) NOT NULL,
	"rent_escalation" numeric(5, 2) DEFAULT 3 NOT NULL,
	"rent_free_months" numeric(5, 1) DEFAULT 0 NOT NULL,
	"tenant_improvements" numeric(12, 2) DEFAULT 0 NOT NULL,
	"leasing_commission_pct" numeric(5, 2),
	"other_landlord_costs" numeric(12, 2) DEFAULT 0 NOT NULL,
	"note" text,
	"accepted" boolean DEFAULT false NOT NULL,
	"approval_status" text,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_comment" text,
	"created_by" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_rounds_side_check" CHECK ("proposal_rounds"."side" in ('landlord', 'tenant', 'budget', 'previous')),
	CONSTRAINT "proposal_rounds_lease_type_check" CHECK ("proposal_rounds"."lease_type" in ('gross', 'net', 'triple-net', 'modified-gross', 'percentage')),
	CONSTRAINT "proposal_rounds_area_check" CHECK ("proposal_rounds"."area_rsf" > 0),
	CONSTRAINT "proposal_rounds_term_check" CHECK ("proposal_rounds"."term_months" > 0),
	CONSTRAINT "proposal_rounds_base_rent_check" CHECK ("proposal_rounds"."base_rent" > 0),
	CONSTRAINT "proposal_rounds_rent_escalation_check" CHECK ("proposal_rounds"."rent_escalation" >= 0),
	CONSTRAINT "proposal_rounds_rent_free_check" CHECK ("proposal_rounds"."rent_free_months" >= 0),
	CONSTRAINT "proposal_rounds_tenant_improvements_check" CHECK ("proposal_rounds"."tenant_improvements" >= 0),
	CONSTRAINT "proposal_rounds_commission_check" CHECK ("proposal_rounds"."leasing_commission_pct" >= 0),
	CONSTRAINT "proposal_rounds_other_costs_check" CHECK ("proposal_rounds"."other_landlord_costs" >= 0),
	CONSTRAINT "proposal_rounds_approval_status_check" CHECK ("proposal_rounds"."approval_status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "saved_deal_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_deal_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_deal_views_name_check" CHECK (length(btrim("saved_deal_views"."name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "is_tour" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "stage_entered_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "lost_at_stage" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "lost_reason_note" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "probability_by_hand" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "approval_status" text;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "proposal_approval_gate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_events" ADD CONSTRAINT "deal_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_view_defaults" ADD CONSTRAINT "deal_view_defaults_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_view_defaults" ADD CONSTRAINT "deal_view_defaults_view_id_saved_deal_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."saved_deal_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_rounds" ADD CONSTRAINT "proposal_rounds_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_rounds" ADD CONSTRAINT "proposal_rounds_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_rounds" ADD CONSTRAINT "proposal_rounds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_rounds" ADD CONSTRAINT "proposal_rounds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_deal_views" ADD CONSTRAINT "saved_deal_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_likes_user_idx" ON "comment_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deal_events_opportunity_idx" ON "deal_events" USING btree ("opportunity_id","created_at","id");--> statement-breakpoint
CREATE INDEX "deal_events_stage_idx" ON "deal_events" USING btree ("kind","created_at") WHERE "deal_events"."kind" = 'stage';--> statement-breakpoint
CREATE INDEX "proposal_rounds_opportunity_idx" ON "proposal_rounds" USING btree ("opportunity_id","round_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_rounds_one_accepted_idx" ON "proposal_rounds" USING btree ("opportunity_id") WHERE "proposal_rounds"."accepted";--> statement-breakpoint
CREATE INDEX "proposal_rounds_pending_idx" ON "proposal_rounds" USING btree ("approval_status") WHERE "proposal_rounds"."approval_status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "saved_deal_views_owner_name_idx" ON "saved_deal_views" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saved_deal_views_shared_idx" ON "saved_deal_views" USING btree ("shared");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_lost_at_stage_check" CHECK ("opportunities"."lost_at_stage" in ('inquiry', 'touring', 'proposal', 'loi', 'legal', 'lease_execution', 'deal', 'dead', 'idle'));--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_lost_reason_check" CHECK ("opportunities"."lost_reason" in ('price', 'size', 'timing', 'landlord_decision', 'tenant_unresponsive', 'other'));--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_approval_status_check" CHECK ("opportunities"."approval_status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
-- Deals that existed before stage tracking: their last activity is the best known start of their stage.
UPDATE "opportunities" SET "stage_entered_at" = "last_activity_at";
