import { BillsSearch } from '@/features/bills/components/bills-search';
import { useLegislative } from '@/features/sessions/sessions-provider';

/** /bills: the bills feature's search; its state and session are the app's (the header's picker), the URL's first. */
export function Component() {
  const legislative = useLegislative();
  return <BillsSearch legislative={legislative} stateOptions={legislative.states} />;
}
