import { sortSessionsNewestFirst } from '@statehouse/shared/sessions/session-order';
import type { SessionsQuery, SessionsResponse } from '@statehouse/shared/sessions/sessions.schemas';
import type { Database } from '../../db/client';
import { selectSessionsOfState } from './sessions.queries';

/** GET /api/sessions: a state's sessions, newest first by the SPEC key (start date breaks ties). */
export async function listSessions({ db, query }: { db: Database; query: SessionsQuery }): Promise<SessionsResponse> {
  const rows = await selectSessionsOfState(db, query.stateCode);
  const byStart = [...rows].sort((a, b) => (b.startDate ?? '').localeCompare(a.startDate ?? ''));
  return {
    items: sortSessionsNewestFirst(byStart).map((row) => ({
      ...row,
      classification: row.classification === 'special' ? 'special' : 'regular',
    })),
  };
}
