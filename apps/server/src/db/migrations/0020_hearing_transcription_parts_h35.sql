CREATE TABLE "hearing_transcription_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"hearing_id" integer NOT NULL,
	"part" text NOT NULL,
	"from_ms" integer NOT NULL,
	"to_ms" integer NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hearing_transcription_parts_part_check" CHECK ("hearing_transcription_parts"."part" in ('keywords', 'chunk'))
);
--> statement-breakpoint
ALTER TABLE "hearing_transcription_parts" ADD CONSTRAINT "hearing_transcription_parts_hearing_id_hearings_id_fk" FOREIGN KEY ("hearing_id") REFERENCES "public"."hearings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hearing_transcription_parts_span_idx" ON "hearing_transcription_parts" USING btree ("hearing_id","part","from_ms","to_ms");