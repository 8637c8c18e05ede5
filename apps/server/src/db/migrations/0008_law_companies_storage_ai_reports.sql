CREATE TABLE "ai_chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"thread" text NOT NULL,
	"subject_id" text,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"template" text NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"output" jsonb,
	"error" text,
	"provider" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bill_comparisons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"left_version_id" integer NOT NULL,
	"right_version_id" integer NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_lsh_buckets" (
	"band" smallint NOT NULL,
	"bucket" bigint NOT NULL,
	"bill_id" text NOT NULL,
	CONSTRAINT "bill_lsh_buckets_band_bucket_bill_id_pk" PRIMARY KEY("band","bucket","bill_id")
);
--> statement-breakpoint
CREATE TABLE "bill_text_signatures" (
	"bill_id" text PRIMARY KEY NOT NULL,
	"version_id" integer,
	"signature" integer[] NOT NULL,
	"shingle_count" integer NOT NULL,
	"text_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_company_summaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"position" text DEFAULT 'unknown' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_lobbyists" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"firm_name" text,
	"company_id" integer,
	"lobbyist_id" integer,
	"state_code" text,
	"notes" text DEFAULT '' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"name" text NOT NULL,
	"normalized_name" text NOT NULL,
	"website" text,
	"industry" text,
	"description" text DEFAULT '' NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"state" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_aliases" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"normalized_name" text NOT NULL,
	"source_kind" text NOT NULL,
	"source_ref" text NOT NULL,
	"jurisdiction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_tick_sheet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"bill_id" text NOT NULL,
	"company_id" integer NOT NULL,
	"position" text DEFAULT 'unknown' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_tick_sheet_entries_position_check" CHECK ("company_tick_sheet_entries"."position" in ('support', 'oppose', 'neutral', 'monitor', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"company_id" integer,
	"status" text DEFAULT 'new' NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"notes" text DEFAULT '' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonies" (
	"id" serial PRIMARY KEY NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"event_id" text,
	"bill_id" text,
	"witness_name" text NOT NULL,
	"witness_title" text,
	"organization" text,
	"company_id" integer,
	"lobbyist_id" integer,
	"position" text,
	"testified_on" date,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"scheduled_report_id" integer,
	"scheduled_for" timestamp with time zone,
	"kind" text NOT NULL,
	"format" text NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"file_name" text,
	"blob_key" text,
	"size_bytes" bigint,
	"row_count" integer,
	"delivered_to" text[],
	"delivered_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "report_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"organization_name" text,
	"logo_file_id" uuid,
	"primary_color" text DEFAULT '#1e3a8a' NOT NULL,
	"accent_color" text DEFAULT '#2563eb' NOT NULL,
	"footer_text" text DEFAULT '' NOT NULL,
	"default_format" text DEFAULT 'pdf' NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_by_user_id" integer,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"format" text DEFAULT 'pdf' NOT NULL,
	"frequency" text NOT NULL,
	"day_of_week" integer,
	"day_of_month" integer,
	"time_of_day" text DEFAULT '08:00' NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"delivery" text DEFAULT 'attachment' NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_reports_frequency_check" CHECK ("scheduled_reports"."frequency" in ('daily', 'weekly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "bill_statute_citations" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_id" text NOT NULL,
	"version_id" integer,
	"jurisdiction_id" text NOT NULL,
	"code" text NOT NULL,
	"section" text NOT NULL,
	"kind" text NOT NULL,
	"statute_section_id" integer,
	"regulation_section_id" integer,
	"snippet" text DEFAULT '' NOT NULL,
	"text_offset" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_statute_citations_kind_check" CHECK ("bill_statute_citations"."kind" in ('amends', 'adds', 'repeals', 'cites'))
);
--> statement-breakpoint
CREATE TABLE "tag_law_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"statute_section_id" integer,
	"regulation_section_id" integer,
	"added_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_law_sections_target_check" CHECK (("tag_law_sections"."statute_section_id" is null) <> ("tag_law_sections"."regulation_section_id" is null))
);
--> statement-breakpoint
CREATE TABLE "bill_supporting_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"bill_id" text NOT NULL,
	"file_id" uuid NOT NULL,
	"title" text NOT NULL,
	"added_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" integer NOT NULL,
	"folder_id" integer,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"blob_key" text NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"extracted_text" text,
	"search" "tsvector",
	"uploaded_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "storage_files_status_check" CHECK ("storage_files"."status" in ('uploading', 'ready'))
);
--> statement-breakpoint
CREATE TABLE "storage_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ai_chat_messages" ADD CONSTRAINT "ai_chat_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_chat_messages" ADD CONSTRAINT "ai_chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_reports" ADD CONSTRAINT "ai_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_reports" ADD CONSTRAINT "ai_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_comparisons" ADD CONSTRAINT "bill_comparisons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_comparisons" ADD CONSTRAINT "bill_comparisons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_comparisons" ADD CONSTRAINT "bill_comparisons_left_version_id_bill_versions_id_fk" FOREIGN KEY ("left_version_id") REFERENCES "public"."bill_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_comparisons" ADD CONSTRAINT "bill_comparisons_right_version_id_bill_versions_id_fk" FOREIGN KEY ("right_version_id") REFERENCES "public"."bill_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lsh_buckets" ADD CONSTRAINT "bill_lsh_buckets_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_text_signatures" ADD CONSTRAINT "bill_text_signatures_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_text_signatures" ADD CONSTRAINT "bill_text_signatures_version_id_bill_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."bill_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_company_summaries" ADD CONSTRAINT "account_company_summaries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_company_summaries" ADD CONSTRAINT "account_company_summaries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_company_summaries" ADD CONSTRAINT "account_company_summaries_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_lobbyists" ADD CONSTRAINT "account_lobbyists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_lobbyists" ADD CONSTRAINT "account_lobbyists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_lobbyists" ADD CONSTRAINT "account_lobbyists_lobbyist_id_lobbyists_id_fk" FOREIGN KEY ("lobbyist_id") REFERENCES "public"."lobbyists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_lobbyists" ADD CONSTRAINT "account_lobbyists_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_aliases" ADD CONSTRAINT "company_aliases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tick_sheet_entries" ADD CONSTRAINT "company_tick_sheet_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tick_sheet_entries" ADD CONSTRAINT "company_tick_sheet_entries_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tick_sheet_entries" ADD CONSTRAINT "company_tick_sheet_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_tick_sheet_entries" ADD CONSTRAINT "company_tick_sheet_entries_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonies" ADD CONSTRAINT "testimonies_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonies" ADD CONSTRAINT "testimonies_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonies" ADD CONSTRAINT "testimonies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonies" ADD CONSTRAINT "testimonies_lobbyist_id_lobbyists_id_fk" FOREIGN KEY ("lobbyist_id") REFERENCES "public"."lobbyists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_scheduled_report_id_scheduled_reports_id_fk" FOREIGN KEY ("scheduled_report_id") REFERENCES "public"."scheduled_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_settings" ADD CONSTRAINT "report_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_settings" ADD CONSTRAINT "report_settings_logo_file_id_storage_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."storage_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_settings" ADD CONSTRAINT "report_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_reports" ADD CONSTRAINT "scheduled_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_reports" ADD CONSTRAINT "scheduled_reports_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_statute_citations" ADD CONSTRAINT "bill_statute_citations_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_statute_citations" ADD CONSTRAINT "bill_statute_citations_version_id_bill_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."bill_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_statute_citations" ADD CONSTRAINT "bill_statute_citations_statute_section_id_statute_sections_id_fk" FOREIGN KEY ("statute_section_id") REFERENCES "public"."statute_sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_statute_citations" ADD CONSTRAINT "bill_statute_citations_regulation_section_id_regulation_sections_id_fk" FOREIGN KEY ("regulation_section_id") REFERENCES "public"."regulation_sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_law_sections" ADD CONSTRAINT "tag_law_sections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_law_sections" ADD CONSTRAINT "tag_law_sections_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_law_sections" ADD CONSTRAINT "tag_law_sections_statute_section_id_statute_sections_id_fk" FOREIGN KEY ("statute_section_id") REFERENCES "public"."statute_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_law_sections" ADD CONSTRAINT "tag_law_sections_regulation_section_id_regulation_sections_id_fk" FOREIGN KEY ("regulation_section_id") REFERENCES "public"."regulation_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_law_sections" ADD CONSTRAINT "tag_law_sections_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_supporting_documents" ADD CONSTRAINT "bill_supporting_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_supporting_documents" ADD CONSTRAINT "bill_supporting_documents_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_supporting_documents" ADD CONSTRAINT "bill_supporting_documents_file_id_storage_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."storage_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_supporting_documents" ADD CONSTRAINT "bill_supporting_documents_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_files" ADD CONSTRAINT "storage_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_files" ADD CONSTRAINT "storage_files_folder_id_storage_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."storage_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_files" ADD CONSTRAINT "storage_files_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_folders" ADD CONSTRAINT "storage_folders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_folders" ADD CONSTRAINT "storage_folders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_chat_messages_thread_idx" ON "ai_chat_messages" USING btree ("account_id","user_id","thread","subject_id");--> statement-breakpoint
CREATE INDEX "ai_reports_account_idx" ON "ai_reports" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "bill_comparisons_account_idx" ON "bill_comparisons" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "bill_lsh_buckets_bill_idx" ON "bill_lsh_buckets" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_company_summaries_key" ON "account_company_summaries" USING btree ("account_id","company_id");--> statement-breakpoint
CREATE INDEX "account_lobbyists_account_idx" ON "account_lobbyists" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_normalized_key" ON "companies" USING btree (coalesce("account_id", 0),"normalized_name");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "company_aliases_source_key" ON "company_aliases" USING btree ("source_kind","source_ref");--> statement-breakpoint
CREATE INDEX "company_aliases_company_idx" ON "company_aliases" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_aliases_normalized_idx" ON "company_aliases" USING btree ("normalized_name");--> statement-breakpoint
CREATE UNIQUE INDEX "company_tick_sheet_entries_key" ON "company_tick_sheet_entries" USING btree ("account_id","bill_id","company_id");--> statement-breakpoint
CREATE INDEX "prospects_account_idx" ON "prospects" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "testimonies_source_key" ON "testimonies" USING btree ("source","source_ref");--> statement-breakpoint
CREATE INDEX "testimonies_company_idx" ON "testimonies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "testimonies_bill_idx" ON "testimonies" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "report_runs_account_idx" ON "report_runs" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "report_runs_schedule_key" ON "report_runs" USING btree ("scheduled_report_id","scheduled_for");--> statement-breakpoint
CREATE INDEX "scheduled_reports_due_idx" ON "scheduled_reports" USING btree ("next_run_at");--> statement-breakpoint
CREATE INDEX "scheduled_reports_account_idx" ON "scheduled_reports" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_statute_citations_key" ON "bill_statute_citations" USING btree ("bill_id","code","section","kind");--> statement-breakpoint
CREATE INDEX "bill_statute_citations_section_idx" ON "bill_statute_citations" USING btree ("code","section");--> statement-breakpoint
CREATE INDEX "bill_statute_citations_statute_idx" ON "bill_statute_citations" USING btree ("statute_section_id");--> statement-breakpoint
CREATE INDEX "bill_statute_citations_regulation_idx" ON "bill_statute_citations" USING btree ("regulation_section_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_law_sections_key" ON "tag_law_sections" USING btree ("tag_id",coalesce("statute_section_id", 0),coalesce("regulation_section_id", 0));--> statement-breakpoint
CREATE INDEX "bill_supporting_documents_bill_idx" ON "bill_supporting_documents" USING btree ("account_id","bill_id");--> statement-breakpoint
CREATE INDEX "storage_files_account_folder_idx" ON "storage_files" USING btree ("account_id","folder_id");--> statement-breakpoint
CREATE INDEX "storage_files_search_idx" ON "storage_files" USING gin ("search");--> statement-breakpoint
CREATE INDEX "storage_folders_account_idx" ON "storage_folders" USING btree ("account_id","parent_id");