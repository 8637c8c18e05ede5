import { TAGS_MAX_PAGE_SIZE, type TagSectionKind } from '@statehouse/shared/tags/tags.schemas';
import { TagIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { useSectionTags } from '../api/get-section-tags';
import { useTags } from '../api/get-tags';
import { useTagSection } from '../api/tag-section';
import { TagSwatch } from './tag-swatch';

const pickerQuery = { pageSize: TAGS_MAX_PAGE_SIZE, sort: 'name' } as const;

/**
 * The "Tag" button of a statute or regulation section page: a popover of the tags the user sees, checked where the
 * section carries them; a click tags or untags it (POST /api/tags/sections). New tags are made on /tracks.
 */
export function SectionTagPicker({ kind, sectionId }: { kind: TagSectionKind; sectionId: number }) {
  const [open, setOpen] = useState(false);
  const carried = useSectionTags(kind, sectionId).data?.data ?? [];
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant={carried.length ? 'secondary' : 'outline'}
          size="sm"
          aria-label={
            carried.length ? `Tagged ${carried.map((tag) => tag.name).join(', ')}; change tags` : 'Tag this section'
          }
        >
          <TagIcon aria-hidden="true" />
          {carried.length ? 'Tagged' : 'Tag'}
          {carried.length > 0 && (
            <span className="flex items-center gap-0.5" aria-hidden="true">
              {carried.slice(0, 4).map((tag) => (
                <TagSwatch key={tag.tagId} color={tag.color} className="size-2.5" />
              ))}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-72 p-0" aria-label="Tags of this section">
        {open && <PickerBody kind={kind} sectionId={sectionId} carriedIds={new Set(carried.map((tag) => tag.tagId))} />}
      </PopoverContent>
    </Popover>
  );
}

function PickerBody({
  kind,
  sectionId,
  carriedIds,
}: {
  kind: TagSectionKind;
  sectionId: number;
  carriedIds: Set<number>;
}) {
  const id = useId();
  const tags = useTags(pickerQuery);
  const tagSection = useTagSection();
  // What the last change did, said in the picker: a toast would be a newer layer, and Escape would close it first.
  const [done, setDone] = useState('');
  const toggle = (tagId: number, name: string, checked: boolean) => {
    // One change at a time; the boxes stay enabled meanwhile, so the one in hand keeps the keyboard focus.
    if (tagSection.isPending) return;
    tagSection.mutate(
      { tagIds: [tagId], kind, sectionId, action: checked ? 'add' : 'remove' },
      {
        onSuccess: () => setDone(checked ? `Tagged ${name}.` : `Removed from ${name}.`),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: checked ? 'The section could not be tagged' : 'The tag could not be removed',
            description: error.message,
          }),
      },
    );
  };
  return (
    <div className="flex flex-col">
      <p className="border-b p-3 text-sm font-semibold">Keep under tags</p>
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
        ) : tags.data.data.length === 0 ? (
          <p className="p-2 text-sm text-muted-foreground">You have no tags yet: make one under Manage tags.</p>
        ) : (
          <ul aria-label="Your tags" className="flex flex-col">
            {tags.data.data.map((tag) => {
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
      <Link to={paths.tracking.tracks} className="border-t px-3 py-2 text-sm text-primary hover:underline">
        Manage tags
      </Link>
    </div>
  );
}
