CREATE TABLE "advocate_hearings" (
	"account_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"bill_id" text NOT NULL,
	"state_code" text NOT NULL,
	"name" text NOT NULL,
	"committee_name" text,
	"start_time" timestamp with time zone NOT NULL,
	"bill_identifier" text NOT NULL,
	"advocates" integer NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "advocate_hearings_account_id_event_id_bill_id_pk" PRIMARY KEY("account_id","event_id","bill_id")
);
--> statement-breakpoint
CREATE TABLE "advocate_state_summaries" (
	"account_id" integer NOT NULL,
	"state_code" text NOT NULL,
	"advocates" integer NOT NULL,
	"tracked_bills" integer NOT NULL,
	"upcoming_hearings" integer NOT NULL,
	"testimonies_draft" integer NOT NULL,
	"testimonies_approved" integer NOT NULL,
	"testimonies_filed" integer NOT NULL,
	"last_activity_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "advocate_state_summaries_account_id_state_code_pk" PRIMARY KEY("account_id","state_code")
);
--> statement-breakpoint
CREATE TABLE "advocate_summaries" (
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"state_codes" text[] NOT NULL,
	"tracked_bills" integer NOT NULL,
	"testimonies" integer NOT NULL,
	"last_activity_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "advocate_summaries_account_id_user_id_pk" PRIMARY KEY("account_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "advocate_testimonies" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bill_id" text NOT NULL,
	"event_id" text,
	"position" text NOT NULL,
	"statement" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"outcome" text,
	"submitted" jsonb,
	"approved_by_user_id" integer,
	"approved_at" timestamp with time zone,
	"filed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advocate_testimonies_status_check" CHECK ("advocate_testimonies"."status" in ('draft', 'approved', 'filed')),
	CONSTRAINT "advocate_testimonies_position_check" CHECK ("advocate_testimonies"."position" in ('for', 'against', 'on'))
);
--> statement-breakpoint
CREATE TABLE "advocate_testimony_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"testimony_id" integer NOT NULL,
	"blob_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advocate_view_refreshes" (
	"account_id" integer NOT NULL,
	"view" text NOT NULL,
	"fingerprint" text NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "advocate_view_refreshes_account_id_view_pk" PRIMARY KEY("account_id","view")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "advocate_seats" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "state_codes" text[];--> statement-breakpoint
ALTER TABLE "advocate_hearings" ADD CONSTRAINT "advocate_hearings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advocate_state_summaries" ADD CONSTRAINT "advocate_state_summaries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advocate_summaries" ADD CONSTRAINT "advocate_summaries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advocate_summaries" ADD CONSTRAINT "advocate_summaries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advocate_testimonies" ADD CONSTRAINT "advocate_testimonies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advocate_testimonies" ADD CONSTRAINT "advocate_testimonies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advocate_testimonies" ADD CONSTRAINT "advocate_testimonies_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advocate_testimonies" ADD CONSTRAINT "advocate_testimonies_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advocate_testimonies" ADD CONSTRAINT "advocate_testimonies_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advocate_testimony_files" ADD CONSTRAINT "advocate_testimony_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advocate_testimony_files" ADD CONSTRAINT "advocate_testimony_files_testimony_id_advocate_testimonies_id_fk" FOREIGN KEY ("testimony_id") REFERENCES "public"."advocate_testimonies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advocate_testimony_files" ADD CONSTRAINT "advocate_testimony_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advocate_view_refreshes" ADD CONSTRAINT "advocate_view_refreshes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advocate_hearings_time_idx" ON "advocate_hearings" USING btree ("account_id","state_code","start_time");--> statement-breakpoint
CREATE INDEX "advocate_summaries_states_idx" ON "advocate_summaries" USING gin ("state_codes");--> statement-breakpoint
CREATE INDEX "advocate_testimonies_account_idx" ON "advocate_testimonies" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE INDEX "advocate_testimonies_user_idx" ON "advocate_testimonies" USING btree ("account_id","user_id");--> statement-breakpoint
CREATE INDEX "advocate_testimony_files_testimony_idx" ON "advocate_testimony_files" USING btree ("account_id","testimony_id");--> statement-breakpoint
CREATE UNIQUE INDEX "advocate_testimony_files_blob_idx" ON "advocate_testimony_files" USING btree ("blob_key");--> statement-breakpoint
CREATE INDEX "tag_bills_account_id_idx" ON "tag_bills" USING btree ("account_id","id");