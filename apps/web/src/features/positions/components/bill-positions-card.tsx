import type { PositionTag } from '@statehouse/shared/positions/positions.schemas';
import { useId, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { SectionCard } from '@/components/section-card';
import { useBillPositions } from '../api/get-bill-positions';
import { PositionEditor } from './position-editor';
import { PositionHistory } from './position-history';

/**
 * The bill page's position card: the account's own position, one per tag (a client or an issue), and the history
 * of every change. `tagOptions` are the tags the caller may take a position for (the route passes them in).
 */
export function BillPositionsCard({ billId, tagOptions = [] }: { billId: string; tagOptions?: PositionTag[] }) {
  const query = useBillPositions(billId);
  const selectId = useId();
  const [addedTags, setAddedTags] = useState<PositionTag[]>([]);
  return (
    <SectionCard
      title="Position"
      description="Where your account stands on this bill. Every change is kept with who and when."
    >
      <QueryState query={query} label="positions">
        {(reply) => {
          const own = reply.data.find((position) => position.tag === null) ?? null;
          const tagged = reply.data.filter((position) => position.tag !== null);
          const taken = new Set(tagged.map((position) => position.tag?.id));
          const pending = addedTags.filter((tag) => !taken.has(tag.id));
          const shown = new Set([...taken, ...pending.map((tag) => tag.id)]);
          const addable = tagOptions.filter((tag) => !shown.has(tag.id));
          return (
            <div className="flex flex-col gap-5">
              {!reply.canEdit && (
                <p className="text-xs text-muted-foreground">Admins and users set positions; you can read them.</p>
              )}
              <PositionEditor
                key={`own-${own?.updatedAt ?? 'none'}`}
                billId={billId}
                tag={null}
                current={own}
                canEdit={reply.canEdit}
              />
              {tagged.map((position) => (
                <PositionEditor
                  key={`${position.tag?.id}-${position.updatedAt}`}
                  billId={billId}
                  tag={position.tag}
                  current={position}
                  canEdit={reply.canEdit}
                />
              ))}
              {pending.map((tag) => (
                <PositionEditor
                  key={`${tag.id}-new`}
                  billId={billId}
                  tag={tag}
                  current={null}
                  canEdit={reply.canEdit}
                />
              ))}
              {reply.canEdit && addable.length > 0 && (
                <div className="flex flex-wrap items-center gap-2">
                  <label htmlFor={selectId} className="text-sm text-muted-foreground">
                    Position for a client or issue
                  </label>
                  <select
                    id={selectId}
                    value=""
                    onChange={(event) => {
                      const tag = addable.find((option) => String(option.id) === event.target.value);
                      if (tag) setAddedTags((current) => [...current, tag]);
                    }}
                    className="h-8 rounded-md border border-input bg-background px-2 text-sm"
                  >
                    <option value="">Choose a tag…</option>
                    {addable.map((tag) => (
                      <option key={tag.id} value={tag.id}>
                        {tag.name}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              <PositionHistory history={reply.history ?? []} />
            </div>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
