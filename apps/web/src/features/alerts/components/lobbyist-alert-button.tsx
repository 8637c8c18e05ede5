import { lobbyistAlertKindLabels, lobbyistAlertKinds } from '@statehouse/shared/alerts/alert-kinds';
import { useLobbyistAlert } from '../api/get-lobbyist-alert';
import { useSaveLobbyistAlert } from '../api/save-lobbyist-alert';
import { FollowAlertButton } from './follow-alert-button';

/** For a lobbyist page: alerts on the lobbyist's new registrations and filings. */
export function LobbyistAlertButton({ lobbyistId, name }: { lobbyistId: number; name: string }) {
  const alert = useLobbyistAlert(lobbyistId);
  const save = useSaveLobbyistAlert();
  return (
    <FollowAlertButton
      subject={name}
      kinds={lobbyistAlertKinds}
      kindLabels={lobbyistAlertKindLabels}
      alert={alert}
      save={(choice) => save.mutateAsync({ lobbyistId, ...choice })}
    />
  );
}
