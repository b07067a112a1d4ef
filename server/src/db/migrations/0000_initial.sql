CREATE TABLE "ai_briefings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_briefings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_opportunities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_opportunities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"confidence_score" integer NOT NULL,
	"confidence_factors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"property_id" integer,
	"tenant_id" integer,
	"space_id" integer,
	"lease_id" integer,
	"potential_value" numeric(12, 2),
	"expiration_date" date,
	"status" text DEFAULT 'new' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"primary_action_label" text,
	"primary_action_path" text,
	"fingerprint" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_opportunities_fingerprint_unique" UNIQUE("fingerprint"),
	CONSTRAINT "ai_opportunities_type_check" CHECK ("ai_opportunities"."type" in ('tenant-match', 'renewal', 'expansion', 'risk', 'market')),
	CONSTRAINT "ai_opportunities_status_check" CHECK ("ai_opportunities"."status" in ('new', 'viewed', 'saved', 'dismissed')),
	CONSTRAINT "ai_opportunities_confidence_check" CHECK ("ai_opportunities"."confidence_score" between 0 and 100),
	CONSTRAINT "ai_opportunities_potential_value_check" CHECK ("ai_opportunities"."potential_value" >= 0),
	CONSTRAINT "ai_opportunities_title_check" CHECK (length(btrim("ai_opportunities"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_comps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lease_comps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"tenant_name" text NOT NULL,
	"suite" text,
	"rentable_sf" integer NOT NULL,
	"lease_type" text NOT NULL,
	"term_months" integer NOT NULL,
	"starting_psf" numeric(12, 2) NOT NULL,
	"average_psf" numeric(12, 2) NOT NULL,
	"effective_psf" numeric(12, 2) NOT NULL,
	"escalation_pct" numeric(5, 2) DEFAULT 0 NOT NULL,
	"free_rent_months" numeric(5, 1) DEFAULT 0 NOT NULL,
	"ti_psf" numeric(12, 2) DEFAULT 0 NOT NULL,
	"expense_basis" text NOT NULL,
	"transaction_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_comps_rentable_sf_check" CHECK ("lease_comps"."rentable_sf" > 0),
	CONSTRAINT "lease_comps_lease_type_check" CHECK ("lease_comps"."lease_type" in ('new', 'renewal', 'expansion', 'blend_and_extend', 'other')),
	CONSTRAINT "lease_comps_term_check" CHECK ("lease_comps"."term_months" > 0),
	CONSTRAINT "lease_comps_starting_psf_check" CHECK ("lease_comps"."starting_psf" >= 0),
	CONSTRAINT "lease_comps_average_psf_check" CHECK ("lease_comps"."average_psf" >= 0),
	CONSTRAINT "lease_comps_escalation_check" CHECK ("lease_comps"."escalation_pct" >= 0),
	CONSTRAINT "lease_comps_free_rent_check" CHECK ("lease_comps"."free_rent_months" >= 0),
	CONSTRAINT "lease_comps_ti_check" CHECK ("lease_comps"."ti_psf" >= 0),
	CONSTRAINT "lease_comps_expense_basis_check" CHECK ("lease_comps"."expense_basis" in ('gross', 'net'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_kind_check" CHECK (length(btrim("jobs"."kind")) > 0),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"space_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"base_rent_psf" numeric(12, 2) NOT NULL,
	"escalation_pct" numeric(5, 2) DEFAULT 0 NOT NULL,
	"lease_type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"security_deposit" numeric(12, 2) DEFAULT 0 NOT NULL,
	"free_rent_months" numeric(5, 1) DEFAULT 0 NOT NULL,
	"ti_psf" numeric(12, 2) DEFAULT 0 NOT NULL,
	"is_sublease" boolean DEFAULT false NOT NULL,
	"sublessor_tenant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leases_dates_check" CHECK ("leases"."end_date" > "leases"."start_date"),
	CONSTRAINT "leases_base_rent_check" CHECK ("leases"."base_rent_psf" >= 0),
	CONSTRAINT "leases_escalation_check" CHECK ("leases"."escalation_pct" >= 0),
	CONSTRAINT "leases_lease_type_check" CHECK ("leases"."lease_type" in ('gross', 'net', 'triple-net', 'modified-gross', 'percentage')),
	CONSTRAINT "leases_status_check" CHECK ("leases"."status" in ('active', 'expired', 'pending', 'terminated')),
	CONSTRAINT "leases_security_deposit_check" CHECK ("leases"."security_deposit" >= 0),
	CONSTRAINT "leases_free_rent_check" CHECK ("leases"."free_rent_months" >= 0),
	CONSTRAINT "leases_ti_check" CHECK ("leases"."ti_psf" >= 0),
	CONSTRAINT "leases_sublease_check" CHECK ("leases"."is_sublease" = ("leases"."sublessor_tenant_id" is not null) and "leases"."sublessor_tenant_id" is distinct from "leases"."tenant_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_title_check" CHECK (length(btrim("notifications"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opportunity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_content_check" CHECK (length(btrim("comments"."content")) > 0)
);
--> statement-breakpoint
CREATE TABLE "deal_updates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opportunity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"is_tour" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_updates_content_check" CHECK (length(btrim("deal_updates"."content")) > 0)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opportunity_id" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "documents_file_name_check" CHECK (length(btrim("documents"."file_name")) > 0),
	CONSTRAINT "documents_size_check" CHECK ("documents"."size_bytes" between 1 and 26214400)
);
--> statement-breakpoint
CREATE TABLE "lease_terms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lease_terms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"opportunity_id" integer NOT NULL,
	"kind" text DEFAULT 'proposal' NOT NULL,
	"lease_type" text DEFAULT 'gross' NOT NULL,
	"term_months" integer NOT NULL,
	"base_rent" numeric(12, 2) NOT NULL,
	"rent_escalation" numeric(5, 2) DEFAULT 3 NOT NULL,
	"rent_free_months" numeric(5, 1) DEFAULT 0 NOT NULL,
	"tenant_improvements" numeric(12, 2) DEFAULT 0 NOT NULL,
	"security_deposit" numeric(12, 2) DEFAULT 0 NOT NULL,
	"renewal_option" boolean DEFAULT false NOT NULL,
	"renewal_term" integer DEFAULT 0 NOT NULL,
	"leasing_commission_pct" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_terms_opportunity_kind_unique" UNIQUE("opportunity_id","kind"),
	CONSTRAINT "lease_terms_kind_check" CHECK ("lease_terms"."kind" in ('proposal', 'previous', 'budget', 'landlord')),
	CONSTRAINT "lease_terms_lease_type_check" CHECK ("lease_terms"."lease_type" in ('gross', 'net', 'triple-net', 'modified-gross', 'percentage')),
	CONSTRAINT "lease_terms_term_check" CHECK ("lease_terms"."term_months" > 0),
	CONSTRAINT "lease_terms_base_rent_check" CHECK ("lease_terms"."base_rent" > 0),
	CONSTRAINT "lease_terms_rent_escalation_check" CHECK ("lease_terms"."rent_escalation" >= 0),
	CONSTRAINT "lease_terms_rent_free_check" CHECK ("lease_terms"."rent_free_months" >= 0),
	CONSTRAINT "lease_terms_tenant_improvements_check" CHECK ("lease_terms"."tenant_improvements" >= 0),
	CONSTRAINT "lease_terms_security_deposit_check" CHECK ("lease_terms"."security_deposit" >= 0),
	CONSTRAINT "lease_terms_renewal_term_check" CHECK ("lease_terms"."renewal_term" >= 0),
	CONSTRAINT "lease_terms_commission_check" CHECK ("lease_terms"."leasing_commission_pct" >= 0)
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opportunities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"prospect_name" text NOT NULL,
	"tenant_id" integer,
	"property_id" integer NOT NULL,
	"space_id" integer,
	"stage" text DEFAULT 'inquiry' NOT NULL,
	"deal_type" text DEFAULT 'new' NOT NULL,
	"square_feet_needed" integer NOT NULL,
	"proposed_rent" numeric(12, 2),
	"broker_name" text,
	"broker_company" text,
	"lead_user_id" integer,
	"description" text,
	"potential_value" numeric(12, 2),
	"probability" integer DEFAULT 0 NOT NULL,
	"expected_close_date" date,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunities_title_check" CHECK (length(btrim("opportunities"."title")) > 0),
	CONSTRAINT "opportunities_prospect_name_check" CHECK (length(btrim("opportunities"."prospect_name")) > 0),
	CONSTRAINT "opportunities_stage_check" CHECK ("opportunities"."stage" in ('inquiry', 'touring', 'proposal', 'loi', 'legal', 'lease_execution', 'deal', 'dead', 'idle')),
	CONSTRAINT "opportunities_deal_type_check" CHECK ("opportunities"."deal_type" in ('new', 'renewal', 'expansion')),
	CONSTRAINT "opportunities_square_feet_check" CHECK ("opportunities"."square_feet_needed" > 0),
	CONSTRAINT "opportunities_proposed_rent_check" CHECK ("opportunities"."proposed_rent" >= 0),
	CONSTRAINT "opportunities_potential_value_check" CHECK ("opportunities"."potential_value" >= 0),
	CONSTRAINT "opportunities_probability_check" CHECK ("opportunities"."probability" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"space_id" integer,
	"lease_id" integer,
	"tenant_id" integer,
	"option_type" text NOT NULL,
	"notice_start" date NOT NULL,
	"notice_end" date NOT NULL,
	"effective_date" date NOT NULL,
	"targets" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "options_option_type_check" CHECK ("options"."option_type" in ('Asset Rights', 'Cap on Rates', 'Co-Tenancy', 'Contraction', 'Exclusive Use', 'Expansion', 'Generator Rights', 'Go Dark', 'Kick Out', 'Landlord & Tenant Act 1954', 'Make Good', 'Must Lease', 'Other', 'Parking', 'Purchase', 'ROFN', 'ROFO', 'ROFR', 'Radius', 'Relocation', 'Renewal', 'Rent Review', 'Set off Rights', 'Signage', 'Special Provisions', 'Storage', 'Sublease', 'Termination', 'Use')),
	CONSTRAINT "options_notice_window_check" CHECK ("options"."notice_end" >= "options"."notice_start"),
	CONSTRAINT "options_effective_date_check" CHECK ("options"."effective_date" >= "options"."notice_start")
);
--> statement-breakpoint
CREATE TABLE "floors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "floors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"number" integer NOT NULL,
	"total_sf" integer NOT NULL,
	CONSTRAINT "floors_property_number_unique" UNIQUE("property_id","number"),
	CONSTRAINT "floors_id_property_unique" UNIQUE("id","property_id"),
	CONSTRAINT "floors_total_sf_check" CHECK ("floors"."total_sf" > 0)
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"market" text NOT NULL,
	"asset_class" text NOT NULL,
	"asset_type" text NOT NULL,
	"asset_manager_id" integer,
	"owner_name" text,
	"owner_type" text,
	"owner_contact_name" text,
	"owner_contact_email" text,
	"owner_contact_phone" text,
	"year_built" integer,
	"year_renovated" integer,
	"is_medical" boolean DEFAULT false NOT NULL,
	"floor_count" integer NOT NULL,
	"total_sf" integer NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"hospital_restrictions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_state_check" CHECK ("properties"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "properties_asset_class_check" CHECK ("properties"."asset_class" in ('office', 'medical', 'retail')),
	CONSTRAINT "properties_asset_type_check" CHECK ("properties"."asset_type" in ('core', 'valueadd', 'opportunistic')),
	CONSTRAINT "properties_total_sf_check" CHECK ("properties"."total_sf" > 0),
	CONSTRAINT "properties_floor_count_check" CHECK ("properties"."floor_count" > 0),
	CONSTRAINT "properties_year_built_check" CHECK ("properties"."year_built" between 1800 and 2100),
	CONSTRAINT "properties_year_renovated_check" CHECK ("properties"."year_renovated" >= "properties"."year_built")
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spaces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"floor_id" integer NOT NULL,
	"suite" text NOT NULL,
	"rentable_sf" integer NOT NULL,
	"usable_sf" integer,
	"space_type" text DEFAULT 'office' NOT NULL,
	"asking_rent_psf" numeric(12, 2),
	"date_available" date,
	"is_spec_suite" boolean DEFAULT false NOT NULL,
	"is_divisible" boolean DEFAULT false NOT NULL,
	"min_divisible_sf" integer,
	"make_ready_status" text,
	"marketing_description" text,
	"listing_status" text DEFAULT 'inactive' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "spaces_property_suite_unique" UNIQUE("property_id","suite"),
	CONSTRAINT "spaces_rentable_sf_check" CHECK ("spaces"."rentable_sf" > 0),
	CONSTRAINT "spaces_usable_sf_check" CHECK ("spaces"."usable_sf" > 0 and "spaces"."usable_sf" <= "spaces"."rentable_sf"),
	CONSTRAINT "spaces_space_type_check" CHECK ("spaces"."space_type" in ('office', 'medical', 'retail', 'flex', 'storage')),
	CONSTRAINT "spaces_asking_rent_check" CHECK ("spaces"."asking_rent_psf" >= 0),
	CONSTRAINT "spaces_min_divisible_sf_check" CHECK ("spaces"."min_divisible_sf" > 0 and "spaces"."min_divisible_sf" <= "spaces"."rentable_sf"),
	CONSTRAINT "spaces_make_ready_status_check" CHECK ("spaces"."make_ready_status" in ('move_in_ready', 'spec_in_progress', 'needs_build_out', 'shell')),
	CONSTRAINT "spaces_listing_status_check" CHECK ("spaces"."listing_status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "action_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "action_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"property_id" integer,
	"action_type" text DEFAULT 'contact' NOT NULL,
	"description" text NOT NULL,
	"assigned_to" integer NOT NULL,
	"due_date" date NOT NULL,
	"followup_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_plans_action_type_check" CHECK ("action_plans"."action_type" in ('contact', 'visit', 'maintenance', 'concession', 'renewal')),
	CONSTRAINT "action_plans_description_check" CHECK (length(btrim("action_plans"."description")) > 0),
	CONSTRAINT "action_plans_status_check" CHECK ("action_plans"."status" in ('open', 'done'))
);
--> statement-breakpoint
CREATE TABLE "tenant_surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenant_surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"property_id" integer,
	"satisfaction_score" integer NOT NULL,
	"renewal_likelihood" integer NOT NULL,
	"has_expansion_intentions" boolean DEFAULT false NOT NULL,
	"parking_satisfaction" integer NOT NULL,
	"ti_satisfaction" integer NOT NULL,
	"landlord_responsiveness" integer NOT NULL,
	"top_complaint" text,
	"secondary_complaint" text,
	"survey_date" date NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_surveys_satisfaction_check" CHECK ("tenant_surveys"."satisfaction_score" between 0 and 10),
	CONSTRAINT "tenant_surveys_renewal_likelihood_check" CHECK ("tenant_surveys"."renewal_likelihood" between 0 and 100),
	CONSTRAINT "tenant_surveys_parking_check" CHECK ("tenant_surveys"."parking_satisfaction" between 0 and 10),
	CONSTRAINT "tenant_surveys_ti_check" CHECK ("tenant_surveys"."ti_satisfaction" between 0 and 10),
	CONSTRAINT "tenant_surveys_responsiveness_check" CHECK ("tenant_surveys"."landlord_responsiveness" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"industry" text,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"headcount" integer,
	"has_expansion_intent" boolean DEFAULT false NOT NULL,
	"website" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_name_check" CHECK (length(btrim("tenants"."name")) > 0),
	CONSTRAINT "tenants_headcount_check" CHECK ("tenants"."headcount" > 0)
);
--> statement-breakpoint
CREATE TABLE "training_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	CONSTRAINT "training_categories_name_unique" UNIQUE("name"),
	CONSTRAINT "training_categories_name_check" CHECK ("training_categories"."name" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "training_lessons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_lessons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"expanded_content" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_pdf_available" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_lessons_title_check" CHECK (length(btrim("training_lessons"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_check" CHECK (length(btrim("users"."username")) > 0),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'asset_manager', 'broker', 'leasing'))
);
--> statement-breakpoint
ALTER TABLE "ai_opportunities" ADD CONSTRAINT "ai_opportunities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_opportunities" ADD CONSTRAINT "ai_opportunities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_opportunities" ADD CONSTRAINT "ai_opportunities_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_opportunities" ADD CONSTRAINT "ai_opportunities_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_comps" ADD CONSTRAINT "lease_comps_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_sublessor_tenant_id_tenants_id_fk" FOREIGN KEY ("sublessor_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_updates" ADD CONSTRAINT "deal_updates_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_updates" ADD CONSTRAINT "deal_updates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_terms" ADD CONSTRAINT "lease_terms_opportunity_id_opportunities_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_lead_user_id_users_id_fk" FOREIGN KEY ("lead_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_asset_manager_id_users_id_fk" FOREIGN KEY ("asset_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_floor_property_fk" FOREIGN KEY ("floor_id","property_id") REFERENCES "public"."floors"("id","property_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plans" ADD CONSTRAINT "action_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plans" ADD CONSTRAINT "action_plans_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plans" ADD CONSTRAINT "action_plans_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_plans" ADD CONSTRAINT "action_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_surveys" ADD CONSTRAINT "tenant_surveys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_surveys" ADD CONSTRAINT "tenant_surveys_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_lessons" ADD CONSTRAINT "training_lessons_category_id_training_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."training_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_lessons" ADD CONSTRAINT "training_lessons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_briefings_generated_at_idx" ON "ai_briefings" USING btree ("generated_at");--> statement-breakpoint
CREATE INDEX "ai_opportunities_status_idx" ON "ai_opportunities" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ai_opportunities_type_idx" ON "ai_opportunities" USING btree ("type");--> statement-breakpoint
CREATE INDEX "ai_opportunities_property_idx" ON "ai_opportunities" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "ai_opportunities_tenant_idx" ON "ai_opportunities" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "ai_opportunities_space_idx" ON "ai_opportunities" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "ai_opportunities_lease_idx" ON "ai_opportunities" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lease_comps_property_date_idx" ON "lease_comps" USING btree ("property_id","transaction_date");--> statement-breakpoint
CREATE INDEX "jobs_status_run_after_idx" ON "jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "jobs_created_by_idx" ON "jobs" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "leases_tenant_idx" ON "leases" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "leases_space_idx" ON "leases" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "leases_end_date_idx" ON "leases" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "leases_status_end_date_idx" ON "leases" USING btree ("status","end_date");--> statement-breakpoint
CREATE INDEX "leases_sublessor_idx" ON "leases" USING btree ("sublessor_tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leases_one_active_per_space_idx" ON "leases" USING btree ("space_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "notifications_user_read_idx" ON "notifications" USING btree ("user_id","read_at","created_at");--> statement-breakpoint
CREATE INDEX "comments_opportunity_created_idx" ON "comments" USING btree ("opportunity_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_user_idx" ON "comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deal_updates_opportunity_created_idx" ON "deal_updates" USING btree ("opportunity_id","created_at");--> statement-breakpoint
CREATE INDEX "deal_updates_user_idx" ON "deal_updates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "documents_opportunity_idx" ON "documents" USING btree ("opportunity_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_uploaded_by_idx" ON "documents" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "opportunities_stage_idx" ON "opportunities" USING btree ("stage");--> statement-breakpoint
CREATE INDEX "opportunities_last_activity_idx" ON "opportunities" USING btree ("last_activity_at");--> statement-breakpoint
CREATE INDEX "opportunities_property_idx" ON "opportunities" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "opportunities_tenant_idx" ON "opportunities" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "opportunities_space_idx" ON "opportunities" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "opportunities_lead_user_idx" ON "opportunities" USING btree ("lead_user_id");--> statement-breakpoint
CREATE INDEX "options_property_idx" ON "options" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "options_type_idx" ON "options" USING btree ("option_type");--> statement-breakpoint
CREATE INDEX "options_notice_start_idx" ON "options" USING btree ("notice_start");--> statement-breakpoint
CREATE INDEX "options_notice_end_idx" ON "options" USING btree ("notice_end");--> statement-breakpoint
CREATE INDEX "options_space_idx" ON "options" USING btree ("space_id");--> statement-breakpoint
CREATE INDEX "options_lease_idx" ON "options" USING btree ("lease_id");--> statement-breakpoint
CREATE INDEX "options_tenant_idx" ON "options" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "properties_asset_manager_idx" ON "properties" USING btree ("asset_manager_id");--> statement-breakpoint
CREATE INDEX "properties_market_idx" ON "properties" USING btree ("market");--> statement-breakpoint
CREATE INDEX "spaces_floor_idx" ON "spaces" USING btree ("floor_id");--> statement-breakpoint
CREATE INDEX "spaces_listing_status_idx" ON "spaces" USING btree ("listing_status");--> statement-breakpoint
CREATE INDEX "action_plans_tenant_idx" ON "action_plans" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "action_plans_property_idx" ON "action_plans" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "action_plans_assigned_to_idx" ON "action_plans" USING btree ("assigned_to");--> statement-breakpoint
CREATE INDEX "action_plans_created_by_idx" ON "action_plans" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "tenant_surveys_tenant_date_idx" ON "tenant_surveys" USING btree ("tenant_id","survey_date");--> statement-breakpoint
CREATE INDEX "tenant_surveys_property_idx" ON "tenant_surveys" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "tenants_name_lower_idx" ON "tenants" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "training_lessons_category_idx" ON "training_lessons" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "training_lessons_created_at_idx" ON "training_lessons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));