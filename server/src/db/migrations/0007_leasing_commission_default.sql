CREATE TABLE "app_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_leasing_commission_pct" numeric(5, 2) DEFAULT 4.5 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_settings_single_row_check" CHECK ("app_settings"."id" = 1),
	CONSTRAINT "app_settings_leasing_commission_check" CHECK ("app_settings"."default_leasing_commission_pct" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The organisation's one settings row: new lease terms start with a 4.5 % leasing commission until an
-- admin changes it. Terms already saved keep their own commission (a blank one counts as none).
INSERT INTO "app_settings" ("id", "default_leasing_commission_pct") VALUES (1, 4.5) ON CONFLICT ("id") DO NOTHING;
