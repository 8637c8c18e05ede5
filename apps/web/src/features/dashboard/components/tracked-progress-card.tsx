import {
  type TrackedProgressReply,
  type TrackedProgressScope,
  trackedProgressScopeLabels,
  trackedProgressScopes,
} from '@statehouse/shared/dashboard/dashboard.schemas';
import { lazy, Suspense } from 'react';
import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { useTrackedProgress } from '../api/get-tracked-progress';

const TrackedProgressChart = lazy(lazyWithTimeout(() => import('./tracked-progress-chart')));

const scopeDescriptions: Record<TrackedProgressScope, string> = {
  user: 'Bills on your own tags or that you added.',
  team: 'Bills on the account tags your team shares.',
  account: 'Bills on every tag you can see in this account.',
};

const isScope = (value: string): value is TrackedProgressScope =>
  (trackedProgressScopes as readonly string[]).includes(value);

/** Tracked bills by stage for the chosen scope; the scope lives in the URL, so a link keeps it. */
export function TrackedProgressCard({
  scope,
  onScopeChange,
}: {
  scope: TrackedProgressScope;
  onScopeChange: (scope: TrackedProgressScope) => void;
}) {
  const progress = useTrackedProgress(scope);
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>
            <h2>Tracked progress</h2>
          </CardTitle>
          <CardDescription>{scopeDescriptions[scope]}</CardDescription>
        </div>
        <Tabs value={scope} onValueChange={(value) => isScope(value) && onScopeChange(value)}>
          <TabsList aria-label="Whose tracked bills">
            {trackedProgressScopes.map((value) => (
              <TabsTrigger key={value} value={value}>
                {trackedProgressScopeLabels[value]}
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
      </CardHeader>
      <CardContent>
        <QueryState query={progress} label="tracked progress">
          {(data) => <ProgressBody data={data} isUpdating={progress.isPlaceholderData} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function ProgressBody({ data, isUpdating }: { data: TrackedProgressReply; isUpdating: boolean }) {
  if (data.total === 0) {
    return (
      <p className="py-6 text-center text-sm text-muted-foreground">
        No tracked bills in this view yet. Tag a bill to see where it stands.
      </p>
    );
  }
  return (
    <div aria-busy={isUpdating} className={isUpdating ? 'opacity-60 transition-opacity' : undefined}>
      <p className="mb-2 text-sm text-muted-foreground">
        {data.total.toLocaleString('en-US')} tracked {data.total === 1 ? 'bill' : 'bills'}
      </p>
      <div aria-hidden="true">
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <TrackedProgressChart stages={data.stages} />
        </Suspense>
      </div>
      {/* The figures the bars draw, for screen readers and for reading exact counts. */}
      <dl aria-label="Tracked bills by stage" className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        {data.stages.map((bucket) => (
          <div key={bucket.stage} className="flex justify-between gap-2">
            <dt className="text-muted-foreground">{bucket.label}</dt>
            <dd className="font-medium tabular-nums">{bucket.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
