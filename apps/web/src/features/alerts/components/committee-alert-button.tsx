import { committeeAlertKindLabels, committeeAlertKinds } from '@statehouse/shared/alerts/alert-kinds';
import { useCommitteeAlert } from '../api/get-committee-alert';
import { useSaveCommitteeAlert } from '../api/save-committee-alert';
import { FollowAlertButton } from './follow-alert-button';

/** For a committee page: alerts when the committee posts or changes a hearing, or puts a tracked bill on an agenda. */
export function CommitteeAlertButton({ committeeId, name }: { committeeId: string; name: string }) {
  const alert = useCommitteeAlert(committeeId);
  const save = useSaveCommitteeAlert();
  return (
    <FollowAlertButton
      subject={name}
      kinds={committeeAlertKinds}
      kindLabels={committeeAlertKindLabels}
      alert={alert}
      save={(choice) => save.mutateAsync({ committeeId, ...choice })}
    />
  );
}
