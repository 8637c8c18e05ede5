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
import { SidePicker } from './side-picker';

/** /bill/compare?left=TX-892-HB-1:546&right=TX-892-HB-1:548: two bills or two versions, the choice in the URL. */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlLeft = parseSide(searchParams.get('left'));
  const urlRight = parseSide(searchParams.get('right'));
  const [left, setLeft] = useState<SideChoice | null>(urlLeft);
  const [right, setRight] = useState<SideChoice | null>(urlRight);
  const request = comparisonRequest(urlLeft, urlRight);
  const comparison = useComparison(request);
  return (
    <div className="flex flex-col gap-6 p-4 md:p-6">
      <div>
        <h1 className="font-semibold text-2xl">Compare Bills</h1>
        <p className="text-muted-foreground text-sm">
          Two bills, or two versions of one bill: the words inserted and deleted, the sections changed and the statute
          sections they touch.
        </p>
      </div>
      <form
        className="flex flex-col gap-3 md:flex-row md:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (left && right) setSearchParams({ left: formatSide(left), right: formatSide(right) });
        }}
      >
        <SidePicker label="From (older)" value={left} onChange={setLeft} />
        <SidePicker label="To (newer)" value={right} onChange={setRight} />
        <Button type="submit" disabled={!left || !right}>
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
