import { type LatestNewsReply, type NewsItemKind, newsItemKinds } from '@statehouse/shared/dashboard/news.schemas';
import { Newspaper } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { type QueryLike, QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NewsItemRow } from './news-item-row';

/** Which kind of item the news shows: every kind, or one. */
export type NewsKindFilter = NewsItemKind | 'all';

const filterLabels: Record<NewsKindFilter, string> = {
  all: 'All',
  action: 'Actions',
  version: 'Versions',
  vote: 'Roll calls',
};

/**
 * The latest legislative news in your states and on your tracked bills (flagged), newest first, one kind or all,
 * page by page. The kind and page live in the URL.
 */
export function LatestNews({
  news,
  kind,
  page,
  onKindChange,
  onPageChange,
}: {
  news: QueryLike<LatestNewsReply> & { isPlaceholderData?: boolean };
  kind: NewsKindFilter;
  page: number;
  onKindChange: (kind: NewsKindFilter) => void;
  onPageChange: (page: number) => void;
}) {
  const states = news.data?.states;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2>Latest news</h2>
        </CardTitle>
        <CardDescription>
          {states === undefined
            ? 'Actions, versions and roll calls on your tracked bills and in your states.'
            : `Actions, versions and roll calls on your tracked bills and in ${
                states.length === 0
                  ? 'every state'
                  : states.length > 6
                    ? `your ${states.length} states`
                    : states.join(', ')
              }.`}
        </CardDescription>
        <fieldset className="mt-1 flex flex-wrap gap-1.5">
          <legend className="sr-only">Kind of news</legend>
          {(['all', ...newsItemKinds] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={kind === value ? 'default' : 'outline'}
              aria-pressed={kind === value}
              onClick={() => onKindChange(value)}
            >
              {filterLabels[value]}
            </Button>
          ))}
        </fieldset>
      </CardHeader>
      <CardContent>
        <QueryState query={news} label="latest news">
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState
                icon={Newspaper}
                title={page > 1 ? 'No more news' : 'No news yet'}
                reason={
                  page > 1
                    ? 'You have reached the end of the news for this filter.'
                    : 'Nothing has happened yet in your states or on your tracked bills for this filter.'
                }
              >
                {page > 1 && (
                  <Button variant="outline" size="sm" onClick={() => onPageChange(1)}>
                    Back to the newest
                  </Button>
                )}
              </EmptyState>
            ) : (
              <div aria-busy={news.isPlaceholderData} className={news.isPlaceholderData ? 'opacity-60' : undefined}>
                <ol aria-label="Latest news" className="divide-y">
                  {data.items.map((item) => (
                    <NewsItemRow key={item.id} item={item} />
                  ))}
                </ol>
                <nav aria-label="News pages" className="mt-3 flex items-center justify-between gap-2 text-sm">
                  <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
                    Newer
                  </Button>
                  <span className="text-muted-foreground">Page {page}</span>
                  <Button variant="outline" size="sm" disabled={!data.hasMore} onClick={() => onPageChange(page + 1)}>
                    Older
                  </Button>
                </nav>
              </div>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
