import { type Tag, type TagScope, type TagSort, tagScopeLabels, tagScopes } from '@statehouse/shared/tags/tags.schemas';
import { PlusIcon, SearchIcon, TagIcon } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ListPage } from '@/components/list-page/list-page';
import { ListPagination } from '@/components/list-page/list-pagination';
import { ListResults, ListSkeleton } from '@/components/list-page/list-results';
import { ListSort } from '@/components/list-page/list-sort';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTags } from '../api/get-tags';
import { DeleteTagDialog } from './delete-tag-dialog';
import { ShareTagDialog } from './share-tag-dialog';
import { TagCard } from './tag-card';
import { TagFormDialog } from './tag-form-dialog';
import { TAG_PAGE_SIZES, useTagListParams } from './use-tag-list-params';

const sortOptions: { value: TagSort; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'billCount', label: 'Bills' },
  { value: 'updated', label: 'Last changed' },
];

export type TagsManagerProps = {
  title?: string;
  description?: string;
  /** Another page's link to each tag's bills, composed by the route (the lobbyist portal's /bill-tags). */
  billsLink?: (tag: Tag) => ReactNode;
};

const defaultDescription =
  'Tags keep your bills: a client, an issue, a bill list. Account tags belong to the whole team; personal tags are yours to share.';

/** /tracks: the tags the user sees, to create, rename, recolour, share and delete. */
export function TagsManager({ title = 'Tags', description = defaultDescription, billsLink }: TagsManagerProps = {}) {
  const { query, update, clear, activeFilterCount } = useTagListParams();
  const tags = useTags(query);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Tag>();
  const [sharingId, setSharingId] = useState<number>();
  const [deleting, setDeleting] = useState<Tag>();
  // The share dialog follows the list, so a new share or a changed access shows at once.
  const sharing = tags.data?.data.find((tag) => tag.id === sharingId);
  const total = tags.data?.total ?? 0;

  const createButton = (
    <Button onClick={() => setCreating(true)}>
      <PlusIcon aria-hidden="true" />
      New tag
    </Button>
  );

  return (
    <>
      <ListPage
        title={title}
        description={description}
        count={tags.isPending ? 'Loading tags…' : `${total.toLocaleString('en-US')} ${total === 1 ? 'tag' : 'tags'}`}
        actions={createButton}
        search={<TagSearch value={query.search ?? ''} onSearch={(search) => update({ search })} />}
        filters={<ScopeFilter value={query.scope} onChange={(scope) => update({ scope })} />}
        activeFilterCount={activeFilterCount}
        toolbar={
          <ListSort
            value={query.sort}
            order={query.order}
            options={sortOptions}
            onSort={(sort) => update({ sort })}
            onOrder={(order) => update({ order, sort: query.sort })}
          />
        }
        footer={
          total > 0 && (
            <ListPagination
              page={query.page}
              pageSize={query.pageSize}
              total={total}
              pageSizes={TAG_PAGE_SIZES}
              onPage={(page) => update({ page })}
              onPageSize={(pageSize) => update({ pageSize })}
            />
          )
        }
      >
        <ListResults
          query={tags}
          what="tags"
          rows={(reply) => reply.data}
          skeleton={
            <ListSkeleton
              label="Loading tags"
              rows={3}
              rowClassName="h-40"
              className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
            />
          }
          empty={
            activeFilterCount > 0 ? (
              <EmptyState
                icon={SearchIcon}
                title="No tags match"
                reason="No tag you can see matches the search and scope chosen."
              >
                <Button variant="outline" onClick={clear}>
                  Clear filters
                </Button>
              </EmptyState>
            ) : (
              <EmptyState
                icon={TagIcon}
                title="No tags yet"
                reason="Create your first tag, then track bills with it from any bill's page."
              >
                <Button onClick={() => setCreating(true)}>
                  <PlusIcon aria-hidden="true" />
                  Create your first tag
                </Button>
              </EmptyState>
            )
          }
        >
          {(rows) => (
            <ul aria-label="Tags" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {rows.map((tag) => (
                <TagCard
                  key={tag.id}
                  tag={tag}
                  onEdit={setEditing}
                  onShare={(target) => setSharingId(target.id)}
                  onDelete={setDeleting}
                  billsLink={billsLink}
                />
              ))}
            </ul>
          )}
        </ListResults>
      </ListPage>
      <TagFormDialog open={creating} onOpenChange={setCreating} />
      <TagFormDialog open={editing !== undefined} onOpenChange={() => setEditing(undefined)} tag={editing} />
      <ShareTagDialog tag={sharing} onOpenChange={() => setSharingId(undefined)} />
      <DeleteTagDialog tag={deleting} onOpenChange={() => setDeleting(undefined)} />
    </>
  );
}

/** Search as you type, written to the URL a moment after the typing stops. */
function TagSearch({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="relative max-w-md">
      <label htmlFor={id} className="sr-only">
        Search tags
      </label>
      <SearchIcon aria-hidden="true" className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
      <Input
        id={id}
        type="search"
        placeholder="Search tags by name or description"
        className="pl-8"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </div>
  );
}

function ScopeFilter({ value, onChange }: { value: TagScope | undefined; onChange: (scope: TagScope | null) => void }) {
  const id = useId();
  const options: { value: TagScope | null; label: string }[] = [
    { value: null, label: 'All tags' },
    ...tagScopes.map((scope) => ({ value: scope, label: tagScopeLabels[scope] })),
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">Scope</legend>
      {options.map((option) => (
        <label key={option.label} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-scope`}
            checked={(value ?? null) === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
