import type { MemberBillList } from '@statehouse/shared/members/members.schemas';
import { EntityLink } from '@/components/entity-link';
import { formatDay } from '@/lib/format-date';

/** One list of the Bills tab (sponsored, authored or passed), each bill linking /bills/:id. */
export function MemberBillSection({
  title,
  list,
  empty,
}: {
  title: string;
  list: MemberBillList | null;
  empty: string;
}) {
  const headingId = `bills-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="font-medium">
        {title} <span className="text-sm font-normal text-muted-foreground">({list?.total ?? 0})</span>
      </h2>
      {!list || list.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {list.data.map((bill) => (
            <li key={bill.id} className="flex flex-col gap-0.5 p-3 sm:flex-row sm:items-baseline sm:gap-3">
              <EntityLink
                kind="bill"
                id={bill.id}
                className="shrink-0 font-medium text-primary underline-offset-4 hover:underline sm:w-28"
              >
                {bill.identifier}
              </EntityLink>
              <span className="min-w-0 flex-1">{bill.title}</span>
              <span className="shrink-0 text-xs text-muted-foreground">
                {bill.isPrimary ? 'Primary sponsor' : bill.classification}
                {bill.lastActionDate ? ` · ${formatDay(bill.lastActionDate)}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      {list && list.total > list.data.length && (
        <p className="text-xs text-muted-foreground">
          Showing the {list.data.length} most recent of {list.total}.
        </p>
      )}
    </section>
  );
}
