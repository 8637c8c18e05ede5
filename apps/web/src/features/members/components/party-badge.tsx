import { cn } from '@/lib/utils';
import { partyBadgeClass } from '../utils/member-format';

/** The party code on its colour, with the party's full name for screen readers and on hover. */
export function PartyBadge({ code, name }: { code: string | null; name: string | null }) {
  if (!code && !name) return null;
  return (
    <span
      title={name ?? undefined}
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded px-1 text-xs font-semibold',
        (code && partyBadgeClass[code]) || 'bg-muted text-foreground',
      )}
    >
      <span aria-hidden="true">{code ?? name?.slice(0, 3)}</span>
      <span className="sr-only">{name ?? code}</span>
    </span>
  );
}
