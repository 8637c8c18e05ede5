CREATE TABLE "bill_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bill_id" text NOT NULL,
	"event_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "committee_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"committee_id" text NOT NULL,
	"event_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lobbyist_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"lobbyist_id" integer NOT NULL,
	"event_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"webhook_id" integer,
	"channel" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"last_response_status" integer,
	"source_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delay_ms" bigint,
	CONSTRAINT "outbox_channel_check" CHECK ("outbox"."channel" in ('in_app', 'email', 'sms', 'webhook')),
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('pending', 'sent', 'failed', 'dead'))
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"format" text DEFAULT 'json' NOT NULL,
	"secret" text NOT NULL,
	"event_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhooks_format_check" CHECK ("webhooks"."format" in ('json', 'slack', 'teams'))
);
--> statement-breakpoint
CREATE TABLE "bill_position_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"bill_id" text NOT NULL,
	"tag_id" integer,
	"position" text,
	"note" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"bill_id" text NOT NULL,
	"tag_id" integer,
	"position" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_positions_position_check" CHECK ("bill_positions"."position" in ('support', 'oppose', 'neutral', 'monitor', 'amend'))
);
--> statement-breakpoint
CREATE TABLE "remarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"bill_id" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remarks_kind_check" CHECK ("remarks"."kind" in ('bill', 'account', 'personal'))
);
--> statement-breakpoint
CREATE TABLE "tag_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"bill_id" text NOT NULL,
	"track_type" text DEFAULT 'manual' NOT NULL,
	"added_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_bills_track_type_check" CHECK ("tag_bills"."track_type" in ('manual', 'upload', 'auto'))
);
--> statement-breakpoint
CREATE TABLE "tag_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"section_kind" text NOT NULL,
	"section_id" integer NOT NULL,
	"added_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_sections_kind_check" CHECK ("tag_sections"."section_kind" in ('statute', 'regulation'))
);
--> statement-breakpoint
CREATE TABLE "tag_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"access" text DEFAULT 'read' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_shares_target_check" CHECK ("tag_shares"."target_type" in ('user', 'team', 'guest')),
	CONSTRAINT "tag_shares_access_check" CHECK ("tag_shares"."access" in ('read', 'edit'))
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"scope" text NOT NULL,
	"owner_user_id" integer,
	"name" text NOT NULL,
	"color" text DEFAULT '#2563eb' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_scope_check" CHECK ("tags"."scope" in ('account', 'personal')),
	CONSTRAINT "tags_owner_check" CHECK (("tags"."scope" = 'account' and "tags"."owner_user_id" is null) or ("tags"."scope" = 'personal' and "tags"."owner_user_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "bill_events" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "bill_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delay_ms" bigint;--> statement-breakpoint
ALTER TABLE "bill_alerts" ADD CONSTRAINT "bill_alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_alerts" ADD CONSTRAINT "bill_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_alerts" ADD CONSTRAINT "bill_alerts_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_alerts" ADD CONSTRAINT "committee_alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_alerts" ADD CONSTRAINT "committee_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lobbyist_alerts" ADD CONSTRAINT "lobbyist_alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lobbyist_alerts" ADD CONSTRAINT "lobbyist_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_position_history" ADD CONSTRAINT "bill_position_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_position_history" ADD CONSTRAINT "bill_position_history_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_position_history" ADD CONSTRAINT "bill_position_history_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_position_history" ADD CONSTRAINT "bill_position_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_positions" ADD CONSTRAINT "bill_positions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_positions" ADD CONSTRAINT "bill_positions_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_positions" ADD CONSTRAINT "bill_positions_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_positions" ADD CONSTRAINT "bill_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remarks" ADD CONSTRAINT "remarks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remarks" ADD CONSTRAINT "remarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remarks" ADD CONSTRAINT "remarks_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_bills" ADD CONSTRAINT "tag_bills_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_bills" ADD CONSTRAINT "tag_bills_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_bills" ADD CONSTRAINT "tag_bills_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_bills" ADD CONSTRAINT "tag_bills_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_sections" ADD CONSTRAINT "tag_sections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_sections" ADD CONSTRAINT "tag_sections_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_sections" ADD CONSTRAINT "tag_sections_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_shares" ADD CONSTRAINT "tag_shares_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_shares" ADD CONSTRAINT "tag_shares_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_shares" ADD CONSTRAINT "tag_shares_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bill_alerts_key_idx" ON "bill_alerts" USING btree ("account_id","user_id","bill_id");--> statement-breakpoint
CREATE INDEX "bill_alerts_bill_idx" ON "bill_alerts" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "committee_alerts_key_idx" ON "committee_alerts" USING btree ("account_id","user_id","committee_id");--> statement-breakpoint
CREATE INDEX "committee_alerts_committee_idx" ON "committee_alerts" USING btree ("committee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lobbyist_alerts_key_idx" ON "lobbyist_alerts" USING btree ("account_id","user_id","lobbyist_id");--> statement-breakpoint
CREATE INDEX "lobbyist_alerts_lobbyist_idx" ON "lobbyist_alerts" USING btree ("lobbyist_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_idx" ON "outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" in ('pending', 'failed');--> statement-breakpoint
CREATE INDEX "outbox_account_idx" ON "outbox" USING btree ("account_id","channel","created_at");--> statement-breakpoint
CREATE INDEX "webhooks_account_idx" ON "webhooks" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "bill_position_history_bill_idx" ON "bill_position_history" USING btree ("account_id","bill_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_positions_key_idx" ON "bill_positions" USING btree ("account_id","bill_id",coalesce("tag_id", 0));--> statement-breakpoint
CREATE INDEX "remarks_bill_idx" ON "remarks" USING btree ("account_id","bill_id","created_at");--> statement-breakpoint
CREATE INDEX "remarks_search_idx" ON "remarks" USING gin (to_tsvector('english', "body"));--> statement-breakpoint
CREATE UNIQUE INDEX "tag_bills_tag_bill_idx" ON "tag_bills" USING btree ("tag_id","bill_id");--> statement-breakpoint
CREATE INDEX "tag_bills_account_bill_idx" ON "tag_bills" USING btree ("account_id","bill_id");--> statement-breakpoint
CREATE INDEX "tag_bills_bill_idx" ON "tag_bills" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_sections_tag_section_idx" ON "tag_sections" USING btree ("tag_id","section_kind","section_id");--> statement-breakpoint
CREATE INDEX "tag_sections_account_section_idx" ON "tag_sections" USING btree ("account_id","section_kind","section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_shares_target_idx" ON "tag_shares" USING btree ("tag_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "tag_shares_lookup_idx" ON "tag_shares" USING btree ("account_id","target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_idx" ON "tags" USING btree ("account_id",coalesce("owner_user_id", 0),lower("name"));--> statement-breakpoint
CREATE INDEX "tags_owner_idx" ON "tags" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "bill_events_pending_idx" ON "bill_events" USING btree ("id") WHERE "bill_events"."alerted_at" is null;--> statement-breakpoint
-- Events recorded before the alert engine existed were never going to be sent; mark them handled.
UPDATE "bill_events" SET "alerted_at" = "detected_at" WHERE "alerted_at" IS NULL;
