CREATE TABLE "watch_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"committee_id" text,
	"hearing_id" text,
	"bill_id" text,
	"lobbyist_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_at" timestamp with time zone,
	CONSTRAINT "watch_events_kind_check" CHECK ("watch_events"."kind" in ('hearing_posted', 'hearing_changed', 'tracked_bill_on_agenda', 'new_registration'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "watch_events_key_idx" ON "watch_events" USING btree ("key");--> statement-breakpoint
CREATE INDEX "watch_events_pending_idx" ON "watch_events" USING btree ("id") WHERE "watch_events"."alerted_at" is null;--> statement-breakpoint
-- Decision 034: triggers record hearing and lobbying changes whichever importer writes them (ny-lbdc, sd-legislature,
-- openstates, live sync, sd-lobbyists). Rows present before this migration produce nothing: they count as handled.
-- Not in the drizzle snapshot: drizzle-kit does not model triggers.
CREATE OR REPLACE FUNCTION "watch_hearing_payload"(e "events") RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('state', e.jurisdiction_id, 'hearing', e.name, 'committee', e.committee_name, 'startTime', e.start_time,
    'timezone', e.timezone, 'allDay', e.all_day, 'location', e.location, 'status', e.status)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "record_hearing_watch_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Several sources only name the committee (committee_id empty): the matcher ties those by name (decision 032).
  IF NEW.committee_id IS NULL AND NEW.committee_name IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO watch_events (kind, key, committee_id, hearing_id, payload)
    VALUES ('hearing_posted', 'hearing_posted:' || NEW.id, NEW.committee_id, NEW.id, watch_hearing_payload(NEW))
    ON CONFLICT (key) DO NOTHING;
  ELSIF (OLD.start_time, OLD.all_day, OLD.location, OLD.status)
        IS DISTINCT FROM (NEW.start_time, NEW.all_day, NEW.location, NEW.status) THEN
    -- Keyed by the hearing and its values before and after: the same change seen again is recorded once.
    INSERT INTO watch_events (kind, key, committee_id, hearing_id, payload)
    VALUES ('hearing_changed',
      'hearing_changed:' || NEW.id || ':' || md5(concat_ws('|', OLD.start_time, OLD.all_day, OLD.location, OLD.status,
        NEW.start_time, NEW.all_day, NEW.location, NEW.status)),
      NEW.committee_id, NEW.id, watch_hearing_payload(NEW) || jsonb_build_object('from', watch_hearing_payload(OLD)))
    ON CONFLICT (key) DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "events_watch" AFTER INSERT OR UPDATE ON "events" FOR EACH ROW EXECUTE FUNCTION "record_hearing_watch_event"();
--> statement-breakpoint
-- Importers replace a hearing's agenda on every change (delete, then insert): the key (hearing, bill) keeps a bill
-- that stays on the agenda from being announced again.
CREATE OR REPLACE FUNCTION "record_agenda_watch_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO watch_events (kind, key, committee_id, hearing_id, bill_id, payload)
  SELECT 'tracked_bill_on_agenda', 'agenda:' || NEW.event_id || ':' || NEW.bill_id, e.committee_id, e.id, NEW.bill_id,
    watch_hearing_payload(e) || jsonb_build_object('billIdentifier', NEW.bill_identifier)
  FROM events e
  WHERE e.id = NEW.event_id AND (e.committee_id IS NOT NULL OR e.committee_name IS NOT NULL)
    AND NEW.bill_id IS NOT NULL
  ON CONFLICT (key) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "event_agenda_items_watch" AFTER INSERT ON "event_agenda_items" FOR EACH ROW EXECUTE FUNCTION "record_agenda_watch_event"();
--> statement-breakpoint
-- An upsert that updates an existing registration fires no INSERT trigger: only a new registration is recorded.
CREATE OR REPLACE FUNCTION "record_registration_watch_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO watch_events (kind, key, lobbyist_id, payload)
  SELECT 'new_registration',
    'registration:' || NEW.jurisdiction_id || ':' || NEW.year || ':' || NEW.registration_number, NEW.lobbyist_id,
    jsonb_build_object('lobbyist', l.name, 'client', c.name, 'year', NEW.year, 'state', NEW.jurisdiction_id,
      'registrationNumber', NEW.registration_number, 'subject', NEW.subject)
  FROM lobbyists l, lobby_clients c
  WHERE l.id = NEW.lobbyist_id AND c.id = NEW.client_id
  ON CONFLICT (key) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "lobby_registrations_watch" AFTER INSERT ON "lobby_registrations" FOR EACH ROW EXECUTE FUNCTION "record_registration_watch_event"();
--> statement-breakpoint
-- Wakes the alert engine at commit, like bill_events (migration 0005).
CREATE OR REPLACE FUNCTION "notify_watch_events"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('watch_events', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "watch_events_notify" AFTER INSERT ON "watch_events" FOR EACH STATEMENT EXECUTE FUNCTION "notify_watch_events"();
