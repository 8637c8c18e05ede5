import { BillsSearch } from '@/features/bills/components/bills-search';
import { useLegislative } from '@/features/legislative/legislative-provider';

/** /bills: the bills feature's search, defaulting to the state and session picked in the header. */
export function Component() {
  const { stateCode, sessionCode, isLoadingSessions, states, sessions } = useLegislative();
  return <BillsSearch legislative={{ stateCode, sessionCode, isLoadingSessions, sessions }} stateOptions={states} />;
}
