CREATE TABLE "external_access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"actor_type" text NOT NULL,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer,
	"visitor_name" text DEFAULT '' NOT NULL,
	"visitor_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_sessions_kind_check" CHECK ("external_sessions"."kind" in ('portal', 'guest'))
);
--> statement-breakpoint
CREATE TABLE "external_sign_in_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_sign_in_codes_kind_check" CHECK ("external_sign_in_codes"."kind" in ('portal', 'guest'))
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"scope" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"invited_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "guests_status_check" CHECK ("guests"."status" in ('active', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "portal_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"bill_id" text NOT NULL,
	"person_id" integer,
	"session_id" integer,
	"author_name" text NOT NULL,
	"author_email" text,
	"position" text NOT NULL,
	"impact" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"adopted_at" timestamp with time zone,
	"adopted_by_user_id" integer,
	CONSTRAINT "portal_feedback_impact_check" CHECK ("portal_feedback"."impact" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "portal_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"portal_key" text NOT NULL,
	"name" text NOT NULL,
	"primary_color" text DEFAULT '#1d4ed8' NOT NULL,
	"accent_color" text DEFAULT '#f59e0b' NOT NULL,
	"welcome_text" text DEFAULT '' NOT NULL,
	"shared_tag_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"shared_bill_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"show_bill_text" boolean DEFAULT false NOT NULL,
	"show_positions" boolean DEFAULT false NOT NULL,
	"show_remarks" boolean DEFAULT false NOT NULL,
	"access_mode" text DEFAULT 'code' NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_settings_access_check" CHECK ("portal_settings"."access_mode" in ('link', 'password', 'code'))
);
--> statement-breakpoint
ALTER TABLE "external_access_log" ADD CONSTRAINT "external_access_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_sessions" ADD CONSTRAINT "external_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_sign_in_codes" ADD CONSTRAINT "external_sign_in_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_feedback" ADD CONSTRAINT "portal_feedback_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_feedback" ADD CONSTRAINT "portal_feedback_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_feedback" ADD CONSTRAINT "portal_feedback_adopted_by_user_id_users_id_fk" FOREIGN KEY ("adopted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_people" ADD CONSTRAINT "portal_people_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_settings" ADD CONSTRAINT "portal_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_settings" ADD CONSTRAINT "portal_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_access_log_account_idx" ON "external_access_log" USING btree ("account_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "external_sessions_token_idx" ON "external_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "external_sessions_subject_idx" ON "external_sessions" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "external_sign_in_codes_subject_idx" ON "external_sign_in_codes" USING btree ("kind","subject_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guests_email_idx" ON "guests" USING btree ("account_id","email");--> statement-breakpoint
CREATE INDEX "guests_email_lookup_idx" ON "guests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "portal_feedback_bill_idx" ON "portal_feedback" USING btree ("account_id","bill_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_people_email_idx" ON "portal_people" USING btree ("account_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_settings_key_idx" ON "portal_settings" USING btree ("portal_key");