import { stateCodeOfKey } from '@statehouse/shared/reference/states';
import { useAccount } from '@/features/accounts/account-provider';
import { CalendarPage } from '@/features/calendar/components/calendar-page';
import { useLegislative } from '@/features/sessions/sessions-provider';
import { TasksDue } from '@/features/tasks/components/tasks-due';
import { useUser } from '@/lib/current-user';

/**
 * /calendar: the app's state (the header's picker) unless the URL names states; team events for full users; the team's
 * tasks due in the same days in analyst-portal accounts.
 */
export function Component() {
  const { stateCode, states } = useLegislative();
  const { isFullUser } = useUser();
  const state = stateCodeOfKey(stateCode);
  const defaultStates = state ? [state] : [];
  const portal = useAccount().selectedAccount?.analystPortal === true;
  return (
    <CalendarPage
      defaultStates={defaultStates}
      stateOptions={states}
      canWriteTeamEvents={isFullUser}
      alongside={portal ? (range) => <TasksDue {...range} /> : undefined}
    />
  );
}
