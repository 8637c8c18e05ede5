CREATE TABLE "account_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"full_account" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"email_digest" text DEFAULT 'off' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_users_status_check" CHECK ("account_users"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"analyst_portal" boolean DEFAULT false NOT NULL,
	"lobbyist_portal" boolean DEFAULT false NOT NULL,
	"plan" text DEFAULT 'trial' NOT NULL,
	"seats" integer DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" integer NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"invited_by_user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"name" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_state_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"state_code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"live_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_filers" (
	"id" serial PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"source" text NOT NULL,
	"registration_number" text NOT NULL,
	"name" text NOT NULL,
	"filer_type" text,
	"filer_subtype" text,
	"candidate_name" text,
	"party" text,
	"office" text,
	"district" text,
	"state" text,
	"is_incumbent" boolean,
	"registered_on" date,
	"terminated_on" date,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contributions" (
	"id" serial PRIMARY KEY NOT NULL,
	"filer_id" integer NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"source" text NOT NULL,
	"source_record_id" text NOT NULL,
	"contributor_name" text NOT NULL,
	"contributor_first_name" text,
	"contributor_last_name" text,
	"contributor_organization" text,
	"contributor_type" text,
	"contributor_registration_number" text,
	"contributor_city" text,
	"contributor_state" text,
	"contributor_zip" text,
	"contributor_employer" text,
	"contributor_occupation" text,
	"amount" numeric(14, 2) NOT NULL,
	"received_on" date,
	"year" integer,
	"is_in_kind" boolean DEFAULT false NOT NULL,
	"in_kind_description" text,
	"receipt_type" text,
	"is_memo" boolean DEFAULT false NOT NULL,
	"description" text,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "bill_search_heads" (
	"bill_id" text PRIMARY KEY NOT NULL,
	"search" "tsvector" NOT NULL,
	"last_action_date" date
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
	"bill_identifier" text,
	"position" integer,
	"sponsor_name" text,
	"description" text,
	"media_url" text,
	"media_start_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "event_transcripts" (
	"event_id" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"first_page" integer DEFAULT 1 NOT NULL,
	"page_count" integer NOT NULL,
	"source_file" text NOT NULL,
	"search" "tsvector"
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
	"all_day" boolean DEFAULT false NOT NULL,
	"location" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"description" text,
	"media_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extras" jsonb DEFAULT '{}'::jsonb NOT NULL,
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
	"bill_id" text,
	"bill_identifier" text,
	"event_id" text,
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
CREATE TABLE "lobby_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"external_key" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"zip" text,
	"client_type" text DEFAULT 'company' NOT NULL,
	"latest_year" integer,
	"source" text NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lobby_firms" (
	"id" serial PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"external_key" text NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"state" text,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lobby_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"year" integer NOT NULL,
	"registration_number" text NOT NULL,
	"status" text,
	"subject" text,
	"lobbyist_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"firm_id" integer,
	"source" text NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lobbyists" (
	"id" serial PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"external_key" text NOT NULL,
	"name" text NOT NULL,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"city" text,
	"state" text,
	"zip" text,
	"phone" text,
	"email" text,
	"occupation" text,
	"lobbyist_type" text DEFAULT 'private' NOT NULL,
	"latest_year" integer,
	"source" text NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organization" text NOT NULL,
	"role" text NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"source" text DEFAULT 'footer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_invite_recipients" (
	"id" serial PRIMARY KEY NOT NULL,
	"invite_id" integer NOT NULL,
	"email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_name" text,
	"message" text,
	"emailed_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE TABLE "regulation_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"code" text NOT NULL,
	"title" text,
	"chapter" text,
	"subchapter" text,
	"part" text,
	"section" text NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"heading" text,
	"text" text NOT NULL,
	"hierarchy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"annotations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"citations" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_url" text,
	"source" text NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "session_law_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_law_id" integer NOT NULL,
	"code" text NOT NULL,
	"section" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_laws" (
	"id" serial PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"period" text,
	"law_number" text NOT NULL,
	"act_number" text,
	"bill_number" text,
	"short_title" text,
	"long_title" text,
	"law_type" text,
	"introduced_on" date,
	"enacted_on" date,
	"effective_on" date,
	"history" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_url" text,
	"source" text NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statute_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"code" text NOT NULL,
	"title" text,
	"chapter" text,
	"subchapter" text,
	"part" text,
	"section" text NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"heading" text,
	"text" text NOT NULL,
	"hierarchy" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"annotations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"citations" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_url" text,
	"source" text NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector"
);
--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_role_roles_name_fk" FOREIGN KEY ("role") REFERENCES "public"."roles"("name") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_roles_name_fk" FOREIGN KEY ("role") REFERENCES "public"."roles"("name") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_state_subscriptions" ADD CONSTRAINT "user_state_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_state_subscriptions" ADD CONSTRAINT "user_state_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_filer_id_campaign_filers_id_fk" FOREIGN KEY ("filer_id") REFERENCES "public"."campaign_filers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legislative_sessions" ADD CONSTRAINT "legislative_sessions_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_actions" ADD CONSTRAINT "bill_actions_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_documents" ADD CONSTRAINT "bill_documents_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_events" ADD CONSTRAINT "bill_events_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_relations" ADD CONSTRAINT "bill_relations_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_search_heads" ADD CONSTRAINT "bill_search_heads_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_sponsorships" ADD CONSTRAINT "bill_sponsorships_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_sponsorships" ADD CONSTRAINT "bill_sponsorships_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_versions" ADD CONSTRAINT "bill_versions_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_session_id_legislative_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."legislative_sessions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_agenda_items" ADD CONSTRAINT "event_agenda_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_agenda_items" ADD CONSTRAINT "event_agenda_items_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_transcripts" ADD CONSTRAINT "event_transcripts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_votes" ADD CONSTRAINT "person_votes_vote_event_id_vote_events_id_fk" FOREIGN KEY ("vote_event_id") REFERENCES "public"."vote_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_votes" ADD CONSTRAINT "person_votes_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_events" ADD CONSTRAINT "vote_events_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_events" ADD CONSTRAINT "vote_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lobby_registrations" ADD CONSTRAINT "lobby_registrations_lobbyist_id_lobbyists_id_fk" FOREIGN KEY ("lobbyist_id") REFERENCES "public"."lobbyists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lobby_registrations" ADD CONSTRAINT "lobby_registrations_client_id_lobby_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."lobby_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lobby_registrations" ADD CONSTRAINT "lobby_registrations_firm_id_lobby_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."lobby_firms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_invite_recipients" ADD CONSTRAINT "referral_invite_recipients_invite_id_referral_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."referral_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_memberships" ADD CONSTRAINT "committee_memberships_committee_id_committees_id_fk" FOREIGN KEY ("committee_id") REFERENCES "public"."committees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_memberships" ADD CONSTRAINT "committee_memberships_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committees" ADD CONSTRAINT "committees_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_law_sections" ADD CONSTRAINT "session_law_sections_session_law_id_session_laws_id_fk" FOREIGN KEY ("session_law_id") REFERENCES "public"."session_laws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_users_member_idx" ON "account_users" USING btree ("account_id","user_id");--> statement-breakpoint
CREATE INDEX "account_users_user_idx" ON "account_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sessions_token_idx" ON "auth_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_expires_idx" ON "auth_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_idx" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_account_idx" ON "invitations" USING btree ("account_id","accepted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_username_idx" ON "login_attempts" USING btree ("username","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_state_subscriptions_key" ON "user_state_subscriptions" USING btree ("account_id","user_id","state_code");--> statement-breakpoint
CREATE INDEX "user_state_subscriptions_state_idx" ON "user_state_subscriptions" USING btree ("account_id","state_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_filers_natural_key" ON "campaign_filers" USING btree ("source","registration_number");--> statement-breakpoint
CREATE INDEX "campaign_filers_jurisdiction_idx" ON "campaign_filers" USING btree ("jurisdiction_id","office","district");--> statement-breakpoint
CREATE INDEX "campaign_filers_name_trgm_idx" ON "campaign_filers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "campaign_filers_candidate_trgm_idx" ON "campaign_filers" USING gin ("candidate_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "contributions_source_record_key" ON "contributions" USING btree ("source_record_id");--> statement-breakpoint
CREATE INDEX "contributions_filer_idx" ON "contributions" USING btree ("filer_id","received_on");--> statement-breakpoint
CREATE INDEX "contributions_year_idx" ON "contributions" USING btree ("jurisdiction_id","year");--> statement-breakpoint
CREATE INDEX "contributions_contributor_trgm_idx" ON "contributions" USING gin ("contributor_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contributions_employer_trgm_idx" ON "contributions" USING gin ("contributor_employer" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "legislative_sessions_code_idx" ON "legislative_sessions" USING btree ("jurisdiction_id","code");--> statement-breakpoint
CREATE INDEX "legislative_sessions_source_idx" ON "legislative_sessions" USING btree ("jurisdiction_id","source_identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_actions_position_idx" ON "bill_actions" USING btree ("bill_id","position");--> statement-breakpoint
CREATE INDEX "bill_actions_date_idx" ON "bill_actions" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_documents_position_idx" ON "bill_documents" USING btree ("bill_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_events_unique_idx" ON "bill_events" USING btree ("bill_id","kind","key");--> statement-breakpoint
CREATE INDEX "bill_events_detected_idx" ON "bill_events" USING btree ("detected_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_relations_unique_idx" ON "bill_relations" USING btree ("bill_id","related_bill_id","relation_type");--> statement-breakpoint
CREATE INDEX "bill_relations_target_idx" ON "bill_relations" USING btree ("related_bill_id");--> statement-breakpoint
CREATE INDEX "bill_search_heads_search_idx" ON "bill_search_heads" USING gin ("search");--> statement-breakpoint
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
CREATE INDEX "event_agenda_items_bill_identifier_idx" ON "event_agenda_items" USING btree ("bill_identifier");--> statement-breakpoint
CREATE INDEX "event_transcripts_search_idx" ON "event_transcripts" USING gin ("search");--> statement-breakpoint
CREATE INDEX "events_jurisdiction_time_idx" ON "events" USING btree ("jurisdiction_id","start_time");--> statement-breakpoint
CREATE INDEX "events_committee_idx" ON "events" USING btree ("committee_id");--> statement-breakpoint
CREATE INDEX "events_classification_idx" ON "events" USING btree ("jurisdiction_id","classification","start_time");--> statement-breakpoint
CREATE INDEX "person_votes_vote_idx" ON "person_votes" USING btree ("vote_event_id");--> statement-breakpoint
CREATE INDEX "person_votes_person_idx" ON "person_votes" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "vote_events_bill_idx" ON "vote_events" USING btree ("bill_id","date");--> statement-breakpoint
CREATE INDEX "vote_events_bill_identifier_idx" ON "vote_events" USING btree ("session_id","bill_identifier");--> statement-breakpoint
CREATE INDEX "vote_events_event_idx" ON "vote_events" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lobby_clients_natural_key" ON "lobby_clients" USING btree ("jurisdiction_id","external_key");--> statement-breakpoint
CREATE INDEX "lobby_clients_name_trgm_idx" ON "lobby_clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "lobby_firms_natural_key" ON "lobby_firms" USING btree ("jurisdiction_id","external_key");--> statement-breakpoint
CREATE INDEX "lobby_firms_name_trgm_idx" ON "lobby_firms" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "lobby_registrations_natural_key" ON "lobby_registrations" USING btree ("jurisdiction_id","year","registration_number");--> statement-breakpoint
CREATE INDEX "lobby_registrations_lobbyist_idx" ON "lobby_registrations" USING btree ("lobbyist_id");--> statement-breakpoint
CREATE INDEX "lobby_registrations_client_idx" ON "lobby_registrations" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "lobby_registrations_subject_trgm_idx" ON "lobby_registrations" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "lobbyists_natural_key" ON "lobbyists" USING btree ("jurisdiction_id","external_key");--> statement-breakpoint
CREATE INDEX "lobbyists_name_trgm_idx" ON "lobbyists" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demo_requests_created_at_idx" ON "demo_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_lower_idx" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "referral_invite_recipients_invite_idx" ON "referral_invite_recipients" USING btree ("invite_id");--> statement-breakpoint
CREATE INDEX "referral_invites_created_at_idx" ON "referral_invites" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","is_read","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "committee_memberships_unique_idx" ON "committee_memberships" USING btree ("committee_id","name","role");--> statement-breakpoint
CREATE INDEX "committee_memberships_person_idx" ON "committee_memberships" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "committees_jurisdiction_idx" ON "committees" USING btree ("jurisdiction_id","chamber");--> statement-breakpoint
CREATE INDEX "committees_parent_idx" ON "committees" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "committees_name_trgm_idx" ON "committees" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_jurisdiction_idx" ON "people" USING btree ("jurisdiction_id","chamber");--> statement-breakpoint
CREATE INDEX "people_name_trgm_idx" ON "people" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_family_name_idx" ON "people" USING btree ("jurisdiction_id","family_name");--> statement-breakpoint
CREATE UNIQUE INDEX "regulation_sections_natural_key" ON "regulation_sections" USING btree ("jurisdiction_id","code","section","variant");--> statement-breakpoint
CREATE INDEX "regulation_sections_browse_idx" ON "regulation_sections" USING btree ("jurisdiction_id","code","title","part");--> statement-breakpoint
CREATE INDEX "regulation_sections_search_idx" ON "regulation_sections" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "session_law_sections_key" ON "session_law_sections" USING btree ("session_law_id","code","section");--> statement-breakpoint
CREATE INDEX "session_law_sections_section_idx" ON "session_law_sections" USING btree ("code","section");--> statement-breakpoint
CREATE UNIQUE INDEX "session_laws_natural_key" ON "session_laws" USING btree ("jurisdiction_id","law_number");--> statement-breakpoint
CREATE INDEX "session_laws_bill_idx" ON "session_laws" USING btree ("jurisdiction_id","bill_number");--> statement-breakpoint
CREATE UNIQUE INDEX "statute_sections_natural_key" ON "statute_sections" USING btree ("jurisdiction_id","code","section","variant");--> statement-breakpoint
CREATE INDEX "statute_sections_browse_idx" ON "statute_sections" USING btree ("jurisdiction_id","code","title","chapter");--> statement-breakpoint
CREATE INDEX "statute_sections_search_idx" ON "statute_sections" USING gin ("search");