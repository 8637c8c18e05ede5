import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export type DetailTab = {
  value: string;
  label: string;
  /** Shown as "Votes (3)" when above zero. */
  count?: number;
  content: ReactNode;
};

export type DetailPageProps = {
  /** The list this record belongs to: the link above the header. */
  back: { to: string; label: string };
  /** The header (DetailHeader), or undefined while the record loads (skeletons stand in). */
  header: ReactNode | undefined;
  /** "Loading bill": what the skeletons announce. */
  loadingLabel: string;
  /** The tabs' accessible name, e.g. "Bill sections". */
  tabsLabel: string;
  tabs: readonly DetailTab[];
  tab: string;
  onTabChange: (tab: string) => void;
};

/**
 * The frame of every record page (bill first; member, committee, statute, company next): a link back to the
 * list, the header, and a tab for each part, scrolling sideways on narrow screens. Use with useUrlTab, which
 * keeps the open tab in the URL.
 */
export function DetailPage({ back, header, loadingLabel, tabsLabel, tabs, tab, onTabChange }: DetailPageProps) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <Link
        to={back.to}
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      {header === undefined ? (
        <div role="status" aria-label={loadingLabel} className="flex flex-col gap-3">
          <Skeleton className="h-8 w-40" />
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : (
        <>
          {header}
          <Tabs value={tab} onValueChange={onTabChange} className="mt-5">
            <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
              <TabsList aria-label={tabsLabel} className="w-max">
                {tabs.map((item) => (
                  <TabsTrigger key={item.value} value={item.value}>
                    {item.label}
                    {item.count !== undefined && item.count > 0 ? ` (${item.count})` : ''}
                  </TabsTrigger>
                ))}
              </TabsList>
            </div>
            <div className="mt-5">
              {tabs.map((item) => (
                <TabsContent key={item.value} value={item.value}>
                  {item.content}
                </TabsContent>
              ))}
            </div>
          </Tabs>
        </>
      )}
    </div>
  );
}

/**
 * A record's header: the title (with an accessible long name), badges beside it, a line of facts under it,
 * then whatever the record adds (a summary, a progress bar).
 */
export function DetailHeader({
  title,
  srTitle,
  badges,
  meta,
  children,
  footer,
  actions,
}: {
  title: ReactNode;
  /** Read after the title by screen readers only, e.g. the bill's full title after its number. */
  srTitle?: string;
  badges?: ReactNode;
  meta?: ReactNode;
  children?: ReactNode;
  /** Under the title block, e.g. a progress bar. */
  footer?: ReactNode;
  /** Buttons for the record (track, tag, alert), beside the title on wide screens and under it on phones. */
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 border-b pb-5">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
            {title}
            {srTitle && <span className="sr-only">: {srTitle}</span>}
          </h1>
          {badges}
          {actions && <div className="flex flex-wrap items-center gap-2 sm:ml-auto">{actions}</div>}
        </div>
        {meta && <p className="text-sm text-muted-foreground">{meta}</p>}
        {children}
      </div>
      {footer}
    </header>
  );
}
