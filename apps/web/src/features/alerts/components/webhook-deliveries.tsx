import type { WebhookDeliveryStatus } from '@statehouse/shared/alerts/webhooks.schemas';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ListPagination } from '@/components/list-page/list-pagination';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';

const PAGE_SIZE = 10;

const statusBadge: Record<
  WebhookDeliveryStatus,
  { label: string; variant: 'default' | 'secondary' | 'destructive' | 'outline' }
> = {
  sent: { label: 'Sent', variant: 'default' },
  pending: { label: 'Waiting', variant: 'outline' },
  failed: { label: 'Failed, will retry', variant: 'secondary' },
  dead: { label: 'Gave up', variant: 'destructive' },
};

const time = (iso: string | null) => formatDateTime(iso, '—');
const delay = (ms: number | null) => (ms === null ? '—' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`);

/** A webhook's delivery log, newest first, ten at a time. */
export function WebhookDeliveries({ webhookId, name }: { webhookId: number; name: string }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(webhookId, { page, pageSize: PAGE_SIZE });
  return (
    <QueryState query={deliveries} label="delivery log">
      {(data) => {
        if (data.total === 0) {
          return (
            <EmptyState
              title="No deliveries yet"
              reason="Send a test event, or wait for the next alert on the account's bills."
            />
          );
        }
        const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
        return (
          <div className="grid grid-cols-1 gap-2">
            {/* Phones: one card per delivery; wider screens: the table. */}
            <ul className="grid grid-cols-1 gap-2 sm:hidden" aria-label={`Deliveries to ${name}`}>
              {data.data.map((delivery) => (
                <li key={delivery.id} className="grid grid-cols-1 gap-1 rounded-md border p-2 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span>{delivery.event.replaceAll('_', ' ')}</span>
                    <Badge variant={statusBadge[delivery.status].variant}>{statusBadge[delivery.status].label}</Badge>
                  </div>
                  <span className="text-xs text-muted-foreground">
                    {time(delivery.createdAt)} · response {delivery.lastResponseStatus ?? '—'} · {delivery.attempts}{' '}
                    attempt{delivery.attempts === 1 ? '' : 's'} · delay {delay(delivery.delayMs)}
                  </span>
                  {(delivery.lastError ?? delivery.nextAttemptAt) && (
                    <span className="break-words text-xs text-muted-foreground">
                      {delivery.lastError ?? `Next try ${time(delivery.nextAttemptAt)}`}
                    </span>
                  )}
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto sm:block">
              <table className="w-full min-w-[640px] text-sm">
                <caption className="sr-only">Deliveries to {name}</caption>
                <thead>
                  <tr className="border-b text-left text-muted-foreground">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Queued
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Event
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Status
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Response
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Attempts
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Delay
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Error or next try
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((delivery) => (
                    <tr key={delivery.id} className="border-b last:border-0 align-top">
                      <td className="py-2 pr-3 whitespace-nowrap">{time(delivery.createdAt)}</td>
                      <td className="py-2 pr-3">{delivery.event.replaceAll('_', ' ')}</td>
                      <td className="py-2 pr-3">
                        <Badge variant={statusBadge[delivery.status].variant}>
                          {statusBadge[delivery.status].label}
                        </Badge>
                      </td>
                      <td className="py-2 pr-3">{delivery.lastResponseStatus ?? '—'}</td>
                      <td className="py-2 pr-3">{delivery.attempts}</td>
                      <td className="py-2 pr-3">{delay(delivery.delayMs)}</td>
                      <td className="py-2 break-words text-muted-foreground">
                        {delivery.lastError ??
                          (delivery.nextAttemptAt ? `Next try ${time(delivery.nextAttemptAt)}` : '—')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ListPagination
              label={`Pages of deliveries to ${name}`}
              page={page}
              pageSize={data.pageSize}
              total={data.total}
              onPage={setPage}
              summary={`${data.total} deliver${data.total === 1 ? 'y' : 'ies'} · page ${data.page} of ${pages}`}
            />
          </div>
        );
      }}
    </QueryState>
  );
}
