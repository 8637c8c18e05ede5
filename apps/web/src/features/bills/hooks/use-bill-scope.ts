import type { BillListParams } from '@statehouse/shared/bills/bills.schemas';
import { ALL_STATES_KEY } from '@statehouse/shared/reference/states';
import { type BillFilters, type LegislativeDefaults, resolveBillQuery } from '../utils/bill-filters';

export type BillScope = {
  /** The filters with the state and session to ask for. */
  query: Partial<BillListParams>;
  stateCode: string;
  /** False while the session to use is still being worked out (no request should go out yet). */
  ready: boolean;
};

/**
 * The state and session a bill list is for: the URL's, else the app's (header picker). The app's session of a
 * state is the one GET /api/sessions marks default, which the server chooses among the sessions with bills, so
 * no bill list is asked for here to find one.
 */
export function useBillScope(filters: BillFilters, legislative: LegislativeDefaults): BillScope {
  const { query, ready } = resolveBillQuery(filters, legislative);
  return { query, stateCode: query.stateCode ?? ALL_STATES_KEY, ready };
}
