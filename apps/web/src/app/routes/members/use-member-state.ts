import { sessionCodeOfKey } from '@statehouse/shared/reference/sessions';
import { getStateName, stateCodeOfKey } from '@statehouse/shared/reference/states';
import { useLegislative } from '@/features/sessions/sessions-provider';

/**
 * The app's state and session (the header's picker, decision 018) as the members screens need them: one real
 * state (not ALL) and a real session code (the cross-state pseudo-sessions name no single session).
 */
export function useMemberState() {
  const { stateCode, sessionCode } = useLegislative();
  const state = stateCodeOfKey(stateCode);
  return {
    stateCode: state,
    stateName: state ? (getStateName(state) ?? state) : '',
    sessionCode: sessionCodeOfKey(sessionCode),
  };
}
