import { states } from '@statehouse/shared/reference/states';
import type { SimilarBill } from '@statehouse/shared/similar-bills/similar-bills.schemas';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { ExportMenu } from '@/components/export-menu';
import { QueryState } from '@/components/query-state';
import type { ExportColumn } from '@/components/table-export';
import { Badge } from '@/components/ui/badge';
import { useUrlParams } from '@/hooks/use-url-params';
import { cn } from '@/lib/utils';
import { useSimilarBills } from '../api/get-similar-bills';
import { comparedOn, percent, relationLabels } from './labels';
import { SharedPassages } from './shared-passages';

const exportColumns: readonly ExportColumn<SimilarBill>[] = [
  { header: 'Bill', width: 14, value: (row) => row.identifier },
  { header: 'State', width: 8, value: (row) => row.stateCode },
  { header: 'Session', width: 24, value: (row) => row.sessionName ?? '' },
  { header: 'Title', width: 60, value: (row) => row.title },
  { header: 'Similarity', width: 10, value: (row) => percent(row.similarity) },
  {
    header: 'Relation',
    width: 14,
    value: (row) => (row.relation ? (relationLabels[row.relation] ?? row.relation) : ''),
  },
  { header: 'Shared words', width: 12, value: (row) => String(row.sharedWords) },
  { header: 'Shared passages', width: 12, value: (row) => String(row.passageCount) },
  { header: 'Bill id', width: 24, value: (row) => row.billId },
];

function MatchButton({ match, selected, onSelect }: { match: SimilarBill; selected: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        'flex w-full flex-col gap-1 rounded-lg border p-3 text-left transition-colors hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        selected && 'border-primary bg-primary/5',
      )}
    >
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{match.identifier}</span>
        <Badge variant="outline">{match.stateCode}</Badge>
        {match.relation && <Badge variant="secondary">{relationLabels[match.relation] ?? match.relation}</Badge>}
        <span className="ml-auto text-sm font-semibold tabular-nums" title="Estimated Jaccard similarity of the texts">
          {percent(match.similarity)} similar
        </span>
      </span>
      <span className="line-clamp-2 text-sm text-muted-foreground">{match.title}</span>
      <span className="text-xs text-muted-foreground">
        {match.passageCount === 0
          ? 'No passage of 12 or more words shared'
          : `${match.sharedWords} words in ${match.passageCount} shared ${match.passageCount === 1 ? 'passage' : 'passages'}`}
        {match.sessionName ? ` · ${match.sessionName}` : ''}
      </span>
    </button>
  );
}

function MatchDetail({ billLabel, match }: { billLabel: string; match: SimilarBill }) {
  return (
    <section aria-label={`Shared passages with ${match.identifier}`} className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className="text-base font-semibold">
          Shared with{' '}
          <EntityLink kind="bill" id={match.billId}>
            {match.stateCode} {match.identifier}
          </EntityLink>
        </h3>
        <span className="text-sm text-muted-foreground">
          {percent(match.coverage)} of this bill · {comparedOn(match.text).replace('this bill', 'that bill')}
        </span>
      </div>
      {match.passages.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          The texts are alike in wording spread through them, but share no passage of 12 or more words in a row.
        </p>
      ) : (
        <>
          {match.passageCount > match.passages.length && (
            <p className="text-sm text-muted-foreground">
              The {match.passages.length} longest of {match.passageCount} shared passages.
            </p>
          )}
          <SharedPassages
            passages={match.passages}
            leftLabel={`This bill (${billLabel})`}
            rightLabel={`${match.stateCode} ${match.identifier}`}
          />
        </>
      )}
    </section>
  );
}

/**
 * The Similar bills tab: bills whose text is most like this one across every state (or one, `similarState` in the
 * URL), and the passages the selected one shares with it side by side (`match` in the URL). Decision 044.
 */
export function SimilarBillsPanel({ billId, billLabel }: { billId: string; billLabel: string }) {
  const [searchParams, setSearchParams, latestParams] = useUrlParams();
  const state = searchParams.get('similarState') ?? undefined;
  const similar = useSimilarBills(billId, state);
  const setParam = (name: string, value: string | undefined) => {
    const params = latestParams();
    if (value) params.set(name, value);
    else params.delete(name);
    if (name === 'similarState') params.delete('match');
    setSearchParams(params, { replace: true });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">State</span>
          <select
            className="h-9 rounded-md border bg-background px-2 text-sm"
            value={state ?? ''}
            onChange={(event) => setParam('similarState', event.target.value || undefined)}
          >
            <option value="">Every state</option>
            {states.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
        {similar.data && similar.data.matches.length > 0 && (
          <div className="ml-auto">
            <ExportMenu
              columns={exportColumns}
              loadRows={async () => similar.data?.matches ?? []}
              total={similar.data.matches.length}
              noun="similar bills"
              fileStem={`similar-bills-${billId.toLowerCase()}`}
            />
          </div>
        )}
      </div>
      <QueryState query={similar} label="similar bills">
        {(data) => {
          if (data.matches.length === 0)
            return (
              <EmptyState
                title="No similar bills found"
                reason={
                  state
                    ? `No bill of ${states.find((item) => item.id === state)?.name ?? state} shares enough text with this one. Try every state.`
                    : 'No other bill shares enough text with this one.'
                }
              />
            );
          const selected = data.matches.find((match) => match.billId === searchParams.get('match')) ?? data.matches[0];
          return (
            <div className="flex flex-col gap-3">
              <p className="text-sm text-muted-foreground">
                {comparedOn(data.text)} The text index proposed {data.candidates}{' '}
                {data.candidates === 1 ? 'bill' : 'bills'}; the most similar come first.
              </p>
              <div className="grid gap-4 lg:grid-cols-[minmax(16rem,22rem)_1fr]">
                <ul className="flex flex-col gap-2" aria-label="Similar bills">
                  {data.matches.map((match) => (
                    <li key={match.billId}>
                      <MatchButton
                        match={match}
                        selected={match.billId === selected?.billId}
                        onSelect={() => setParam('match', match.billId)}
                      />
                    </li>
                  ))}
                </ul>
                {selected && <MatchDetail billLabel={billLabel} match={selected} />}
              </div>
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}
