import type { Tag } from '@statehouse/shared/tags/tags.schemas';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { TagsManager } from '@/features/tags/components/tags-manager';
import { useAccountTrackedBills } from '@/features/tracking/api/get-account-tracked-bills';
import { useUser } from '@/lib/current-user';

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;

/** How many bills the lobbyists tagged with this tag (the tracking feature's account list), opening them. */
function LobbyistTagBills({ tag }: { tag: Tag }) {
  const count = useAccountTrackedBills({ lobbyistUsersOnly: true, tagIds: [tag.id], page: 1, pageSize: 1 });
  const total = count.data?.total;
  return (
    <span className="flex flex-col gap-0.5">
      {count.isError ? (
        <span className="text-muted-foreground">Lobbyists’ bills could not be counted</span>
      ) : total === undefined ? (
        <span className="text-muted-foreground">Counting lobbyists’ bills…</span>
      ) : total === 0 ? (
        <span className="text-muted-foreground">Not used by your lobbyists yet</span>
      ) : (
        <Link
          to={`${paths.lobbyist.trackedBills}?tagIds=${tag.id}`}
          className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
          aria-label={`${plural(total, 'bill', 'bills')} your lobbyists tagged ${tag.name}`}
        >
          {plural(total, 'bill', 'bills')} by your lobbyists
        </Link>
      )}
      <span className="text-xs text-muted-foreground">{plural(tag.billCount, 'bill', 'bills')} in all</span>
    </span>
  );
}

/**
 * /bill-tags: the tags feature's manager (create, share, search and page in the URL), each tag with the bills the
 * account's lobbyists tagged with it, opening /tracked-bills filtered by that tag. The count reads the account list,
 * which only the organization (admins and users) may: others see the tags' own counts.
 */
export function Component() {
  const { isFullUser } = useUser();
  return (
    <TagsManager
      title="Bill Tags"
      description="The tags your lobbyists use to organize bills: how many bills they tagged with each, and the tag's bills in all. A lobbyist's personal tags stay theirs; their bills are on Tracked Bills."
      billsLink={isFullUser ? (tag) => <LobbyistTagBills tag={tag} /> : undefined}
    />
  );
}
