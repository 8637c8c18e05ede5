import { stateCodeOfKey } from '@statehouse/shared/reference/states';
import { TAGS_MAX_PAGE_SIZE } from '@statehouse/shared/tags/tags.schemas';
import { useLegislative } from '@/features/sessions/sessions-provider';
import { useTags } from '@/features/tags/api/get-tags';
import { TrackListUpload } from '@/features/tracking/components/track-list-upload';

/**
 * /upload-track-list: starts from the app's state and session (the header's picker); choosing another state here
 * adopts it for the app, which loads that state's sessions for the session list.
 */
export function Component() {
  const legislative = useLegislative();
  const tags = useTags({ pageSize: TAGS_MAX_PAGE_SIZE });
  const states = legislative.states.filter((state) => stateCodeOfKey(state.id) !== undefined);
  return (
    <TrackListUpload
      stateOptions={states}
      sessionsFor={(stateCode) => (stateCode === legislative.stateCode ? legislative.sessions : [])}
      defaultState={legislative.stateCode}
      defaultSession={legislative.sessionCode}
      onStateChange={(stateCode) => legislative.adopt({ stateCode })}
      tags={tags.data?.data ?? []}
    />
  );
}
