import type { CalendarFeed } from '@statehouse/shared/calendar/calendar.schemas';
import { Button } from '@/components/ui/button';
import { useCalendarFeeds } from '../api/get-calendar-feeds';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';

const describeFeed = (feed: CalendarFeed) => {
  if (feed.kind === 'committee') return 'A committee’s hearings';
  if (feed.kind === 'tag') return 'Hearings of a tag’s bills';
  const states = Array.isArray(feed.filters.stateCodes) ? (feed.filters.stateCodes as string[]) : [];
  return `Calendar: ${states.length > 0 ? states.join(', ') : 'every state'}`;
};

/** Your live feeds, newest first, each revocable (its link stops working at once). */
export function FeedList({ exceptId }: { exceptId?: number }) {
  const feeds = useCalendarFeeds(true);
  const revoke = useRevokeCalendarFeed();
  const others = feeds.data?.data.filter((feed) => feed.id !== exceptId) ?? [];
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="feeds-heading" className="flex flex-col gap-2 border-t pt-3">
      <h3 id="feeds-heading" className="text-sm font-medium">
        Your other feeds
      </h3>
      <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto text-sm">
        {others.map((feed) => (
          <li key={feed.id} className="flex items-center justify-between gap-2">
            <span>
              {describeFeed(feed)}
              <span className="text-muted-foreground"> · created {feed.createdAt.slice(0, 10)}</span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              disabled={revoke.isPending}
              onClick={() => revoke.mutate(feed.id)}
              aria-label={`Revoke ${describeFeed(feed)}, created ${feed.createdAt.slice(0, 10)}`}
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
