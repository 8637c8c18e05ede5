import { defaultSessionFor } from '@statehouse/shared/reference/sessions';
import { sortSessionsByStart } from '@statehouse/shared/sessions/session-order';
import type { SessionsQuery, SessionsResponse } from '@statehouse/shared/sessions/sessions.schemas';
import type { Database } from '../../db/client';
import { selectSessionsOfState } from './sessions.queries';

type Row = Awaited<ReturnType<typeof selectSessionsOfState>>[number];

/**
 * The default session, decided when read so that it follows the bills as they arrive (imports and live sync):
 * the SPEC reference default (25R; TX 89R, NJ 24R) when it has bills, else the newest session with bills, else
 * the one the importer flagged (the newest regular session that has started).
 */
function chooseDefault(stateCode: string, newestFirst: readonly Row[]): Row | undefined {
  const reference = defaultSessionFor(stateCode)?.id;
  const withBills = newestFirst.filter((row) => row.billCount > 0);
  return (
    withBills.find((row) => row.id === reference) ??
    withBills[0] ??
    newestFirst.find((row) => row.isDefault) ??
    newestFirst.find((row) => row.id === reference) ??
    newestFirst[0]
  );
}

/**
 * A state with no sessions loaded still gets one to pick: its SPEC reference default (section 3), with no bills. The
 * server makes this choice so the web never invents a session of its own (issue 31); the bills list then says that
 * nothing is loaded for the state yet.
 */
function referenceSessionOnly(stateCode: string): SessionsResponse {
  const reference = defaultSessionFor(stateCode);
  if (!reference) return { items: [] };
  return {
    items: [
      {
        id: reference.id,
        name: reference.name,
        isDefault: true,
        classification: 'regular',
        startDate: null,
        endDate: null,
        billCount: 0,
      },
    ],
  };
}

/** GET /api/sessions: a state's sessions newest first by start (decision 018), with bill counts and the default. */
export async function listSessions({ db, query }: { db: Database; query: SessionsQuery }): Promise<SessionsResponse> {
  const rows = sortSessionsByStart(await selectSessionsOfState(db, query.stateCode));
  if (rows.length === 0) return referenceSessionOnly(query.stateCode);
  const chosen = chooseDefault(query.stateCode, rows);
  return {
    items: rows.map((row) => ({
      ...row,
      isDefault: row === chosen,
      classification: row.classification === 'special' ? 'special' : 'regular',
    })),
  };
}
