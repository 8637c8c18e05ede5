import { TAGS_MAX_PAGE_SIZE } from '@statehouse/shared/tags/tags.schemas';
import { useAccount } from '@/features/accounts/account-provider';
import { SubscribeButton } from '@/features/calendar/components/subscribe-button';
import { useLegislative } from '@/features/sessions/sessions-provider';
import { useTags } from '@/features/tags/api/get-tags';
import { TrackedBillsView } from '@/features/tracking/components/tracked-bills-view';
import { useTrackedBillsList } from '@/features/tracking/hooks/use-tracked-bills-list';
import { useUser } from '@/lib/current-user';
import { usePortalPeople } from '../analysts/use-portal-people';

/**
 * /track-bills: the tracking feature's list, with the tags the user sees (tags feature) as filters and bulk targets;
 * filtered to one tag, it offers that tag's calendar feed (calendar feature); in analyst-portal accounts, the
 * bills' owners with the members and teams to filter by (analysts and teams features, decision 073).
 */
export function Component() {
  const portal = useAccount().selectedAccount?.analystPortal === true;
  const { states } = useLegislative();
  const { isFullUser } = useUser();
  const tags = useTags({ pageSize: TAGS_MAX_PAGE_SIZE });
  const list = useTrackedBillsList('mine');
  const tagIds = list.filters.tagIds ?? [];
  const tag = tagIds.length === 1 ? tags.data?.data.find((item) => item.id === tagIds[0]) : undefined;
  // The portal's calls answer 403 elsewhere, so they wait for the flag; one view either way, so the list is not
  // mounted twice while the account loads.
  const owners = usePortalPeople(portal);
  return (
    <TrackedBillsView
      list={list}
      stateOptions={states}
      tags={tags.data?.data ?? []}
      canSetPosition={isFullUser}
      owners={portal ? owners : undefined}
      actions={
        tag && (
          <SubscribeButton
            feed={{ kind: 'tag', tagId: tag.id }}
            title={`Subscribe to ${tag.name}`}
            description={
              'Add this link to Outlook, Google Calendar or Apple Calendar ("subscribe from URL"). It lists the ' +
              `hearings of the bills tagged ${tag.name} and updates as they move or are cancelled.`
            }
          />
        )
      }
    />
  );
}
