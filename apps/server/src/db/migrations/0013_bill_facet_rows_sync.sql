-- Custom SQL migration: drizzle-kit does not model triggers or statistics targets. Decision 048 (revised).
-- bill_facet_rows (migration 0012) holds, per bill, the columns the bills list's counts read. A row trigger on
-- `bills` writes it in the writing statement, so every writer of bills (loaders, live sync, scripts) keeps it right
-- and the count-cache NOTIFY of migration 0011 (on `bills`) covers it. A deleted bill's row goes by the foreign key
-- (ON DELETE CASCADE); a renamed bill's row moves with it.
CREATE OR REPLACE FUNCTION "sync_bill_facet_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.id IS DISTINCT FROM NEW.id THEN
    DELETE FROM bill_facet_rows WHERE id = OLD.id;
  END IF;
  INSERT INTO bill_facet_rows (id, jurisdiction_id, session_id, bill_type, status, subjects, last_action_date)
  VALUES (NEW.id, NEW.jurisdiction_id, NEW.session_id, NEW.bill_type, NEW.status, NEW.subjects, NEW.last_action_date)
  ON CONFLICT (id) DO UPDATE SET jurisdiction_id = excluded.jurisdiction_id, session_id = excluded.session_id,
    bill_type = excluded.bill_type, status = excluded.status, subjects = excluded.subjects,
    last_action_date = excluded.last_action_date;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bills_facet_row_insert" AFTER INSERT ON "bills" FOR EACH ROW EXECUTE FUNCTION "sync_bill_facet_row"();
--> statement-breakpoint
-- Only when a counted column changes: an import rewriting an unchanged bill writes nothing here.
CREATE TRIGGER "bills_facet_row_update" AFTER UPDATE ON "bills" FOR EACH ROW
  WHEN ((OLD.id, OLD.jurisdiction_id, OLD.session_id, OLD.bill_type, OLD.status, OLD.subjects, OLD.last_action_date)
    IS DISTINCT FROM (NEW.id, NEW.jurisdiction_id, NEW.session_id, NEW.bill_type, NEW.status, NEW.subjects, NEW.last_action_date))
  EXECUTE FUNCTION "sync_bill_facet_row"();
--> statement-breakpoint
-- A direct write to the table (none in the code) drops cached counts too.
CREATE TRIGGER "bill_facet_rows_counts_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bill_facet_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_bill_counts"();
--> statement-breakpoint
INSERT INTO "bill_facet_rows" (id, jurisdiction_id, session_id, bill_type, status, subjects, last_action_date)
SELECT id, jurisdiction_id, session_id, bill_type, status, subjects, last_action_date FROM "bills";
--> statement-breakpoint
-- The planner's estimate of a search's matches decides exact count or sample (decision 016). With the default
-- statistics target it keeps about 1,000 lexemes and guesses 0.5% for every other word (1,266 bills of 253k for
-- words matching 3,800-7,000), so the exact count read 2,001 matches before the sample was taken. 400 keeps 4,000
-- lexemes; ANALYZE samples 120,000 rows instead of 30,000.
ALTER TABLE "bills" ALTER COLUMN "search" SET STATISTICS 400;
--> statement-breakpoint
-- A session belongs to one state: without this the planner multiplies the two selectivities, expects a tenth of a
-- state's session's bills, counts exactly what is past the limit, then samples (two counts), and picks the page's plan
-- for a few hundred rows where there are thousands.
CREATE STATISTICS "bills_state_session_stats" (dependencies) ON jurisdiction_id, session_id FROM "bills";
--> statement-breakpoint
CREATE STATISTICS "bill_facet_rows_state_session_stats" (dependencies) ON jurisdiction_id, session_id FROM "bill_facet_rows";
