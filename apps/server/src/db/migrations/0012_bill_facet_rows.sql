CREATE TABLE "bill_facet_rows" (
	"id" text PRIMARY KEY NOT NULL,
	"bucket" integer GENERATED ALWAYS AS ((hashtext(id) & 255)) STORED NOT NULL,
	"jurisdiction_id" text NOT NULL,
	"session_id" text NOT NULL,
	"bill_type" text NOT NULL,
	"status" integer NOT NULL,
	"subjects" integer[] NOT NULL,
	"last_action_date" date
);
--> statement-breakpoint
ALTER TABLE "bill_facet_rows" ADD CONSTRAINT "bill_facet_rows_id_bills_id_fk" FOREIGN KEY ("id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "bill_facet_rows_bucket_idx" ON "bill_facet_rows" USING btree ("bucket");--> statement-breakpoint
CREATE INDEX "bill_facet_rows_state_bucket_idx" ON "bill_facet_rows" USING btree ("jurisdiction_id","bucket");--> statement-breakpoint
CREATE INDEX "bill_facet_rows_session_bucket_idx" ON "bill_facet_rows" USING btree ("session_id","bucket");--> statement-breakpoint
CREATE INDEX "bill_facet_rows_subjects_idx" ON "bill_facet_rows" USING gin ("subjects");