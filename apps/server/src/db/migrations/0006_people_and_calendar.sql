CREATE TABLE "account_staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"member_id" text,
	"name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"notes" text DEFAULT '' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"tag_id" integer,
	"committee_id" text,
	"filters" text DEFAULT '{}' NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_kind_check" CHECK ("calendar_feeds"."kind" in ('calendar', 'tag', 'committee'))
);
--> statement-breakpoint
CREATE TABLE "calendar_user_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"scope" text DEFAULT 'personal' NOT NULL,
	"uid" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"state_code" text,
	"bill_id" text,
	"member_id" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"all_day" boolean DEFAULT false NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_user_events_scope_check" CHECK ("calendar_user_events"."scope" in ('personal', 'account'))
);
--> statement-breakpoint
CREATE TABLE "relationships" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"member_id" text,
	"staff_id" integer,
	"strength" integer DEFAULT 3 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"last_contact_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "relationships_strength_check" CHECK ("relationships"."strength" between 1 and 5),
	CONSTRAINT "relationships_target_check" CHECK ("relationships"."member_id" is not null or "relationships"."staff_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "tick_sheet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"bill_id" text NOT NULL,
	"member_id" text NOT NULL,
	"stance" text DEFAULT 'unknown' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"last_contact_at" timestamp with time zone,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tick_sheet_entries_stance_check" CHECK ("tick_sheet_entries"."stance" in ('yes', 'lean_yes', 'undecided', 'lean_no', 'no', 'unknown'))
);
--> statement-breakpoint
ALTER TABLE "account_staff" ADD CONSTRAINT "account_staff_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_staff" ADD CONSTRAINT "account_staff_member_id_people_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_staff" ADD CONSTRAINT "account_staff_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_user_events" ADD CONSTRAINT "calendar_user_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_user_events" ADD CONSTRAINT "calendar_user_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_user_events" ADD CONSTRAINT "calendar_user_events_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_user_events" ADD CONSTRAINT "calendar_user_events_member_id_people_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relationships" ADD CONSTRAINT "relationships_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relationships" ADD CONSTRAINT "relationships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relationships" ADD CONSTRAINT "relationships_member_id_people_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relationships" ADD CONSTRAINT "relationships_staff_id_account_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."account_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tick_sheet_entries" ADD CONSTRAINT "tick_sheet_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tick_sheet_entries" ADD CONSTRAINT "tick_sheet_entries_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tick_sheet_entries" ADD CONSTRAINT "tick_sheet_entries_member_id_people_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tick_sheet_entries" ADD CONSTRAINT "tick_sheet_entries_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_staff_lookup_idx" ON "account_staff" USING btree ("account_id","jurisdiction_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feeds_user_idx" ON "calendar_feeds" USING btree ("account_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_user_events_uid_idx" ON "calendar_user_events" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "calendar_user_events_range_idx" ON "calendar_user_events" USING btree ("account_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "relationships_key_idx" ON "relationships" USING btree ("account_id","user_id",coalesce("member_id", ''),coalesce("staff_id", 0));--> statement-breakpoint
CREATE INDEX "relationships_member_idx" ON "relationships" USING btree ("account_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tick_sheet_entries_key_idx" ON "tick_sheet_entries" USING btree ("account_id","bill_id","member_id");