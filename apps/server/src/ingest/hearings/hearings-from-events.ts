import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { selectRows } from '../../db/sql';
import { billIndexes, insertMentions, replaceSegments, sessionsInForce, upsertHearing } from './hearings.queries';
import { liveActionsOf } from './live-actions';
import { transcriptTurns } from './transcript-turns';

// Hearings derived from what the importers already loaded (decision 069), like statute citations: run after an
// import and when the sample loads, idempotent.
// - Recorded audio the source links to the second a bill was taken up (South Dakota's agenda items with media):
//   a hearing per event and recording, a live action per bill at that second ("agenda" origin).
// - Stenographed transcripts (New York's event_transcripts): a hearing with its time-ordered lines and the bills
//   they name. No alert: the importer already recorded those mentions as bill events (ingest/core/hearing-mentions).

export const AGENDA_AUDIO_SOURCE = 'agenda-audio';
export const EVENT_TRANSCRIPT_SOURCE = 'event-transcript';

const mediaTypeSql = sql`case when a.media_url ~* '\\.mp3($|\\?)' then 'audio/mpeg'
  when a.media_url ~* '\\.(mp4|m4v)($|\\?)' then 'video/mp4' when a.media_url ~* '\\.m4a($|\\?)' then 'audio/mp4'
  when a.media_url ~* '\\.webm($|\\?)' then 'video/webm' else null end`;

export async function refreshHearingsFromEvents(
  db: DbOrTx,
): Promise<{ audioHearings: number; agendaActions: number; transcriptHearings: number; transcriptActions: number }> {
  const audio = await selectRows<{ id: number }>(
    db,
    sql`insert into hearings (jurisdiction_id, session_id, chamber, committee_id, committee_name, event_id, title,
          starts_at, source_url, media_url, media_type, transcript_status, transcript_message, source, source_key,
          available_at)
        select distinct on (e.id, a.media_url) e.jurisdiction_id, s.id,
          case when e.classification = 'floor' and e.name ilike 'senate%' then 'upper'
               when e.classification = 'floor' and e.name ilike 'house%' then 'lower' else c.chamber end,
          e.committee_id, coalesce(c.name, e.committee_name), e.id, e.name, e.start_time, a.media_url, a.media_url,
          ${mediaTypeSql}, 'none',
          'The official recording. Its live actions are the legislature''s own links to the second each bill was taken up.',
          ${AGENDA_AUDIO_SOURCE}, e.id || '|' || a.media_url, e.updated_at
        from event_agenda_items a
        join events e on e.id = a.event_id
        left join legislative_sessions s on s.id = e.session_id
        left join committees c on c.id = e.committee_id
        where a.media_url is not null
        order by e.id, a.media_url
        on conflict (source, source_key) do update set
          session_id = excluded.session_id, chamber = excluded.chamber, committee_id = excluded.committee_id,
          committee_name = excluded.committee_name, title = excluded.title, starts_at = excluded.starts_at,
          updated_at = now()
          where (hearings.title, hearings.starts_at, hearings.committee_id, hearings.session_id)
            is distinct from (excluded.title, excluded.starts_at, excluded.committee_id, excluded.session_id)
        returning id`,
  );
  const agenda = await selectRows<{ id: number }>(
    db,
    sql`insert into hearing_bill_mentions (hearing_id, bill_id, start_ms, spoken_as, quote, origin, key, detected_at)
        select h.id, a.bill_id, a.media_start_seconds * 1000, coalesce(a.bill_identifier, b.identifier),
          'Taken up: ' || b.identifier || ', ' || b.title, 'agenda',
          a.bill_id || '@' || coalesce(a.media_start_seconds::text || 's', 'line0'), h.available_at
        from event_agenda_items a
        join hearings h on h.source = ${AGENDA_AUDIO_SOURCE} and h.source_key = a.event_id || '|' || a.media_url
        join bills b on b.id = a.bill_id
        where a.media_url is not null
        on conflict (hearing_id, key) do nothing
        returning id`,
  );

  // Transcripts without a hearing yet, or changed since (their event was updated after the hearing).
  const transcripts = await selectRows<{
    eventId: string;
    stateCode: string;
    sessionId: string | null;
    name: string;
    committeeId: string | null;
    committeeName: string | null;
    startTime: Date | string;
    sourceUrl: string | null;
    text: string;
  }>(
    db,
    sql`select e.id as "eventId", e.jurisdiction_id as "stateCode", s.id as "sessionId", e.name,
          e.committee_id as "committeeId", e.committee_name as "committeeName", e.start_time as "startTime",
          e.sources->0->>'url' as "sourceUrl", t.text
        from event_transcripts t
        join events e on e.id = t.event_id
        left join legislative_sessions s on s.id = e.session_id
        left join hearings h on h.source = ${EVENT_TRANSCRIPT_SOURCE} and h.source_key = e.id
        where h.id is null or h.updated_at < e.updated_at`,
  );
  let transcriptActions = 0;
  for (const transcript of transcripts) {
    const startsAt = new Date(transcript.startTime);
    const hearing = await upsertHearing(db, {
      jurisdictionId: transcript.stateCode,
      sessionId: transcript.sessionId,
      committeeId: transcript.committeeId,
      committeeName: transcript.committeeName,
      eventId: transcript.eventId,
      title: transcript.name,
      startsAt,
      sourceUrl: transcript.sourceUrl,
      transcriptStatus: 'done',
      transcriptMessage: 'Stenographic transcript: no recording, so its lines have no times.',
      provider: 'stenographer',
      source: EVENT_TRANSCRIPT_SOURCE,
      sourceKey: transcript.eventId,
      availableAt: startsAt,
    });
    const segments = transcriptTurns(transcript.text);
    await replaceSegments(db, hearing.id, segments);
    const sessions = await sessionsInForce(
      db,
      transcript.stateCode,
      startsAt.toISOString().slice(0, 10),
      transcript.sessionId,
    );
    const mentions = liveActionsOf(
      transcript.stateCode,
      segments,
      await billIndexes(db, transcript.stateCode, sessions),
    );
    transcriptActions += (await insertMentions(db, hearing.id, mentions)).length;
  }
  return {
    audioHearings: audio.length,
    agendaActions: agenda.length,
    transcriptHearings: transcripts.length,
    transcriptActions,
  };
}
