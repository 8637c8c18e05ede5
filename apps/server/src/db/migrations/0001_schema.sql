CREATE TABLE "ingest_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"path" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"counts" jsonb NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "source_freshness" (
	"source" text PRIMARY KEY NOT NULL,
	"last_run_id" integer,
	"last_run_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_status" text NOT NULL,
	"counts" jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "jurisdictions" (
	"id" text PRIMARY KEY NOT NULL,
	"ocd_id" text,
	"name" text NOT NULL,
	"classification" text NOT NULL,
	"timezone" text NOT NULL,
	"url" text,
	CONSTRAINT "jurisdictions_ocd_id_unique" UNIQUE("ocd_id")
);
--> statement-breakpoint
CREATE TABLE "legislative_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"code" text NOT NULL,
	"source_identifier" text NOT NULL,
	"name" text NOT NULL,
	"classification" text DEFAULT 'regular' NOT NULL,
	"start_date" date,
	"end_date" date,
	"is_default" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" text NOT NULL,
	"position" integer NOT NULL,
	"date" date,
	"chamber" text,
	"text" text NOT NULL,
	"classification" text[] DEFAULT '{}'::text[] NOT NULL,
	"committee_name" text
);
--> statement-breakpoint
CREATE TABLE "bill_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"date" date,
	"url" text,
	"media_type" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_relations" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" text NOT NULL,
	"related_bill_id" text NOT NULL,
	"identifier" text NOT NULL,
	"session_identifier" text,
	"relation_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_sponsorships" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"person_id" text,
	"classification" text NOT NULL,
	"is_primary" boolean NOT NULL,
	"entity_type" text DEFAULT 'person' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"date" date,
	"url" text,
	"media_type" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text,
	"html" text,
	"search" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" text PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"session_id" text NOT NULL,
	"bill_type" text NOT NULL,
	"bill_number" text NOT NULL,
	"identifier" text NOT NULL,
	"title" text NOT NULL,
	"abstract" text,
	"classification" text[] DEFAULT '{}'::text[] NOT NULL,
	"from_chamber" text,
	"status" integer DEFAULT 0 NOT NULL,
	"status_date" date,
	"progress" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subjects" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"subject_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_action_date" date,
	"first_action_text" text,
	"last_action_date" date,
	"last_action_text" text,
	"other_titles" text[] DEFAULT '{}'::text[] NOT NULL,
	"other_identifiers" text[] DEFAULT '{}'::text[] NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text NOT NULL,
	"content_hash" text NOT NULL,
	"search" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_agenda_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"bill_id" text,
	"description" text,
	"media_url" text,
	"media_start_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"session_id" text,
	"name" text NOT NULL,
	"classification" text DEFAULT 'committee-meeting' NOT NULL,
	"committee_id" text,
	"committee_name" text,
	"start_time" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"location" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"media_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_key" text NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"vote_event_id" text NOT NULL,
	"option" text NOT NULL,
	"voter_name" text NOT NULL,
	"person_id" text
);
--> statement-breakpoint
CREATE TABLE "vote_events" (
	"id" text PRIMARY KEY NOT NULL,
	"bill_id" text NOT NULL,
	"session_id" text NOT NULL,
	"motion" text NOT NULL,
	"motion_classification" text[] DEFAULT '{}'::text[] NOT NULL,
	"date" date,
	"chamber" text,
	"organization_name" text,
	"result" text NOT NULL,
	"yes_count" integer DEFAULT 0 NOT NULL,
	"no_count" integer DEFAULT 0 NOT NULL,
	"other_count" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "committee_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"committee_id" text NOT NULL,
	"person_id" text,
	"name" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "committees" (
	"id" text PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"name" text NOT NULL,
	"chamber" text,
	"classification" text DEFAULT 'committee' NOT NULL,
	"parent_id" text,
	"other_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" text PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"name" text NOT NULL,
	"given_name" text,
	"family_name" text,
	"other_names" text[] DEFAULT '{}'::text[] NOT NULL,
	"gender" text,
	"birth_date" text,
	"email" text,
	"image" text,
	"party" text,
	"chamber" text,
	"district" text,
	"role_type" text,
	"is_current" boolean DEFAULT true NOT NULL,
	"parties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"external_ids" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legislative_sessions" ADD CONSTRAINT "legislative_sessions_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_actions" ADD CONSTRAINT "bill_actions_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_documents" ADD CONSTRAINT "bill_documents_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_events" ADD CONSTRAINT "bill_events_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_relations" ADD CONSTRAINT "bill_relations_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_sponsorships" ADD CONSTRAINT "bill_sponsorships_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_sponsorships" ADD CONSTRAINT "bill_sponsorships_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_versions" ADD CONSTRAINT "bill_versions_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_session_id_legislative_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."legislative_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_agenda_items" ADD CONSTRAINT "event_agenda_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_agenda_items" ADD CONSTRAINT "event_agenda_items_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_votes" ADD CONSTRAINT "person_votes_vote_event_id_vote_events_id_fk" FOREIGN KEY ("vote_event_id") REFERENCES "public"."vote_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_votes" ADD CONSTRAINT "person_votes_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_events" ADD CONSTRAINT "vote_events_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_memberships" ADD CONSTRAINT "committee_memberships_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_memberships" ADD CONSTRAINT "committee_memberships_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committees" ADD CONSTRAINT "committees_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legislative_sessions_code_idx" ON "legislative_sessions" USING btree ("jurisdiction_id","code");--> statement-breakpoint
CREATE INDEX "legislative_sessions_source_idx" ON "legislative_sessions" USING btree ("jurisdiction_id","source_identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_actions_position_idx" ON "bill_actions" USING btree ("bill_id","position");--> statement-breakpoint
CREATE INDEX "bill_actions_date_idx" ON "bill_actions" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_documents_position_idx" ON "bill_documents" USING btree ("bill_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_events_unique_idx" ON "bill_events" USING btree ("bill_id","kind","key");--> statement-breakpoint
CREATE INDEX "bill_events_detected_idx" ON "bill_events" USING btree ("detected_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_relations_unique_idx" ON "bill_relations" USING btree ("bill_id","related_bill_id","relation_type");--> statement-breakpoint
CREATE INDEX "bill_relations_target_idx" ON "bill_relations" USING btree ("related_bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_sponsorships_position_idx" ON "bill_sponsorships" USING btree ("bill_id","position");--> statement-breakpoint
CREATE INDEX "bill_sponsorships_person_idx" ON "bill_sponsorships" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_versions_position_idx" ON "bill_versions" USING btree ("bill_id","position");--> statement-breakpoint
CREATE INDEX "bill_versions_search_idx" ON "bill_versions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "bills_session_idx" ON "bills" USING btree ("session_id","bill_type");--> statement-breakpoint
CREATE INDEX "bills_jurisdiction_idx" ON "bills" USING btree ("jurisdiction_id","status");--> statement-breakpoint
CREATE INDEX "bills_last_action_idx" ON "bills" USING btree ("last_action_date");--> statement-breakpoint
CREATE INDEX "bills_subjects_idx" ON "bills" USING gin ("subjects");--> statement-breakpoint
CREATE INDEX "bills_search_idx" ON "bills" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "event_agenda_items_unique_idx" ON "event_agenda_items" USING btree ("event_id","bill_id");--> statement-breakpoint
CREATE INDEX "event_agenda_items_bill_idx" ON "event_agenda_items" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "events_jurisdiction_time_idx" ON "events" USING btree ("jurisdiction_id","start_time");--> statement-breakpoint
CREATE INDEX "events_committee_idx" ON "events" USING btree ("committee_id");--> statement-breakpoint
CREATE INDEX "person_votes_vote_idx" ON "person_votes" USING btree ("vote_event_id");--> statement-breakpoint
CREATE INDEX "person_votes_person_idx" ON "person_votes" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "vote_events_bill_idx" ON "vote_events" USING btree ("bill_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "committee_memberships_unique_idx" ON "committee_memberships" USING btree ("committee_id","name","role");--> statement-breakpoint
CREATE INDEX "committee_memberships_person_idx" ON "committee_memberships" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "committees_jurisdiction_idx" ON "committees" USING btree ("jurisdiction_id","chamber");--> statement-breakpoint
CREATE INDEX "committees_parent_idx" ON "committees" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "committees_name_trgm_idx" ON "committees" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_jurisdiction_idx" ON "people" USING btree ("jurisdiction_id","chamber");--> statement-breakpoint
CREATE INDEX "people_name_trgm_idx" ON "people" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_family_name_idx" ON "people" USING btree ("jurisdiction_id","family_name");