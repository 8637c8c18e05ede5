CREATE TABLE "committee_video_clips" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hearing_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_by_user_id" integer,
	"title" text NOT NULL,
	"start_ms" integer NOT NULL,
	"end_ms" integer NOT NULL,
	"media" text NOT NULL,
	"blob_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missing_live_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"state_code" text,
	"report" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "committee_video_clips" ADD CONSTRAINT "committee_video_clips_hearing_id_hearings_id_fk" FOREIGN KEY ("hearing_id") REFERENCES "public"."hearings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_video_clips" ADD CONSTRAINT "committee_video_clips_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "committee_video_clips" ADD CONSTRAINT "committee_video_clips_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missing_live_reports" ADD CONSTRAINT "missing_live_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missing_live_reports" ADD CONSTRAINT "missing_live_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "committee_video_clips_account_idx" ON "committee_video_clips" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "committee_video_clips_hearing_idx" ON "committee_video_clips" USING btree ("hearing_id");--> statement-breakpoint
CREATE INDEX "missing_live_reports_account_idx" ON "missing_live_reports" USING btree ("account_id","created_at");