import { DEFAULT_STATE, stateCodeOfKey } from '@statehouse/shared/reference/states';
import type { LawKind } from '@statehouse/shared/statutes/statutes.schemas';
import { useLegislative } from '@/features/sessions/sessions-provider';
import { LawBrowsePage } from '@/features/statutes/components/law-browse-page';

/** /statutes and /regs: the app's state (the header's picker) chooses the code the tree opens on. */
export function LawListRoute({ kind }: { kind: LawKind }) {
  const { stateCode } = useLegislative();
  const state = stateCodeOfKey(stateCode) ?? DEFAULT_STATE;
  return <LawBrowsePage kind={kind} defaultState={state} />;
}
