import { getStateName } from '@statehouse/shared/reference/states';
import type { CoverageKind, DataCoverage, StateCoverage } from '@statehouse/shared/status/status.schemas';
import { DatabaseIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/config/paths';
import { useDataCoverage } from '@/lib/api/get-data-coverage';

/** What each kind of data is called in a sentence. */
const kindNames: Record<CoverageKind, string> = {
  bills: 'bills',
  billTexts: 'bill texts',
  rollCalls: 'roll calls',
  hearings: 'hearings',
  lobbying: 'lobbyist registrations',
  campaignFinance: 'campaign-finance filings',
  statutes: 'statute sections',
  regulations: 'regulations',
};

/** US is Congress and the federal sources (FEC filings, the CFR). */
const placeName = (code: string) => (code === 'US' ? 'the federal data' : (getStateName(code) ?? code));

/** Where a state's data of this kind is shown: the bills list, the calendar at its first date, /lobby, the filings. */
export function coverageLink(kind: CoverageKind, state: StateCoverage): string {
  const code = encodeURIComponent(state.stateCode);
  switch (kind) {
    case 'hearings':
      return `${paths.calendar}?states=${code}${state.from ? `&date=${state.from}` : ''}`;
    case 'lobbying':
      return `${paths.lobby.home}?state=${code}`;
    case 'campaignFinance':
      return `${paths.campaignFinance}?stateCode=${code}`;
    case 'statutes':
      return paths.statutes.list;
    case 'regulations':
      return paths.regulations.list;
    default:
      return `${paths.bills.list}?stateCode=${code}`;
  }
}

/**
 * The states that have this kind of data when `stateCode` has none (null when it has some, or coverage is unknown),
 * most rows first and states before the federal data.
 */
export function statesWithKind(
  coverage: DataCoverage | undefined,
  kind: CoverageKind,
  stateCode: string,
): StateCoverage[] | null {
  const states = coverage?.kinds.find((entry) => entry.kind === kind)?.states;
  if (!states || states.some((state) => state.stateCode === stateCode)) return null;
  return [...states].sort((a, b) => Number(a.stateCode === 'US') - Number(b.stateCode === 'US'));
}

/**
 * An empty screen that says why when the reason is the data, not the item: when the state has no data of this kind
 * at all (Texas has no roll calls in the sample), it says so and links to a state that has it ("No roll calls in the
 * sample for Texas; see South Dakota"). When the state has such data, or before the coverage is known, it shows
 * `children`, the screen's own message for this item. One rule for every screen (decision 065): the server says which
 * states have which data (GET /api/status/coverage).
 */
export function NoDataInState({
  kind,
  stateCode,
  children,
  className,
}: {
  kind: CoverageKind;
  stateCode: string;
  /** The screen's own empty message, shown when the state does have data of this kind. */
  children: ReactNode;
  className?: string;
}) {
  const coverage = useDataCoverage();
  const others = statesWithKind(coverage.data, kind, stateCode);
  if (!others || !coverage.data) return <>{children}</>;

  const what = kindNames[kind];
  const where = coverage.data.sample ? 'in the sample' : 'in this database';
  const [best] = others;
  const title = `No ${what} ${where} for ${placeName(stateCode)}`;
  if (!best) {
    return (
      <EmptyState icon={DatabaseIcon} className={className} title={title} reason={`No state has ${what} ${where}.`} />
    );
  }
  const named = others.slice(0, 3).map((state) => placeName(state.stateCode));
  const more = others.length > named.length ? ` and ${others.length - named.length} more` : '';
  return (
    <EmptyState
      icon={DatabaseIcon}
      className={className}
      title={`${title}; see ${placeName(best.stateCode)}`}
      reason={`The ${what} ${where} are from ${named.join(', ')}${more}.`}
    >
      <Link className="text-sm font-medium underline underline-offset-4" to={coverageLink(kind, best)}>
        See {placeName(best.stateCode)}
      </Link>
    </EmptyState>
  );
}
