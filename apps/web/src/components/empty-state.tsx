import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

const variants = {
  /** The whole page is empty (a record not found): large, centred, the title a heading. */
  page: {
    box: 'mx-auto max-w-lg px-4 py-16',
    icon: 'size-10',
    title: 'text-2xl font-semibold',
    reason: 'text-muted-foreground',
  },
  /** A part of a page is empty (a list with no results): a dashed box where the rows would be. */
  panel: {
    box: 'rounded-lg border border-dashed p-10',
    icon: 'size-8',
    title: 'font-medium',
    reason: 'max-w-md text-sm text-muted-foreground',
  },
} as const;

/**
 * Nothing to show, and why: a title that names what is missing, the reason (the filters, the link, the data
 * loaded) and, where there is one, the way on (buttons or links). Pages never show a bare "No results".
 */
export function EmptyState({
  icon: Icon,
  title,
  titleAs: Title = 'p',
  reason,
  children,
  variant = 'panel',
  className,
}: {
  icon?: LucideIcon;
  title: ReactNode;
  /** h1 when the empty state is the page itself (a record not found). */
  titleAs?: 'h1' | 'h2' | 'p';
  reason: ReactNode;
  /** The way on: buttons or links. */
  children?: ReactNode;
  variant?: keyof typeof variants;
  className?: string;
}) {
  const style = variants[variant];
  return (
    <div className={cn('flex flex-col items-center gap-3 text-center', style.box, className)}>
      {Icon && <Icon aria-hidden="true" className={cn(style.icon, 'text-muted-foreground')} />}
      <Title className={style.title}>{title}</Title>
      <p className={style.reason}>{reason}</p>
      {children}
    </div>
  );
}
