DROP INDEX "bills_last_action_idx";--> statement-breakpoint
CREATE INDEX "bills_last_action_desc_idx" ON "bills" USING btree ("last_action_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_state_last_action_idx" ON "bills" USING btree ("jurisdiction_id","last_action_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_number_order_idx" ON "bills" USING btree ("jurisdiction_id","bill_type",length("bill_number"),"bill_number");--> statement-breakpoint
CREATE INDEX "bills_sample_bucket_idx" ON "bills" USING btree ((hashtext("id") & 255));