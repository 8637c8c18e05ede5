import { ALL_STATES_KEY, getStateName } from '@statehouse/shared/reference/states';
import { LoaderCircleIcon, SearchIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { entityPath } from '@/components/entity-link';
import { paths } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/utils';
import { useSearch } from '../api/get-search';
import { type Suggestion, searchKindLabels, toSuggestions } from '../utils/search-suggestions';
import { quotedTerm } from '../utils/section-citation';

export const SUGGEST_MIN_LENGTH = 2;
export const SUGGEST_DEBOUNCE_MS = 200;

// Every suggestion opens the same page an EntityLink would.
const links = {
  bill: (id: string) => entityPath('bill', id),
  member: (id: string) => entityPath('member', id),
  committee: (id: string) => entityPath('committee', id),
  statute: (id: string) => entityPath('statute', id),
  regulation: (id: string) => entityPath('regulation', id),
};

/** `prefer=<state>` in /search-results: that state's results first; `prefer=ALL`: every state alike. */
export const PREFER_PARAM = 'prefer';

export const searchResultsHref = (term: string, preferStateCode?: string) =>
  `${paths.searchResults}?${new URLSearchParams({ term, ...(preferStateCode ? { [PREFER_PARAM]: preferStateCode } : {}) })}`;

function isTypingTarget(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The header's search across bills, members, committees, statutes and regulations. "/" or Ctrl/Cmd+K focuses it;
 * suggestions follow the typing (debounced); arrows move through them, Enter opens one or all results. With
 * `stateCode` (the app's chosen state), that state's results come first, and the list says so.
 */
export function GlobalSearch({ className, stateCode }: { className?: string; stateCode?: string }) {
  const preferStateCode = stateCode && stateCode !== ALL_STATES_KEY ? stateCode : undefined;
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  // The list closes a moment after the input loses focus (a click on an option lands first); the timer goes with
  // the component, so it never fires after the search is gone (another layout, a test's teardown).
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(term.trim(), SUGGEST_DEBOUNCE_MS);
  const search = useSearch(
    { term: debounced, limit: 5, preferStateCode },
    { enabled: open && debounced.length >= SUGGEST_MIN_LENGTH },
  );
  const resultsHref = (text: string) => searchResultsHref(text, preferStateCode);
  const suggestions: Suggestion[] = useMemo(
    () => (search.data && debounced.length >= SUGGEST_MIN_LENGTH ? toSuggestions(search.data, links) : []),
    [search.data, debounced],
  );
  const trimmed = term.trim();
  // The last option is always "all results for the term".
  const optionCount = trimmed ? suggestions.length + 1 : 0;
  const showList = open && trimmed.length > 0;

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const isShortcut =
        ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') ||
        (event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTypingTarget(event.target));
      if (!isShortcut) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new suggestions reset the highlighted one
  useEffect(() => setActive(-1), [suggestions]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    setTerm('');
    inputRef.current?.blur();
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!optionCount) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself; the highlight cycles input, options..., input.
      setActive((current) => ((current + 1 + step + optionCount + 1) % (optionCount + 1)) - 1);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const suggestion = active >= 0 ? suggestions[active] : undefined;
      if (suggestion) go(suggestion.href);
      else if (trimmed) go(resultsHref(trimmed));
      return;
    }
    if (event.key === 'Escape') {
      if (showList) close();
      else {
        setTerm('');
        inputRef.current?.blur();
      }
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  const activeIndex = active >= 0 && active < optionCount ? active : -1;

  return (
    <div className={cn('relative', className)}>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        ref={inputRef}
        type="search"
        role="combobox"
        aria-label="Search Statehouse"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-keyshortcuts="/ Control+K Meta+K"
        value={term}
        placeholder="Search…"
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          blurTimer.current = setTimeout(close, 150);
        }}
        onKeyDown={onKeyDown}
        className="h-8 w-full min-w-0 rounded-md border border-input bg-background pr-2 pl-8 sm:pr-12 text-sm shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
      />
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 rounded border bg-muted px-1.5 font-mono text-[10px] text-muted-foreground',
          term ? 'sm:hidden' : 'sm:block',
        )}
      >
        /
      </span>
      {showList && (
        <div className="absolute top-full right-0 left-0 z-50 mt-1 min-w-72 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-lg">
          <div id={listId} role="listbox" aria-label="Suggestions" className="max-h-96 overflow-y-auto py-1">
            {suggestions.map((suggestion, index) => {
              const previous = suggestions[index - 1];
              return (
                <div key={suggestion.key} role="presentation">
                  {previous?.kind !== suggestion.kind && (
                    <div
                      role="presentation"
                      className="px-3 pt-2 pb-1 text-[11px] font-semibold tracking-wide text-muted-foreground uppercase"
                    >
                      {searchKindLabels[suggestion.kind]}
                    </div>
                  )}
                  <Link
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    to={suggestion.href}
                    tabIndex={-1}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={(event) => {
                      event.preventDefault();
                      go(suggestion.href);
                    }}
                    className={cn(
                      'flex flex-col px-3 py-1.5 text-sm',
                      index === activeIndex ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
                    )}
                  >
                    <span className="font-medium">{suggestion.label}</span>
                    {suggestion.detail && (
                      <span className="truncate text-xs text-muted-foreground">{suggestion.detail}</span>
                    )}
                  </Link>
                </div>
              );
            })}
            <div role="presentation" className={cn(suggestions.length > 0 && 'border-t')}>
              <Link
                id={optionId(suggestions.length)}
                role="option"
                aria-selected={activeIndex === suggestions.length}
                to={resultsHref(trimmed)}
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={(event) => {
                  event.preventDefault();
                  go(resultsHref(trimmed));
                }}
                className={cn(
                  'flex items-center gap-2 px-3 py-2 text-sm',
                  activeIndex === suggestions.length ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
                )}
              >
                <SearchIcon aria-hidden="true" className="size-4" />
                All results for {quotedTerm(trimmed)}
              </Link>
            </div>
          </div>
          <div
            className="flex items-center justify-between border-t px-3 py-1.5 text-[11px] text-muted-foreground"
            aria-live="polite"
          >
            {search.isFetching ? (
              <span className="inline-flex items-center gap-1">
                <LoaderCircleIcon aria-hidden="true" className="size-3 animate-spin" /> Searching…
              </span>
            ) : debounced.length >= SUGGEST_MIN_LENGTH && search.data && suggestions.length === 0 ? (
              <span>No quick matches</span>
            ) : preferStateCode && search.data ? (
              <span>{getStateName(preferStateCode) ?? preferStateCode} first</span>
            ) : (
              <span>↑↓ to move · Enter to open</span>
            )}
            <span>Esc to close</span>
          </div>
        </div>
      )}
    </div>
  );
}
