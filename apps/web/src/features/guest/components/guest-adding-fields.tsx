import type { GuestSharedTags } from '@statehouse/shared/guest/guest.schemas';
import { states } from '@statehouse/shared/reference/states';

const selectClass = 'h-9 w-full min-w-0 rounded-md border bg-background px-2 text-sm';

/** The tag the guest's bills go to: only tags the host shares with them. */
export function SharedTagSelect({
  id,
  tags,
  value,
  onChange,
}: {
  id: string;
  tags: GuestSharedTags['items'];
  value: number | undefined;
  onChange: (tagId: number) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Shared tag
      </label>
      <select
        id={id}
        className={selectClass}
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {tags.map((tag) => (
          <option key={tag.id} value={tag.id}>
            {tag.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export function StateSelect({
  id,
  value,
  onChange,
  allLabel,
}: {
  id: string;
  value: string;
  onChange: (state: string) => void;
  /** The label of "no state chosen": all states, or a prompt to choose one. */
  allLabel: string;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        State
      </label>
      <select id={id} className={selectClass} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {states.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

export { selectClass };
