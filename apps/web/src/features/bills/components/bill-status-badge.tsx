import { cn } from '@/lib/utils';

const tone: Record<number, string> = {
  0: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  1: 'bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-100',
  2: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-900/60 dark:text-indigo-100',
  3: 'bg-violet-100 text-violet-800 dark:bg-violet-900/60 dark:text-violet-100',
  4: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100',
  5: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100',
  6: 'bg-zinc-200 text-zinc-700 dark:bg-zinc-800 dark:text-zinc-200',
};

/** A bill's current status (codes 0-6) as a coloured pill. */
export function BillStatusBadge({ status, label, className }: { status: number; label: string; className?: string }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex w-fit shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tone[status] ?? tone[0],
        className,
      )}
    >
      {label}
    </span>
  );
}
