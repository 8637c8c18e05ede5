import { PlusIcon, SearchIcon, TagsIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { GUEST_SEARCH_MIN, useAddGuestBills, useGuestBillSearch } from '../api/guest-adding';
import { useGuestSharedTags } from '../api/guest-area';
import { SharedTagSelect, StateSelect } from './guest-adding-fields';

const plural = (count: number) => `${count} bill${count === 1 ? '' : 's'}`;

/**
 * /guest-track-bills: the guest finds bills by number or words, ticks them and adds them to a tag the host shares
 * with them; the host sees them as added by this guest.
 */
export function GuestTrackBills() {
  const id = useId();
  const tags = useGuestSharedTags();
  const [chosenTag, setTag] = useState<number>();
  const [state, setState] = useState('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const results = useGuestBillSearch(search, state || undefined);
  const add = useAddGuestBills();

  if (tags.isPending) return <Skeleton className="h-40" />;
  if (tags.isError) return <EmptyState title="The shared tags could not be loaded" reason={tags.error.message} />;
  const tag = tags.data.items.find((item) => item.id === chosenTag) ?? tags.data.items[0];
  if (!tag) {
    return (
      <EmptyState
        icon={TagsIcon}
        title="No tag is shared with you"
        reason="Bills are added to a tag your host shares with you. Ask them to share one."
      />
    );
  }
  const onTag = new Set(tag.bills.map((bill) => bill.id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    add.reset();
  };
  const toggle = (billId: string, on: boolean) =>
    setPicked((current) => (on ? [...current, billId] : current.filter((item) => item !== billId)));
  const addPicked = () => add.mutate({ tagId: tag.id, billIds: picked }, { onSuccess: () => setPicked([]) });

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <form
        onSubmit={submit}
        aria-label="Find bills"
        className="grid min-w-0 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)_auto] sm:items-end"
      >
        <SharedTagSelect id={`${id}-tag`} tags={tags.data.items} value={tag.id} onChange={setTag} />
        <StateSelect id={`${id}-state`} value={state} onChange={setState} allLabel="All states" />
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={`${id}-search`} className="text-sm font-medium">
            Bill number or words
          </label>
          <Input
            id={`${id}-search`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="HB 1, or words of the title"
          />
        </div>
        <Button type="submit" disabled={typed.trim().length < GUEST_SEARCH_MIN}>
          <SearchIcon aria-hidden /> Search
        </Button>
      </form>

      {add.isSuccess && (
        <p
          role="status"
          className="rounded-md border border-emerald-600/40 bg-emerald-50 p-3 text-sm dark:bg-emerald-950"
        >
          Added {plural(add.data.added)} to {add.data.tag.name}. They show on Shared Tags and Tracked Activity.
        </p>
      )}
      {add.isError && (
        <p role="alert" className="text-sm text-destructive">
          {add.error.message}
        </p>
      )}

      {search === '' ? (
        <p className="text-sm text-muted-foreground">
          Search for bills to add to {tag.name}. {tag.name} has {plural(tag.bills.length)} now.
        </p>
      ) : (
        <QueryState query={results} label="bills">
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState
                icon={SearchIcon}
                title="No bill matches"
                reason={`Nothing matches “${search}”${state ? ` in ${state}` : ''}. Try the number as the state writes it (HB 1) or other words.`}
              />
            ) : (
              <ul className="flex flex-col divide-y rounded-lg border px-4" aria-label="Bills found">
                {data.items.map((bill) => {
                  const already = onTag.has(bill.id);
                  const label = `${bill.stateCode} ${bill.identifier}`;
                  return (
                    <li key={bill.id} className="flex min-w-0 items-start gap-3 py-3">
                      <Checkbox
                        className="mt-1"
                        aria-label={`Pick ${label}`}
                        checked={already || picked.includes(bill.id)}
                        disabled={already}
                        onCheckedChange={(on) => toggle(bill.id, on)}
                      />
                      <div className="flex min-w-0 flex-col gap-1">
                        <div className="flex min-w-0 flex-wrap items-center gap-2">
                          <span className="font-medium">{label}</span>
                          <span className="text-xs text-muted-foreground">session {bill.sessionCode}</span>
                          {already && <Badge variant="secondary">Already on {tag.name}</Badge>}
                        </div>
                        <p className="break-words text-sm">{bill.title}</p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )
          }
        </QueryState>
      )}

      {/* Kept in view under a long list of results. */}
      <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t bg-background py-3">
        <Button
          type="button"
          className="h-auto max-w-full whitespace-normal py-2 text-left"
          onClick={addPicked}
          disabled={picked.length === 0 || add.isPending}
        >
          <PlusIcon aria-hidden />
          {add.isPending ? 'Adding…' : `Add ${plural(picked.length)} to ${tag.name}`}
        </Button>
        {picked.length > 0 && (
          <Button type="button" variant="ghost" onClick={() => setPicked([])}>
            Clear
          </Button>
        )}
      </div>
    </div>
  );
}
