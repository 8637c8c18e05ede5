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
CREATE TABLE "hearing_bill_mentions" (
	"id" serial PRIMARY KEY NOT NULL,
	"hearing_id" integer NOT NULL,
	"bill_id" text NOT NULL,
	"start_ms" integer,
	"segment_position" integer,
	"spoken_as" text NOT NULL,
	"quote" text NOT NULL,
	"section" text,
	"origin" text DEFAULT 'transcript' NOT NULL,
	"key" text NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hearing_transcript_segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"hearing_id" integer NOT NULL,
	"position" integer NOT NULL,
	"start_ms" integer,
	"end_ms" integer,
	"text" text NOT NULL,
	"speaker" text,
	"confidence" real,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', text)) STORED
);
--> statement-breakpoint
CREATE TABLE "hearings" (
	"id" serial PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"session_id" text,
	"chamber" text,
	"committee_id" text,
	"committee_name" text,
	"event_id" text,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"source_url" text,
	"media_blob_key" text,
	"media_url" text,
	"media_type" text,
	"duration_ms" integer,
	"transcript_status" text DEFAULT 'none' NOT NULL,
	"transcript_message" text,
	"provider" text,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transcribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hearings_transcript_status_check" CHECK ("hearings"."transcript_status" in ('none', 'queued', 'running', 'done', 'failed', 'unavailable'))
);
--> statement-breakpoint
CREATE TABLE "background_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer,
	"progress_message" text,
	"last_error" text,
	"account_id" integer,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "background_jobs_status_check" CHECK ("background_jobs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "account_setups" ADD CONSTRAINT "account_setups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_setups" ADD CONSTRAINT "account_setups_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_track_matches" ADD CONSTRAINT "auto_track_matches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_track_matches" ADD CONSTRAINT "auto_track_matches_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_track_matches" ADD CONSTRAINT "auto_track_matches_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_track_runs" ADD CONSTRAINT "auto_track_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_track_runs" ADD CONSTRAINT "auto_track_runs_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearing_bill_mentions" ADD CONSTRAINT "hearing_bill_mentions_hearing_id_hearings_id_fk" FOREIGN KEY ("hearing_id") REFERENCES "public"."hearings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearing_bill_mentions" ADD CONSTRAINT "hearing_bill_mentions_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearing_transcript_segments" ADD CONSTRAINT "hearing_transcript_segments_hearing_id_hearings_id_fk" FOREIGN KEY ("hearing_id") REFERENCES "public"."hearings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearings" ADD CONSTRAINT "hearings_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearings" ADD CONSTRAINT "hearings_session_id_legislative_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."legislative_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearings" ADD CONSTRAINT "hearings_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearings" ADD CONSTRAINT "hearings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "background_jobs" ADD CONSTRAINT "background_jobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auto_track_matches_bill_idx" ON "auto_track_matches" USING btree ("account_id","bill_id");--> statement-breakpoint
CREATE INDEX "auto_track_matches_list_idx" ON "auto_track_matches" USING btree ("account_id","outcome","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "auto_track_runs_state_idx" ON "auto_track_runs" USING btree ("account_id","state_code","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "hearing_bill_mentions_key_idx" ON "hearing_bill_mentions" USING btree ("hearing_id","key");--> statement-breakpoint
CREATE INDEX "hearing_bill_mentions_bill_idx" ON "hearing_bill_mentions" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "hearing_bill_mentions_detected_idx" ON "hearing_bill_mentions" USING btree ("detected_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "hearing_transcript_segments_position_idx" ON "hearing_transcript_segments" USING btree ("hearing_id","position");--> statement-breakpoint
CREATE INDEX "hearing_transcript_segments_search_idx" ON "hearing_transcript_segments" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "hearings_source_key_idx" ON "hearings" USING btree ("source","source_key");--> statement-breakpoint
CREATE INDEX "hearings_jurisdiction_time_idx" ON "hearings" USING btree ("jurisdiction_id","starts_at");--> statement-breakpoint
CREATE INDEX "hearings_committee_idx" ON "hearings" USING btree ("committee_id");--> statement-breakpoint
CREATE INDEX "hearings_event_idx" ON "hearings" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_dedupe_idx" ON "background_jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" USING btree ("kind","next_attempt_at") WHERE "background_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "background_jobs_account_idx" ON "background_jobs" USING btree ("account_id");