import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format-date';
import { useAccessLog } from '../api/access-and-guests';

/** Every access of the account's portal visitors and guests: who, what, when (admins). */
export function AccessLogPanel() {
  const log = useAccessLog();
  return (
    <SectionCard title="Access log" description="Each request of a portal visitor or guest, newest first.">
      {log.isPending ? null : log.isError ? (
        <p className="text-sm text-destructive">{log.error.message}</p>
      ) : log.data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody from outside has opened your portal or guest area yet.</p>
      ) : (
        <ul className="flex max-h-96 flex-col divide-y overflow-y-auto" aria-label="Access log">
          {log.data.items.map((item) => (
            <li key={item.id} className="flex min-w-0 flex-col gap-1 py-2 text-sm sm:flex-row sm:items-center sm:gap-3">
              <Badge variant="secondary" className="self-start">
                {item.actorType}
              </Badge>
              <span className="min-w-0 truncate font-medium">{item.actorLabel}</span>
              <span className="min-w-0 truncate text-muted-foreground">{item.action}</span>
              <span className="shrink-0 text-xs text-muted-foreground sm:ml-auto">{formatDateTime(item.at)}</span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
