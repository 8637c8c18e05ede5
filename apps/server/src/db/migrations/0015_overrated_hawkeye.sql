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
ALTER TABLE "hearing_bill_mentions" ADD CONSTRAINT "hearing_bill_mentions_hearing_id_hearings_id_fk" FOREIGN KEY ("hearing_id") REFERENCES "public"."hearings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearing_bill_mentions" ADD CONSTRAINT "hearing_bill_mentions_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearing_transcript_segments" ADD CONSTRAINT "hearing_transcript_segments_hearing_id_hearings_id_fk" FOREIGN KEY ("hearing_id") REFERENCES "public"."hearings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearings" ADD CONSTRAINT "hearings_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearings" ADD CONSTRAINT "hearings_session_id_legislative_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."legislative_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearings" ADD CONSTRAINT "hearings_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hearings" ADD CONSTRAINT "hearings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hearing_bill_mentions_key_idx" ON "hearing_bill_mentions" USING btree ("hearing_id","key");--> statement-breakpoint
CREATE INDEX "hearing_bill_mentions_bill_idx" ON "hearing_bill_mentions" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "hearing_bill_mentions_detected_idx" ON "hearing_bill_mentions" USING btree ("detected_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "hearing_transcript_segments_position_idx" ON "hearing_transcript_segments" USING btree ("hearing_id","position");--> statement-breakpoint
CREATE INDEX "hearing_transcript_segments_search_idx" ON "hearing_transcript_segments" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "hearings_source_key_idx" ON "hearings" USING btree ("source","source_key");--> statement-breakpoint
CREATE INDEX "hearings_jurisdiction_time_idx" ON "hearings" USING btree ("jurisdiction_id","starts_at");--> statement-breakpoint
CREATE INDEX "hearings_committee_idx" ON "hearings" USING btree ("committee_id");--> statement-breakpoint
CREATE INDEX "hearings_event_idx" ON "hearings" USING btree ("event_id");