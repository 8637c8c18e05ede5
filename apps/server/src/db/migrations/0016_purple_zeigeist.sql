CREATE TABLE "account_setups" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"step" text DEFAULT 'organization' NOT NULL,
	"organization" text DEFAULT '' NOT NULL,
	"industry" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"subjects" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"companies" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_by_user_id" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_setups_status_check" CHECK ("account_setups"."status" in ('new', 'in_progress', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "auto_track_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"bill_id" text NOT NULL,
	"score" integer NOT NULL,
	"priority" text NOT NULL,
	"impact" text NOT NULL,
	"explanation" jsonb NOT NULL,
	"outcome" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_track_matches_outcome_check" CHECK ("auto_track_matches"."outcome" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "auto_track_matches_priority_check" CHECK ("auto_track_matches"."priority" in ('high', 'medium', 'low')),
	CONSTRAINT "auto_track_matches_impact_check" CHECK ("auto_track_matches"."impact" in ('high', 'medium', 'low'))
);
--> statement-breakpoint
CREATE TABLE "auto_track_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"state_code" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"bills_total" integer DEFAULT 0 NOT NULL,
	"bills_scanned" integer DEFAULT 0 NOT NULL,
	"matches" integer DEFAULT 0 NOT NULL,
	"error" text,
	"job_id" integer,
	"requested_by_user_id" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_track_runs_status_check" CHECK ("auto_track_runs"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "auto_track_runs_type_check" CHECK ("auto_track_runs"."type" in ('full', 'changed'))
);
--> statement-breakpoint
ALTER TABLE "account_setups" ADD CONSTRAINT "account_setups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_setups" ADD CONSTRAINT "account_setups_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_track_matches" ADD CONSTRAINT "auto_track_matches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_track_matches" ADD CONSTRAINT "auto_track_matches_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_track_matches" ADD CONSTRAINT "auto_track_matches_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_track_runs" ADD CONSTRAINT "auto_track_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_track_runs" ADD CONSTRAINT "auto_track_runs_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_track_matches_bill_idx" ON "auto_track_matches" USING btree ("account_id","bill_id");--> statement-breakpoint
CREATE INDEX "auto_track_matches_list_idx" ON "auto_track_matches" USING btree ("account_id","outcome","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auto_track_runs_state_idx" ON "auto_track_runs" USING btree ("account_id","state_code","created_at" DESC NULLS LAST);