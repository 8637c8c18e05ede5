import type { LatestNewsReply } from '@statehouse/shared/dashboard/news.schemas';
import { Activity } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { type QueryLike, QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NewsItemRow } from './news-item-row';

/**
 * The newest actions, versions and roll calls on the bills you track, newest first; the route keeps it live (a new
 * alert refetches it). Every row opens its bill.
 */
export function ActivityFeed({ feed }: { feed: QueryLike<LatestNewsReply> }) {
  return (
    <Card id="activity" className="scroll-mt-20 gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <h2>Activity on tracked bills</h2>
          <span className="inline-flex items-center gap-1 rounded-full bg-green-600/10 px-2 py-0.5 text-xs font-medium text-green-700 dark:text-green-400">
            <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-green-600" />
            Live
          </span>
        </CardTitle>
        <CardDescription>Updates as alerts arrive, without reloading.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={feed} label="activity feed">
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState
                icon={Activity}
                title="No activity on your tracked bills yet"
                reason="Actions, new versions and roll calls on the bills you track show here as they happen."
              />
            ) : (
              <ol aria-label="Activity on tracked bills" className="divide-y">
                {data.items.map((item) => (
                  <NewsItemRow key={item.id} item={item} showTracked={false} />
                ))}
              </ol>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
