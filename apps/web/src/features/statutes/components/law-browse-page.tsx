import type { LawKind, LawSearchQuery } from '@statehouse/shared/statutes/statutes.schemas';
import { BookOpenIcon, SearchIcon } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ListError, ListPage } from '@/components/list-page/list-page';
import { ListPagination } from '@/components/list-page/list-pagination';
import { ListResults, ListSkeleton } from '@/components/list-page/list-results';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useLawCodes } from '../api/get-law-codes';
import { useLawSearch } from '../api/get-law-search';
import { useLawTree } from '../api/get-law-tree';
import { CitationJump } from './citation-jump';
import { LawFacet } from './law-facets';
import { kindWords } from './law-labels';
import { LawAnswerCard, LawSearchResults } from './law-search-results';
import { LawTreeView } from './law-tree-view';
import { useLawFilters } from './use-law-filters';

const pageSizes = [20, 50, 100] as const;
const sortOptions = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'section', label: 'Section number' },
] as const;

const selectClass = 'h-9 w-full rounded-md border border-input bg-background px-2 text-sm';

/**
 * /statutes and /regs: pick a jurisdiction and a code, browse its tree (title > chapter > subchapter > section), or
 * search it (words, or a plain-language question) with highlighted passages and facets; go straight to a citation.
 * Everything lives in the URL.
 */
export function LawBrowsePage({ kind, defaultState }: { kind: LawKind; defaultState: string }) {
  const id = useId();
  const words = kindWords[kind];
  const { filters, update, activeCount, isSearch } = useLawFilters();
  const codes = useLawCodes(kind);
  const allCodes = codes.data?.data ?? [];
  const jurisdictions = [...new Map(allCodes.map((code) => [code.jurisdictionCode, code.jurisdictionName])).entries()];
  const codesHere = allCodes.filter((code) => !filters.state || code.jurisdictionCode === filters.state);
  // The code the tree shows: the URL's, else the first of the app's state, else the first held.
  const treeCode =
    codesHere.find((code) => code.code === filters.code) ??
    codesHere.find((code) => code.jurisdictionCode === defaultState) ??
    codesHere[0];
  const searchQuery: LawSearchQuery = {
    query: filters.query || undefined,
    searchMode: filters.mode,
    state: filters.state || undefined,
    code: filters.code || undefined,
    title: filters.title || undefined,
    chapter: filters.chapter || undefined,
    part: kind === 'regulation' ? filters.part || undefined : undefined,
    section: filters.section || undefined,
    name: filters.name || undefined,
    sort: filters.sort,
    page: filters.page,
    pageSize: filters.pageSize,
  };
  const search = useLawSearch(kind, searchQuery, isSearch);
  const tree = useLawTree(
    kind,
    !isSearch && treeCode
      ? { code: treeCode.code, state: treeCode.jurisdictionCode, path: filters.path || undefined }
      : null,
  );
  const total = search.data?.total ?? 0;

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    update({ query: String(form.get('q') ?? '').trim(), mode: form.get('mode') === 'ai' ? 'ai' : 'word' });
  };
  const submitNarrowing = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    update({ section: String(form.get('section') ?? '').trim(), name: String(form.get('name') ?? '').trim() });
  };

  const example = kind === 'statute' ? 'Tax Code 151.0101' : '27 CFR 447.11';
  return (
    <ListPage
      title={words.title}
      description={
        kind === 'statute'
          ? 'Read the state codes section by section, search them, and see the bills that amend or cite each section.'
          : 'Read administrative codes and federal regulations section by section, and search them.'
      }
      count={
        isSearch
          ? search.data
            ? `${total.toLocaleString('en-US')} ${total === 1 ? words.one : words.many}${search.data.method === 'offline-question' ? ' (answered from the text: no AI model is set up)' : ''}`
            : 'Searching…'
          : treeCode
            ? `Browsing ${treeCode.label} (${treeCode.jurisdictionName}), ${treeCode.sectionCount.toLocaleString('en-US')} sections`
            : codes.isPending
              ? 'Loading codes…'
              : ''
      }
      search={
        <div className="flex flex-col gap-3">
          <form
            aria-label={`Search ${words.title.toLowerCase()}`}
            onSubmit={submitSearch}
            className="flex flex-col gap-2"
          >
            <fieldset className="flex flex-wrap gap-4 text-sm">
              <legend className="sr-only">Search by</legend>
              <label className="flex items-center gap-1.5">
                <input
                  type="radio"
                  name="mode"
                  value="word"
                  defaultChecked={filters.mode === 'word'}
                  key={`w-${filters.mode}`}
                />
                Words
              </label>
              <label className="flex items-center gap-1.5">
                <input
                  type="radio"
                  name="mode"
                  value="ai"
                  defaultChecked={filters.mode === 'ai'}
                  key={`a-${filters.mode}`}
                />
                Ask a question
              </label>
            </fieldset>
            <div className="flex gap-2">
              <label htmlFor={`${id}-q`} className="sr-only">
                Words or question
              </label>
              <Input
                key={filters.query}
                id={`${id}-q`}
                name="q"
                type="search"
                defaultValue={filters.query}
                placeholder={kind === 'statute' ? 'e.g. "food products" or -candy' : 'e.g. firearm import permit'}
                className="max-w-xl"
              />
              <Button type="submit">
                <SearchIcon aria-hidden="true" />
                Search
              </Button>
            </div>
          </form>
          <CitationJump example={example} />
        </div>
      }
      activeFilterCount={activeCount}
      filters={
        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-state`} className="text-sm font-medium">
              Jurisdiction
            </label>
            <select
              id={`${id}-state`}
              value={filters.state}
              onChange={(event) =>
                update({ state: event.target.value, code: '', path: '', title: '', chapter: '', part: '' })
              }
              className={selectClass}
            >
              <option value="">All jurisdictions</option>
              {jurisdictions.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-code`} className="text-sm font-medium">
              Code
            </label>
            <select
              id={`${id}-code`}
              value={isSearch ? filters.code : (treeCode?.code ?? '')}
              onChange={(event) => update({ code: event.target.value, path: '', title: '', chapter: '', part: '' })}
              className={selectClass}
            >
              {isSearch && <option value="">All {words.codes}</option>}
              {codesHere.map((code) => (
                <option key={`${code.jurisdictionCode}-${code.code}`} value={code.code}>
                  {code.label} ({code.jurisdictionCode})
                </option>
              ))}
            </select>
          </div>
          <form aria-label="Narrow by section" onSubmit={submitNarrowing} className="flex flex-col gap-2">
            <label htmlFor={`${id}-section`} className="text-sm font-medium">
              {kind === 'regulation' ? 'Section or rule number' : 'Section number'}
            </label>
            <Input
              id={`${id}-section`}
              name="section"
              key={`s-${filters.section}`}
              defaultValue={filters.section}
              placeholder="e.g. 151.31"
              className="h-8"
            />
            <label htmlFor={`${id}-name`} className="text-sm font-medium">
              Words of the heading
            </label>
            <Input
              id={`${id}-name`}
              name="name"
              key={`n-${filters.name}`}
              defaultValue={filters.name}
              placeholder="e.g. exemption"
              className="h-8"
            />
            <Button type="submit" size="sm" variant="outline">
              Apply
            </Button>
          </form>
          {isSearch && search.data && (
            <>
              <LawFacet
                label="Code"
                values={search.data.facets.codes.map((code) => ({
                  ...code,
                  label: `${code.label} (${code.jurisdictionCode})`,
                  value: code.value,
                }))}
                selected={filters.code}
                showValue={false}
                onSelect={(code) => update({ code, title: '', chapter: '', part: '' })}
              />
              <LawFacet
                label="Title"
                values={search.data.facets.titles}
                selected={filters.title}
                onSelect={(title) => update({ title })}
              />
              <LawFacet
                label="Chapter"
                values={search.data.facets.chapters}
                selected={filters.chapter}
                onSelect={(chapter) => update({ chapter })}
              />
              {kind === 'regulation' && (
                <LawFacet
                  label="Part"
                  values={search.data.facets.parts}
                  selected={filters.part}
                  onSelect={(part) => update({ part })}
                />
              )}
            </>
          )}
          {(activeCount > 0 || isSearch) && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() =>
                update({ query: '', state: '', title: '', chapter: '', part: '', section: '', name: '', mode: 'word' })
              }
            >
              Clear search and filters
            </Button>
          )}
        </div>
      }
      toolbar={
        isSearch && (
          // Relevance and code order each have one direction: a select, without ListSort's order switch.
          <div className="ml-auto flex items-center gap-1">
            <label htmlFor={`${id}-sort`} className="text-sm text-muted-foreground">
              Sort by
            </label>
            <select
              id={`${id}-sort`}
              value={filters.sort}
              onChange={(event) => update({ sort: event.target.value === 'section' ? 'section' : 'relevance' })}
              className="h-8 rounded-md border border-input bg-background px-2 text-sm"
            >
              {sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )
      }
      footer={
        isSearch &&
        total > 0 && (
          <ListPagination
            page={filters.page}
            pageSize={filters.pageSize}
            total={total}
            pageSizes={pageSizes}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        )
      }
    >
      {isSearch ? (
        <ListResults
          query={search}
          what="search results"
          rows={(reply) => reply.data}
          skeleton={<ListSkeleton label="Searching" />}
          empty={
            <EmptyState
              icon={SearchIcon}
              title="No section matches"
              reason={
                filters.mode === 'word'
                  ? 'Every word must appear in a section. Try fewer words, other forms of them, or Ask a question, which looks for any of them.'
                  : 'No section holds the words of this question. Try other words, or clear the filters.'
              }
            />
          }
        >
          {(hits, reply) => (
            <div className="flex flex-col gap-3">
              {reply.answer && reply.answer.passages.length > 0 && <LawAnswerCard kind={kind} answer={reply.answer} />}
              <LawSearchResults kind={kind} hits={hits} />
            </div>
          )}
        </ListResults>
      ) : codes.isError ? (
        <ListError what="codes" message={codes.error.message} onRetry={() => codes.refetch()} />
      ) : codes.data && allCodes.length === 0 ? (
        <EmptyState
          icon={BookOpenIcon}
          title={`No ${words.codes} loaded`}
          reason="The data holds no sections of this kind yet."
        />
      ) : tree.isError ? (
        <ListError what="code's contents" message={tree.error.message} onRetry={() => update({ path: '' })} />
      ) : !tree.data ? (
        <ListSkeleton label="Loading the code" />
      ) : (
        <LawTreeView
          kind={kind}
          tree={tree.data}
          onOpen={(path) => update({ path, code: tree.data.code, state: filters.state })}
        />
      )}
    </ListPage>
  );
}
