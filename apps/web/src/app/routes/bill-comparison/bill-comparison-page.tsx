import { ALL_STATES_KEY } from '@statehouse/shared/reference/states';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { useComparison } from '@/features/bill-comparison/api/compare-bills';
import { ComparisonResults } from '@/features/bill-comparison/components/comparison-results';
import {
  comparisonRequest,
  formatSide,
  parseSide,
  type SideChoice,
} from '@/features/bill-comparison/components/comparison-side';
import { useLegislative } from '@/features/sessions/sessions-provider';
import { SidePicker } from './side-picker';

const MISSING_BILL = 'Choose a bill from the suggestions: type its number (HB 1) or words of its title.';

/**
 * /bill/compare?left=TX-892-HB-1:546&right=TX-892-HB-1:548: two bills or two versions, the choice in the URL. Bills
 * are picked by number or title in the state and session chosen in the header.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const legislative = useLegislative();
  const urlLeft = parseSide(searchParams.get('left'));
  const urlRight = parseSide(searchParams.get('right'));
  const [left, setLeft] = useState<SideChoice | null>(urlLeft);
  const [right, setRight] = useState<SideChoice | null>(urlRight);
  const [tried, setTried] = useState(false);
  const request = comparisonRequest(urlLeft, urlRight);
  const comparison = useComparison(request);
  const stateCode = legislative.stateCode;
  const stateName =
    stateCode === ALL_STATES_KEY ? 'all states' : legislative.states.find((state) => state.id === stateCode)?.name;
  const sessionName = legislative.sessions.find((session) => session.id === legislative.sessionCode)?.name;
  const scopeLabel = stateName ? [stateName, sessionName].filter(Boolean).join(', ') : undefined;
  const named = (side: 'left' | 'right') => {
    const version = comparison.data?.[side];
    return version ? { id: version.billId, identifier: version.identifier, title: version.title } : undefined;
  };
  return (
    <div className="flex flex-col gap-6 p-4 md:p-6">
      <div>
        <h1 className="font-semibold text-2xl">Compare Bills</h1>
        <p className="text-muted-foreground text-sm">
          Two bills, or two versions of one bill: the words inserted and deleted, the sections changed and the statute
          sections they touch.
          {scopeLabel && ` Bills are suggested from ${scopeLabel} (change it in the header).`}
        </p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-3 md:flex-row md:items-stretch"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (left && right) setSearchParams({ left: formatSide(left), right: formatSide(right) });
        }}
      >
        <SidePicker
          label="From (older)"
          value={left}
          onChange={setLeft}
          stateCode={stateCode}
          sessionCode={legislative.sessionCode}
          scopeLabel={scopeLabel}
          known={named('left')}
          error={tried && !left ? MISSING_BILL : undefined}
        />
        <SidePicker
          label="To (newer)"
          value={right}
          onChange={setRight}
          stateCode={stateCode}
          sessionCode={legislative.sessionCode}
          scopeLabel={scopeLabel}
          known={named('right')}
          error={tried && !right ? MISSING_BILL : undefined}
        />
        <Button type="submit" className="md:self-end">
          Compare
        </Button>
      </form>
      {request ? (
        <QueryState query={comparison} label="comparison">
          {(data) => <ComparisonResults comparison={data} />}
        </QueryState>
      ) : (
        <p className="text-muted-foreground text-sm">
          Choose a bill on each side (the same bill twice to compare its versions), then Compare.
        </p>
      )}
    </div>
  );
}
