import { cn } from '@/lib/utils';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="7" fill="#0b2545" />
      <path d="M16 6 7 11v2h18v-2zM9 14h3v8H9zm5.5 0h3v8h-3zM20 14h3v8h-3zM7 23h18v3H7z" fill="#5fd4c4" />
    </svg>
  );
}

/** The mark and the wordmark; `showName={false}` keeps only the mark (collapsed sidebar). */
export function Logo({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5 font-semibold tracking-tight', className)}>
      <LogoMark />
      {showName && <span className="text-lg">Statehouse</span>}
    </span>
  );
}
