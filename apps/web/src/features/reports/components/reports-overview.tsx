import { reportKindLabels } from '@statehouse/shared/reports/reports.schemas';
import { FileTextIcon, VoteIcon } from 'lucide-react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { useReportStats } from '../api/get-report-stats';
import { RecentReports } from './recent-reports';
import { ReportSettingsForm } from './report-settings-form';
import { SchedulesList } from './schedules-list';

function Stats() {
  const stats = useReportStats();
  return (
    <QueryState query={stats} label="report figures">
      {(data) => (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {[
            { label: 'Reports in the last 30 days', value: data.last30Days.toLocaleString('en-US') },
            { label: 'E-mailed in the last 30 days', value: data.deliveredLast30Days.toLocaleString('en-US') },
            { label: 'Schedules', value: data.schedules.toLocaleString('en-US') },
            {
              label: 'Next scheduled',
              value: data.nextScheduledAt
                ? new Date(data.nextScheduledAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
                : 'None',
            },
          ].map((item) => (
            <div key={item.label} className="rounded-lg border p-4">
              <dt className="text-xs text-muted-foreground">{item.label}</dt>
              <dd className="mt-1 text-xl font-semibold">{item.value}</dd>
            </div>
          ))}
          {data.byKind.length > 0 && (
            <p className="col-span-full text-xs text-muted-foreground">
              All time:{' '}
              {data.byKind.map((item) => `${item.count} ${reportKindLabels[item.kind].toLowerCase()}`).join(', ')}
              {data.failedLast30Days > 0 ? ` · ${data.failedLast30Days} failed in the last 30 days` : ''}
            </p>
          )}
        </dl>
      )}
    </QueryState>
  );
}

/** /dashboard/reports: start a report, the figures, recent reports, schedules and the branding settings. */
export function ReportsOverview({ canEditSettings }: { canEditSettings: boolean }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Reports</h1>
          <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
            Build a report once, download it as PDF, Excel, CSV or Word, or have it e-mailed by itself.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/dashboard/reports/bill">
              <FileTextIcon aria-hidden="true" />
              New bill report
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard/reports/votes">
              <VoteIcon aria-hidden="true" />
              New vote report
            </Link>
          </Button>
        </div>
      </div>
      <Stats />
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title="Recent reports" description="Every report the team ran or a schedule sent.">
          <RecentReports />
        </SectionCard>
        <SectionCard title="Scheduled reports" description="E-mailed by themselves; the next run is in your time.">
          <SchedulesList />
        </SectionCard>
      </div>
      <SectionCard title="Report settings" description="The brand on every report’s cover and pages.">
        <ReportSettingsForm canEdit={canEditSettings} />
      </SectionCard>
    </div>
  );
}
