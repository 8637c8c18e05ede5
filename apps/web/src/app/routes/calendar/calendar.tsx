import { stateCodeOfKey } from '@statehouse/shared/reference/states';
import { CalendarPage } from '@/features/calendar/components/calendar-page';
import { useLegislative } from '@/features/sessions/sessions-provider';
import { useUser } from '@/lib/current-user';

/** /calendar: the app's state (the header's picker) unless the URL names states; team events for full users. */
export function Component() {
  const { stateCode, states } = useLegislative();
  const { isFullUser } = useUser();
  const state = stateCodeOfKey(stateCode);
  const defaultStates = state ? [state] : [];
  return <CalendarPage defaultStates={defaultStates} stateOptions={states} canWriteTeamEvents={isFullUser} />;
}
