import type { BillListQuery, FacetBucket } from '@statehouse/shared/bills/bills.schemas';
import { ALL_STATES_KEY } from '@statehouse/shared/reference/states';
import { sortSessionsNewestFirst } from '@statehouse/shared/sessions/session-order';
import { useBills } from '../api/get-bills';
import { type BillFilters, type LegislativeDefaults, resolveBillQuery } from '../utils/bill-filters';

export type BillScope = {
  /** The filters with the state and session to ask for. */
  query: Partial<BillListQuery>;
  stateCode: string;
  /** False while the session to use is still being worked out (no request should go out yet). */
  ready: boolean;
  /** The state's sessions that hold bills, with their counts (one state only). */
  sessionsWithBills: FacetBucket[] | undefined;
};

/**
 * The state and session a bill list is for: the URL's, else the app's (header picker). When that session has no
 * bills in the state (e.g. the sessions list is not loaded), the state's newest session with bills is used.
 */
export function useBillScope(filters: BillFilters, legislative: LegislativeDefaults): BillScope {
  const resolved = resolveBillQuery(filters, legislative);
  const stateCode = resolved.query.stateCode ?? ALL_STATES_KEY;
  const sessionsQuery = useBills({ stateCode, pageSize: 1 }, { enabled: stateCode !== ALL_STATES_KEY });
  const sessionsWithBills = sessionsQuery.data?.facets.session;
  const implicitSession = !filters.sessionCode && !filters.anySession && stateCode !== ALL_STATES_KEY;

  let query = resolved.query;
  if (implicitSession && sessionsWithBills && sessionsWithBills.length > 0) {
    if (!sessionsWithBills.some((bucket) => bucket.value === query.sessionCode)) {
      const newest = sortSessionsNewestFirst(sessionsWithBills.map((bucket) => ({ id: bucket.value })))[0];
      query = { ...query, sessionCode: newest?.id };
    }
  }
  const ready = resolved.ready && (!implicitSession || !sessionsQuery.isPending);
  return { query, stateCode, ready, sessionsWithBills };
}
