-- Custom SQL migration: drizzle-kit does not model triggers. Decision 048.
-- Every statement that writes a table the bills list's total and facets read NOTIFYs `bill_counts`, so each
-- process drops its cached counts when the transaction commits (never before the rows are visible); PostgreSQL
-- folds a transaction's identical notifications into one.
CREATE OR REPLACE FUNCTION "notify_bill_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('bill_counts', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bills_counts_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bills" FOR EACH STATEMENT EXECUTE FUNCTION "notify_bill_counts"();
--> statement-breakpoint
CREATE TRIGGER "bill_sponsorships_counts_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bill_sponsorships" FOR EACH STATEMENT EXECUTE FUNCTION "notify_bill_counts"();
--> statement-breakpoint
CREATE TRIGGER "people_counts_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "people" FOR EACH STATEMENT EXECUTE FUNCTION "notify_bill_counts"();
--> statement-breakpoint
CREATE TRIGGER "committee_memberships_counts_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "committee_memberships" FOR EACH STATEMENT EXECUTE FUNCTION "notify_bill_counts"();
--> statement-breakpoint
CREATE TRIGGER "bill_statute_citations_counts_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bill_statute_citations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_bill_counts"();
--> statement-breakpoint
CREATE TRIGGER "session_laws_counts_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "session_laws" FOR EACH STATEMENT EXECUTE FUNCTION "notify_bill_counts"();
--> statement-breakpoint
CREATE TRIGGER "session_law_sections_counts_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "session_law_sections" FOR EACH STATEMENT EXECUTE FUNCTION "notify_bill_counts"();
--> statement-breakpoint
CREATE TRIGGER "bill_versions_counts_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bill_versions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_bill_counts"();
--> statement-breakpoint
CREATE TRIGGER "legislative_sessions_counts_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "legislative_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_bill_counts"();
