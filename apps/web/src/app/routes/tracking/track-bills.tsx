import { TAGS_MAX_PAGE_SIZE } from '@statehouse/shared/tags/tags.schemas';
import { useLegislative } from '@/features/legislative/legislative-provider';
import { useTags } from '@/features/tags/api/get-tags';
import { TrackedBillsView } from '@/features/tracking/components/tracked-bills-view';
import { useUser } from '@/lib/current-user';

/** /track-bills: the tracking feature's list, with the tags the user sees (tags feature) as filters and bulk targets. */
export function Component() {
  const { states } = useLegislative();
  const { isFullUser } = useUser();
  const tags = useTags({ pageSize: TAGS_MAX_PAGE_SIZE });
  return <TrackedBillsView stateOptions={states} tags={tags.data?.data ?? []} canSetPosition={isFullUser} />;
}
