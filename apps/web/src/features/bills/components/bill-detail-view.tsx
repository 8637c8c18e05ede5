import { formatCalendarDate } from '@statehouse/shared/common/plain-format';
import { FileQuestionIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailHeader, DetailPage } from '@/components/detail-page/detail-page';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useUrlTab } from '@/hooks/use-url-tab';
import { ApiError } from '@/lib/api-client';
import { useBill } from '../api/get-bill';
import { useBillCompanions } from '../api/get-bill-companions';
import { useBillHistory } from '../api/get-bill-history';
import { useBillStatutes } from '../api/get-bill-statutes';
import { useBillSubjects } from '../api/get-bill-subjects';
import { useBillVersions } from '../api/get-bill-versions';
import { useBillVotes } from '../api/get-bill-votes';
import { BillProgressBar } from './bill-progress-bar';
import {
  BillCompanionsList,
  BillHistoryTimeline,
  BillOverview,
  BillSponsors,
  BillSubjectList,
  BillVersionsList,
} from './bill-sections';
import { BillStatusBadge } from './bill-status-badge';
import { BillStatutesList } from './bill-statutes-list';
import { BillSubstitutionNote } from './bill-substitution-note';
import { BillTextViewer } from './bill-text-viewer';
import { BillVotes } from './bill-votes';

export const billTabs = [
  { value: 'overview', label: 'Overview' },
  { value: 'text', label: 'Text' },
  { value: 'versions', label: 'Versions' },
  { value: 'history', label: 'History' },
  { value: 'votes', label: 'Votes' },
  { value: 'hearings', label: 'Hearings' },
  { value: 'sponsors', label: 'Sponsors' },
  { value: 'subjects', label: 'Subjects' },
  { value: 'related', label: 'Related bills' },
  { value: 'statutes', label: 'Statutes' },
  { value: 'similar', label: 'Similar bills' },
  { value: 'provenance', label: 'Provenance' },
  { value: 'team', label: 'Team' },
] as const;
type BillTab = (typeof billTabs)[number]['value'];

function TextTab({
  billId,
  versionId,
  onVersion,
  stateCode,
}: {
  billId: string;
  versionId?: number;
  onVersion: (id: number) => void;
  stateCode: string | undefined;
}) {
  const versions = useBillVersions(billId);
  return (
    <QueryState query={versions} label="versions">
      {(data) => (
        <BillTextViewer
          billId={billId}
          versions={data.items}
          versionId={versionId}
          onVersionChange={onVersion}
          stateCode={stateCode}
        />
      )}
    </QueryState>
  );
}

function VersionsTab({ billId, onRead }: { billId: string; onRead: (id: number) => void }) {
  const versions = useBillVersions(billId);
  return (
    <QueryState query={versions} label="versions">
      {(data) => {
        // Compare versions: the first and the latest version with text, on /bill/compare.
        const withText = data.items.filter((version) => version.hasText);
        const first = withText[0];
        const last = withText[withText.length - 1];
        return (
          <div className="flex flex-col gap-3">
            {first && last && first.id !== last.id && (
              <Link
                className="self-start text-sm underline"
                to={`/bill/compare?left=${billId}:${first.id}&right=${billId}:${last.id}`}
              >
                Compare versions
              </Link>
            )}
            <BillVersionsList versions={data.items} onRead={onRead} />
          </div>
        );
      }}
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

function VotesTab({ billId, stateCode }: { billId: string; stateCode: string | undefined }) {
  const votes = useBillVotes(billId);
  return (
    <QueryState query={votes} label="votes">
      {(data) => <BillVotes votes={data.items} stateCode={stateCode} />}
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
    <EmptyState
      variant="page"
      icon={FileQuestionIcon}
      titleAs="h1"
      title="Bill not found"
      reason={
        <>
          There is no bill <span className="font-mono">{billId}</span> in Statehouse. Check the link, or search for it.
        </>
      }
    >
      <Button asChild>
        <Link to={paths.bills.list}>Search bills</Link>
      </Button>
    </EmptyState>
  );
}

export type BillDetailSlots = {
  /** Header buttons from other features (track, tags, alerts), composed by the route. */
  actions?: ReactNode;
  /** The Team tab: what the account keeps on this bill (position, remarks), composed by the route. */
  team?: ReactNode;
  /** The Similar bills and Provenance tabs (text reuse across states, decision 044), composed by the route. */
  similar?: ReactNode;
  provenance?: ReactNode;
  /** The Hearings tab: recorded hearings that name the bill (committee videos), composed by the route. */
  hearings?: ReactNode;
};

/** /bills/:id: the header with status and progress, and a tab for each part of the bill (tab and version in the URL). */
export function BillDetailView({
  billId,
  actions,
  team,
  similar,
  provenance,
  hearings,
}: { billId: string } & BillDetailSlots) {
  const bill = useBill(billId);
  const { tab, setTab, searchParams } = useUrlTab(billTabs);
  const versionParam = Number(searchParams.get('version'));
  const versionId = Number.isInteger(versionParam) && versionParam > 0 ? versionParam : undefined;

  // Reading a version adds a history entry (Back returns to the list of versions); a tab switch does not.
  const readVersion = (id: number) => setTab('text', { version: String(id) });

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
  const contents: Record<BillTab, ReactNode> = {
    overview: data && <BillOverview bill={data} />,
    text: <TextTab billId={billId} versionId={versionId} onVersion={readVersion} stateCode={data?.stateCode} />,
    versions: <VersionsTab billId={billId} onRead={readVersion} />,
    history: <HistoryTab billId={billId} />,
    votes: <VotesTab billId={billId} stateCode={data?.stateCode} />,
    hearings,
    sponsors: data && <BillSponsors sponsors={data.sponsors} />,
    subjects: <SubjectsTab billId={billId} />,
    related: <RelatedTab billId={billId} />,
    statutes: <StatutesTab billId={billId} />,
    similar,
    provenance,
    team,
  };
  const slots: Partial<Record<BillTab, ReactNode>> = { team, similar, provenance, hearings };
  const counts: Partial<Record<BillTab, number>> = { votes: data?.voteCount, versions: data?.versionCount };
  return (
    <DetailPage
      back={{ to: paths.bills.list, label: 'Bills' }}
      loadingLabel="Loading bill"
      tabsLabel="Bill sections"
      tab={tab}
      onTabChange={(next) => setTab(next)}
      tabs={billTabs
        .filter((item) => !(item.value in slots) || slots[item.value] !== undefined)
        .map((item) => ({ ...item, count: counts[item.value], content: contents[item.value] }))}
      header={
        data && (
          <DetailHeader
            title={data.identifier}
            srTitle={data.title}
            badges={<BillStatusBadge status={data.status} label={data.statusLabel} className="text-sm" />}
            meta={
              <>
                {data.stateName} · {data.sessionName}
                {data.statusDate ? ` · ${data.statusLabel} ${formatCalendarDate(data.statusDate)}` : ''}
              </>
            }
            footer={<BillProgressBar progress={data.progress} />}
            actions={actions}
          >
            <BillSubstitutionNote substitutedBy={data.substitutedBy} />
            <p className="max-w-4xl text-base leading-7 sm:text-lg">{data.title}</p>
          </DetailHeader>
        )
      }
    />
  );
}
