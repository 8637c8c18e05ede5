import { TAGS_MAX_PAGE_SIZE } from '@statehouse/shared/tags/tags.schemas';
import { BookmarkCheckIcon, BookmarkPlusIcon, PlusIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { useCreateTag } from '../api/create-tag';
import { useBillTags } from '../api/get-bill-tags';
import { usePrefetchTags, useTags } from '../api/get-tags';
import { useTagBills } from '../api/tag-bills';
import { TagSwatch } from './tag-swatch';

const failed = (title: string) => (error: unknown) =>
  toast({ variant: 'destructive', title, description: error instanceof Error ? error.message : 'Please try again.' });

/**
 * The bill page's "Track" button: a popover of the tags the user sees, checked where the bill carries them; a
 * click tags or untags the bill, and a new tag can be made on the spot. Reads "Tracked" once the bill has a tag.
 */
/** Every visible tag in one page: the picker lists them all. */
const pickerQuery = { pageSize: TAGS_MAX_PAGE_SIZE, sort: 'name' } as const;

export function BillTagPicker({ billId }: { billId: string }) {
  const [open, setOpen] = useState(false);
  // Fetched when the pointer or the keyboard reaches the button, so the list is there when the popover opens
  // and its first checkbox takes the focus.
  const prefetch = usePrefetchTags(pickerQuery);
  const billTags = useBillTags(billId);
  const carried = billTags.data?.data ?? [];
  const tracked = carried.length > 0;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant={tracked ? 'secondary' : 'default'}
          size="sm"
          onPointerEnter={prefetch}
          onFocus={prefetch}
          aria-label={
            tracked ? `Tracked with ${carried.map((tag) => tag.name).join(', ')}; change tags` : 'Track this bill'
          }
        >
          {tracked ? <BookmarkCheckIcon aria-hidden="true" /> : <BookmarkPlusIcon aria-hidden="true" />}
          {tracked ? 'Tracked' : 'Track'}
          {tracked && (
            <span className="flex items-center gap-0.5" aria-hidden="true">
              {carried.slice(0, 4).map((tag) => (
                <TagSwatch key={tag.tagId} color={tag.color} className="size-2.5" />
              ))}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        className="w-80 p-0"
        aria-label="Tags of this bill"
        // PickerBody moves the focus itself once the tags are there (Radix would pick the new-tag field while
        // the list is still loading).
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        {open && <PickerBody billId={billId} carriedIds={new Set(carried.map((tag) => tag.tagId))} />}
      </PopoverContent>
    </Popover>
  );
}

function PickerBody({ billId, carriedIds }: { billId: string; carriedIds: Set<number> }) {
  const id = useId();
  const tags = useTags(pickerQuery);
  const tagBills = useTagBills();
  const createTag = useCreateTag();
  const [filter, setFilter] = useState('');
  const [newName, setNewName] = useState('');
  // What the last change did, said in the picker: a toast would be a newer layer, and Escape would close it first.
  const [done, setDone] = useState('');
  const bodyRef = useRef<HTMLDivElement>(null);
  const focusedOnce = useRef(false);
  const loaded = tags.data !== undefined || tags.isError;
  // Once, when the list first shows: the first tag that can be ticked, else the new-tag field.
  useEffect(() => {
    if (!loaded || focusedOnce.current) return;
    focusedOnce.current = true;
    const body = bodyRef.current;
    const target =
      body?.querySelector<HTMLElement>('[role="checkbox"]:not(:disabled)') ?? body?.querySelector<HTMLElement>('input');
    target?.focus();
  }, [loaded]);
  const visible = (tags.data?.data ?? []).filter((tag) => tag.name.toLowerCase().includes(filter.trim().toLowerCase()));

  const toggle = (tagId: number, name: string, checked: boolean) => {
    // One change at a time; the boxes stay enabled meanwhile, so the one in hand keeps the keyboard focus.
    if (tagBills.isPending) return;
    tagBills.mutate(
      { tagIds: [tagId], billIds: [billId], action: checked ? 'add' : 'remove' },
      {
        onSuccess: () =>
          setDone(checked ? `Tagged ${name}. Alerts for this bill are on for you.` : `Removed from ${name}.`),
        onError: failed(checked ? 'The bill could not be tagged' : 'The tag could not be removed'),
      },
    );
  };

  const create = (event: FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (!name) return;
    createTag.mutate(
      { name, billIds: [billId] },
      {
        onSuccess: (tag) => {
          setDone(`Tagged ${tag.name}. The new tag tracks this bill; alerts for it are on for you.`);
          setNewName('');
        },
        onError: failed('The tag could not be created'),
      },
    );
  };

  return (
    <div ref={bodyRef} className="flex flex-col">
      <div className="border-b p-3">
        <p className="mb-2 text-sm font-semibold">Track with tags</p>
        {(tags.data?.total ?? 0) > 8 && (
          <Input
            aria-label="Filter tags"
            placeholder="Filter tags"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="h-8"
          />
        )}
      </div>
      <div className="max-h-64 overflow-y-auto p-2">
        {tags.isError ? (
          <p role="alert" className="p-2 text-sm text-destructive">
            The tags could not be loaded: {tags.error.message}
          </p>
        ) : tags.isPending ? (
          <div role="status" aria-label="Loading tags" className="flex flex-col gap-2 p-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-5 w-1/2" />
          </div>
        ) : visible.length === 0 ? (
          <p className="p-2 text-sm text-muted-foreground">
            {filter ? 'No tag matches.' : 'You have no tags yet: name one below to track this bill with it.'}
          </p>
        ) : (
          <ul aria-label="Your tags" className="flex flex-col">
            {visible.map((tag) => {
              const checkboxId = `${id}-tag-${tag.id}`;
              return (
                <li key={tag.id} className="flex items-center gap-2 rounded-md px-2 py-1.5 hover:bg-accent">
                  <Checkbox
                    id={checkboxId}
                    checked={carriedIds.has(tag.id)}
                    disabled={!tag.canEdit}
                    onCheckedChange={(checked) => toggle(tag.id, tag.name, checked === true)}
                  />
                  <label htmlFor={checkboxId} className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 text-sm">
                    <TagSwatch color={tag.color} />
                    <span className="truncate">{tag.name}</span>
                    {!tag.canEdit && <span className="ml-auto text-xs text-muted-foreground">view only</span>}
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <p role="status" className="px-3 pb-2 text-xs text-muted-foreground empty:hidden">
        {done}
      </p>
      <form onSubmit={create} className="flex gap-2 border-t p-3">
        <label htmlFor={`${id}-new`} className="sr-only">
          New tag name
        </label>
        <Input
          id={`${id}-new`}
          placeholder="New tag name"
          value={newName}
          onChange={(event) => setNewName(event.target.value)}
          maxLength={80}
          className="h-8"
        />
        <Button type="submit" size="sm" disabled={!newName.trim() || createTag.isPending}>
          <PlusIcon aria-hidden="true" />
          Create
        </Button>
      </form>
      <Link to={paths.tracking.tracks} className="border-t px-3 py-2 text-sm text-primary hover:underline">
        Manage tags
      </Link>
    </div>
  );
}
