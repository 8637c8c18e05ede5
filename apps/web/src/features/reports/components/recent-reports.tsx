import { reportFormatLabels, reportKindLabels } from '@statehouse/shared/reports/reports.schemas';
import { DownloadIcon, FileTextIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ListPagination } from '@/components/list-page/list-pagination';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buildUrl } from '@/lib/api-client';
import { useRecentReports } from '../api/get-recent-reports';

const PAGE_SIZE = 10;

const size = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The account's reports, newest first, each with its download; paged. */
export function RecentReports() {
  const [page, setPage] = useState(1);
  const recent = useRecentReports(page, PAGE_SIZE);
  return (
    <QueryState query={recent} label="recent reports">
      {(data) =>
        data.total === 0 ? (
          <EmptyState
            variant="panel"
            icon={FileTextIcon}
            title="No reports yet"
            reason="Build a bill or vote report and download it: it is kept here for the whole team."
          />
        ) : (
          <div className="flex flex-col gap-3">
            <ul className="divide-y rounded-md border">
              {data.items.map((run) => (
                <li key={run.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{run.title}</p>
                    <p className="text-xs text-muted-foreground">
                      {reportKindLabels[run.kind]} · {reportFormatLabels[run.format]} · {when(run.createdAt)}
                      {run.schedule ? ` · ${run.schedule.name}` : run.createdBy ? ` · ${run.createdBy}` : ''}
                      {run.rowCount !== null ? ` · ${run.rowCount.toLocaleString('en-US')} rows` : ''}
                      {run.sizeBytes !== null ? ` · ${size(run.sizeBytes)}` : ''}
                    </p>
                    {run.deliveredTo?.length ? (
                      <p className="text-xs text-muted-foreground">E-mailed to {run.deliveredTo.join(', ')}</p>
                    ) : null}
                    {run.status === 'failed' && <p className="text-xs text-destructive">Failed: {run.error}</p>}
                  </div>
                  {run.status === 'done' && run.downloadUrl ? (
                    <Button asChild variant="outline" size="sm">
                      <a
                        href={buildUrl(run.downloadUrl)}
                        download
                        aria-label={`Download ${run.title} (${run.fileName})`}
                      >
                        <DownloadIcon aria-hidden="true" />
                        Download
                      </a>
                    </Button>
                  ) : (
                    <Badge variant={run.status === 'failed' ? 'destructive' : 'secondary'}>
                      {run.status === 'failed' ? 'Failed' : 'Running'}
                    </Badge>
                  )}
                </li>
              ))}
            </ul>
            {data.total > PAGE_SIZE && (
              <ListPagination
                label="Recent reports pages"
                page={page}
                pageSize={PAGE_SIZE}
                total={data.total}
                onPage={setPage}
              />
            )}
          </div>
        )
      }
    </QueryState>
  );
}
