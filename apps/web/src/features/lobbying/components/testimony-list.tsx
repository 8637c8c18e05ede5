import type { TestimonyListReply } from '@statehouse/shared/testimony/testimony.schemas';
import { MicIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { EntityLink } from '@/components/entity-link';
import { formatDay } from '@/lib/format-date';

const positionLabels = { for: 'For', against: 'Against', on: 'Neutral' } as const;

/** Witnesses from the data's witness lists; when there are none, the reply's message says which sources have them. */
export function TestimonyList({ reply }: { reply: TestimonyListReply }) {
  if (reply.data.length === 0) {
    return <EmptyState icon={MicIcon} title="No testimony recorded" reason={reply.message ?? 'No witness lists.'} />;
  }
  return (
    <ul aria-label="Testimony" className="divide-y rounded-lg border">
      {reply.data.map((item) => (
        <li key={item.id} className="flex flex-col gap-1 p-3">
          <p className="font-medium">
            {item.witnessName}
            {item.position && (
              <span className="ml-2 rounded bg-muted px-2 py-0.5 text-xs">{positionLabels[item.position]}</span>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            {[item.witnessTitle, item.organization].filter(Boolean).join(', ')}
            {item.testifiedOn ? ` · ${formatDay(item.testifiedOn)}` : ''}
            {item.event ? ` · ${item.event.name}` : ''}
          </p>
          {(item.bill || item.company) && (
            <p className="text-sm">
              {item.bill && (
                <EntityLink kind="bill" id={item.bill.id}>
                  {item.bill.identifier}: {item.bill.title}
                </EntityLink>
              )}
              {item.bill && item.company && ' · '}
              {item.company && (
                <EntityLink kind="company" id={item.company.id}>
                  {item.company.name}
                </EntityLink>
              )}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
