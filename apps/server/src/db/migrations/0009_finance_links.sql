ALTER TABLE "campaign_filers" ADD COLUMN "member_id" text;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "lobbyist_id" integer;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "contributor_organization_key" text;--> statement-breakpoint
ALTER TABLE "contributions" ADD COLUMN "contributor_employer_key" text;--> statement-breakpoint
ALTER TABLE "campaign_filers" ADD CONSTRAINT "campaign_filers_member_id_people_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_lobbyist_id_lobbyists_id_fk" FOREIGN KEY ("lobbyist_id") REFERENCES "public"."lobbyists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_filers_member_idx" ON "campaign_filers" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "contributions_lobbyist_idx" ON "contributions" USING btree ("lobbyist_id");--> statement-breakpoint
CREATE INDEX "contributions_organization_key_idx" ON "contributions" USING btree ("jurisdiction_id","contributor_organization_key");--> statement-breakpoint
CREATE INDEX "contributions_employer_key_idx" ON "contributions" USING btree ("jurisdiction_id","contributor_employer_key");