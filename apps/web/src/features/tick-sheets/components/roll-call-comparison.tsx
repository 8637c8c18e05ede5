import { formatCalendarDate } from '@statehouse/shared/common/plain-format';
import type { TickSheetRollCall } from '@statehouse/shared/tick-sheets/tick-sheets.schemas';
import { MotionText } from '@/components/motion-text';

/** After the vote: the roll call the sheet is compared with, and how many stances the actual votes bore out. */
export function RollCallComparison({ rollCall }: { rollCall: TickSheetRollCall }) {
  const { comparison } = rollCall;
  const predicted = comparison.matched + comparison.missed;
  return (
    <section aria-labelledby="roll-call-title" className="rounded-lg border p-4">
      <h2 id="roll-call-title" className="text-base font-semibold">
        Predicted against the actual vote
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {rollCall.kind === 'committee' ? 'Committee vote' : 'Floor vote'} on{' '}
        {rollCall.date ? formatCalendarDate(rollCall.date) : 'an unknown date'}: “
        <MotionText motion={rollCall.motion} />
        ”, {rollCall.result} {rollCall.yesCount}–{rollCall.noCount}
        {rollCall.otherCount > 0 ? ` (${rollCall.otherCount} other)` : ''}.
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">Predicted yes / no</dt>
          <dd className="font-medium tabular-nums">
            {comparison.predictedYes} / {comparison.predictedNo}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Actual yes / no (this sheet)</dt>
          <dd className="font-medium tabular-nums">
            {comparison.actualYes} / {comparison.actualNo}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Stances borne out</dt>
          <dd className="font-medium tabular-nums" data-testid="comparison-matched">
            {comparison.matched} of {predicted}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Not predicted / no recorded vote</dt>
          <dd className="font-medium tabular-nums">
            {comparison.unpredicted} / {comparison.notInRollCall}
          </dd>
        </div>
      </dl>
    </section>
  );
}
