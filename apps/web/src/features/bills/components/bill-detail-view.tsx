import { ArrowLeftIcon, FileQuestionIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useBill } from '../api/get-bill';
import { useBillCompanions } from '../api/get-bill-companions';
import { useBillHistory } from '../api/get-bill-history';
import { useBillStatutes } from '../api/get-bill-statutes';
import { useBillSubjects } from '../api/get-bill-subjects';
import { useBillVersions } from '../api/get-bill-versions';
import { useBillVotes } from '../api/get-bill-votes';
import { formatDate } from '../utils/format';
import { BillProgressBar } from './bill-progress-bar';
import {
  BillCompanionsList,
  BillHistoryTimeline,
  BillOverview,
  BillSponsors,
  BillStatutesList,
  BillSubjectList,
  BillVersionsList,
} from './bill-sections';
import { BillStatusBadge } from './bill-status-badge';
import { BillSubstitutionNote } from './bill-substitution-note';
import { BillTextViewer } from './bill-text-viewer';
import { BillVotes } from './bill-votes';

export const billTabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'text', label: 'Text' },
  { value: 'versions', label: 'Versions' },
  { value: 'history', label: 'History' },
  { value: 'votes', label: 'Votes' },
  { value: 'sponsors', label: 'Sponsors' },
  { value: 'subjects', label: 'Subjects' },
  { value: 'related', label: 'Related bills' },
  { value: 'statutes', label: 'Statutes' },
] as const;
type BillTab = (typeof billTabs)[number]['value'];

/** Loading, error and data states of one tab's query. */
function QueryState<T>({
  query,
  label,
  children,
}: {
  query: { data: T | undefined; isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <div role="alert" className="flex items-center gap-3 text-sm">
        <span className="text-destructive">
          The {label} could not be loaded{query.error ? `: ${query.error.message}` : '.'}
        </span>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.isPending || query.data === undefined) {
    return (
      <div role="status" aria-label={`Loading ${label}`} className="flex flex-col gap-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-2/3" />
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

function TextTab({
  billId,
  versionId,
  onVersion,
}: {
  billId: string;
  versionId?: number;
  onVersion: (id: number) => void;
}) {
  const versions = useBillVersions(billId);
  return (
    <QueryState query={versions} label="versions">
      {(data) => (
        <BillTextViewer billId={billId} versions={data.items} versionId={versionId} onVersionChange={onVersion} />
      )}
    </QueryState>
  );
}

function VersionsTab({ billId, onRead }: { billId: string; onRead: (id: number) => void }) {
  const versions = useBillVersions(billId);
  return (
    <QueryState query={versions} label="versions">
      {(data) => <BillVersionsList versions={data.items} onRead={onRead} />}
    </QueryState>
  );
}

function HistoryTab({ billId }: { billId: string }) {
  const history = useBillHistory(billId);
  return (
    <QueryState query={history} label="history">
      {(data) => <BillHistoryTimeline actions={data.items} />}
    </QueryState>
  );
}

function VotesTab({ billId }: { billId: string }) {
  const votes = useBillVotes(billId);
  return (
    <QueryState query={votes} label="votes">
      {(data) => <BillVotes votes={data.items} />}
    </QueryState>
  );
}

function SubjectsTab({ billId }: { billId: string }) {
  const subjects = useBillSubjects(billId);
  return (
    <QueryState query={subjects} label="subjects">
      {(data) => <BillSubjectList subjects={data} />}
    </QueryState>
  );
}

function RelatedTab({ billId }: { billId: string }) {
  const companions = useBillCompanions(billId);
  return (
    <QueryState query={companions} label="related bills">
      {(data) => <BillCompanionsList companions={data.items} />}
    </QueryState>
  );
}

function StatutesTab({ billId }: { billId: string }) {
  const statutes = useBillStatutes(billId);
  return (
    <QueryState query={statutes} label="statutes">
      {(data) => <BillStatutesList statutes={data} />}
    </QueryState>
  );
}

function BillNotFound({ billId }: { billId: string }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-16 text-center">
      <FileQuestionIcon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-semibold">Bill not found</h1>
      <p className="text-muted-foreground">
        There is no bill <span className="font-mono">{billId}</span> in Statehouse. Check the link, or search for it.
      </p>
      <Button asChild>
        <Link to={paths.bills.list}>Search bills</Link>
      </Button>
    </div>
  );
}

/** /bills/:id: the header with status and progress, and a tab for each part of the bill (tab and version in the URL). */
export function BillDetailView({ billId }: { billId: string }) {
  const bill = useBill(billId);
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: BillTab = billTabs.some((item) => item.value === tabParam) ? (tabParam as BillTab) : 'overview';
  const versionParam = Number(searchParams.get('version'));
  const versionId = Number.isInteger(versionParam) && versionParam > 0 ? versionParam : undefined;

  const setTab = (next: string, version?: number) => {
    const params = new URLSearchParams(searchParams);
    if (next === 'overview') params.delete('tab');
    else params.set('tab', next);
    if (version !== undefined) params.set('version', String(version));
    setSearchParams(params, { replace: version === undefined });
  };

  if (bill.isError) {
    const status = bill.error instanceof ApiError ? bill.error.status : 0;
    if (status === 404 || status === 400) return <BillNotFound billId={billId} />;
    return (
      <div role="alert" className="mx-auto max-w-lg px-4 py-16 text-center">
        <h1 className="text-xl font-semibold">The bill could not be loaded</h1>
        <p className="mt-2 text-sm text-muted-foreground">{bill.error.message}</p>
        <Button className="mt-4" variant="outline" onClick={() => void bill.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const data = bill.data;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Link
        to={paths.bills.list}
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Bills
      </Link>
      {!data ? (
        <div role="status" aria-label="Loading bill" className="flex flex-col gap-3">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : (
        <header className="flex flex-col gap-4 border-b pb-5">
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-3">
              <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
                {data.identifier}
                <span className="sr-only">: {data.title}</span>
              </h1>
              <BillStatusBadge status={data.status} label={data.statusLabel} className="text-sm" />
            </div>
            <p className="text-sm text-muted-foreground">
              {data.stateName} · {data.sessionName}
              {data.statusDate ? ` · ${data.statusLabel} ${formatDate(data.statusDate)}` : ''}
            </p>
            <BillSubstitutionNote substitutedBy={data.substitutedBy} />
            <p className="max-w-4xl text-base leading-7 sm:text-lg">{data.title}</p>
          </div>
          <BillProgressBar progress={data.progress} />
        </header>
      )}

      {data && (
        <Tabs value={tab} onValueChange={(next) => setTab(next)} className="mt-5">
          <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <TabsList aria-label="Bill sections" className="w-max">
              {billTabs.map((item) => (
                <TabsTrigger key={item.value} value={item.value}>
                  {item.label}
                  {item.value === 'votes' && data.voteCount > 0 ? ` (${data.voteCount})` : ''}
                  {item.value === 'versions' && data.versionCount > 0 ? ` (${data.versionCount})` : ''}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          <div className="mt-5">
            <TabsContent value="overview">
              <BillOverview bill={data} />
            </TabsContent>
            <TabsContent value="text">
              <TextTab billId={billId} versionId={versionId} onVersion={(id) => setTab('text', id)} />
            </TabsContent>
            <TabsContent value="versions">
              <VersionsTab billId={billId} onRead={(id) => setTab('text', id)} />
            </TabsContent>
            <TabsContent value="history">
              <HistoryTab billId={billId} />
            </TabsContent>
            <TabsContent value="votes">
              <VotesTab billId={billId} />
            </TabsContent>
            <TabsContent value="sponsors">
              <BillSponsors sponsors={data.sponsors} />
            </TabsContent>
            <TabsContent value="subjects">
              <SubjectsTab billId={billId} />
            </TabsContent>
            <TabsContent value="related">
              <RelatedTab billId={billId} />
            </TabsContent>
            <TabsContent value="statutes">
              <StatutesTab billId={billId} />
            </TabsContent>
          </div>
        </Tabs>
      )}
    </div>
  );
}
