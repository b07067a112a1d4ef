CREATE TABLE "calendar_feeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"property_id" integer,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"dedupe_key" text,
	"user_id" integer,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_attempts_check" CHECK ("mail_outbox"."attempts" >= 0),
	CONSTRAINT "mail_outbox_to_check" CHECK (length(btrim("mail_outbox"."to_address")) > 0)
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"offset" integer NOT NULL,
	"unit" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_kind_check" CHECK ("reminder_deliveries"."kind" in ('option_notice_start', 'option_notice_end', 'lease_expiry', 'task_due', 'approval_waiting'))
);
--> statement-breakpoint
CREATE TABLE "reminder_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"offset" integer NOT NULL,
	"unit" text DEFAULT 'days' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_rules_kind_check" CHECK ("reminder_rules"."kind" in ('option_notice_start', 'option_notice_end', 'lease_expiry', 'task_due', 'approval_waiting')),
	CONSTRAINT "reminder_rules_unit_check" CHECK ("reminder_rules"."unit" in ('days', 'months')),
	CONSTRAINT "reminder_rules_offset_check" CHECK ("reminder_rules"."offset" > 0)
);
--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "options" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_live_idx" ON "calendar_feeds" USING btree ("user_id",coalesce("property_id", 0)) WHERE revoked_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_idx" ON "mail_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_next_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_deliveries_once_idx" ON "reminder_deliveries" USING btree ("kind","item_id","due_on","offset","unit","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_rules_kind_offset_idx" ON "reminder_rules" USING btree ("kind","offset","unit");--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leases_owner_idx" ON "leases" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "options_owner_idx" ON "options" USING btree ("owner_id");--> statement-breakpoint
-- The reminder rules a new install starts with (admins change them in Settings): option notice windows
-- 90, 30 and 7 days before they open and close, lease expiries 12, 9, 6 and 3 months ahead, tasks a
-- day before they are due, approvals waiting 2 days.
INSERT INTO "reminder_rules" ("kind", "offset", "unit") VALUES
	('option_notice_start', 90, 'days'), ('option_notice_start', 30, 'days'), ('option_notice_start', 7, 'days'),
	('option_notice_end', 90, 'days'), ('option_notice_end', 30, 'days'), ('option_notice_end', 7, 'days'),
	('lease_expiry', 12, 'months'), ('lease_expiry', 9, 'months'), ('lease_expiry', 6, 'months'), ('lease_expiry', 3, 'months'),
	('task_due', 1, 'days'), ('approval_waiting', 2, 'days')
ON CONFLICT DO NOTHING;
