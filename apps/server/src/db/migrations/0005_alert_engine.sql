CREATE INDEX "outbox_user_due_idx" ON "outbox" USING btree ("user_id","channel") WHERE "outbox"."status" in ('pending', 'failed');--> statement-breakpoint
-- Wakes the alert engine the moment an import commits new bill events (NOTIFY is delivered at commit, and
-- PostgreSQL folds a transaction's identical notifications into one). Not in the drizzle snapshot: drizzle-kit
-- does not model triggers. Decision 029.
CREATE OR REPLACE FUNCTION "notify_bill_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bill_events', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bill_events_notify" AFTER INSERT ON "bill_events" FOR EACH STATEMENT EXECUTE FUNCTION "notify_bill_events"();
