import type { ReportFormat } from '@statehouse/shared/reports/reports.schemas';
import { useId, useState } from 'react';
import { selectClass } from '@/components/form/form-field';
import { SectionCard } from '@/components/section-card';
import { Label } from '@/components/ui/label';
import { ReportDownload } from '@/features/reports/components/report-download';

const periods = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
] as const;

/**
 * The lobbyists' activity as a file, through the reports feature (POST /api/report/tracking-activity with
 * lobbyistUsersOnly): what changed on the bills they track and what the team did there, as PDF, Excel, CSV or Word.
 */
export function LobbyistActivityReport() {
  const id = useId();
  const [periodDays, setPeriodDays] = useState<number>(30);
  const [format, setFormat] = useState<ReportFormat>('pdf');
  const label = periods.find((period) => period.days === periodDays)?.label ?? `Last ${periodDays} days`;
  return (
    <SectionCard
      title="Lobbyists' activity report"
      description="Actions, votes, hearings and new versions on the bills your lobbyists track, and the team's tags, positions and remarks on them."
    >
      <div className="flex flex-col gap-4">
        <div className="flex min-w-40 flex-col gap-2 sm:max-w-xs">
          <Label htmlFor={`${id}-period`}>Period</Label>
          <select
            id={`${id}-period`}
            className={selectClass}
            value={periodDays}
            onChange={(event) => setPeriodDays(Number(event.target.value))}
          >
            {periods.map((period) => (
              <option key={period.days} value={period.days}>
                {period.label}
              </option>
            ))}
          </select>
        </div>
        <ReportDownload
          kind="tracking-activity"
          body={{ lobbyistUsersOnly: true, periodDays, title: `Lobbyists' activity, ${label.toLowerCase()}` }}
          format={format}
          onFormatChange={setFormat}
        />
      </div>
    </SectionCard>
  );
}
