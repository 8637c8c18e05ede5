import type { BillDownloadFormat, BillVersion } from '@statehouse/shared/bills/bills.schemas';
import { latestVersionIndex } from '@statehouse/shared/bills/latest-version';
import { formatCalendarDate } from '@statehouse/shared/common/plain-format';
import { ChevronDownIcon, ChevronUpIcon, DownloadIcon, ExternalLinkIcon, SearchIcon } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { NoDataInState } from '@/components/no-data-in-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { useBillContent } from '../api/get-bill-content';
import { resolveDownloadHref, useBillDownload } from '../api/get-bill-download-url';
import { useBillText } from '../api/get-bill-text';
import { highlightMatches, highlightPassage, sanitizeBillHtml } from '../utils/find-in-html';

type BillTextViewerProps = {
  billId: string;
  versions: readonly BillVersion[];
  /** The version to show; the latest (latestVersionIndex: the last that is not an amendment) when undefined. */
  versionId: number | undefined;
  onVersionChange: (versionId: number) => void;
  /**
   * The bill's state: with no text to show, a state that has no bill texts at all says so and points to one that has
   * (Michigan and New York have none in the sample), as the Votes tab does.
   */
  stateCode?: string;
};

/** The tab's own message for a bill without text, or the state's lack of texts when that is the reason. */
function NoText({
  stateCode,
  children,
  className,
}: {
  stateCode: string | undefined;
  children: React.ReactNode;
  className?: string;
}) {
  return stateCode ? (
    <NoDataInState kind="billTexts" stateCode={stateCode} className={className}>
      {children}
    </NoDataInState>
  ) : (
    children
  );
}

const downloadFormats: { format: BillDownloadFormat; label: string }[] = [
  { format: 'txt', label: 'Text' },
  { format: 'html', label: 'HTML' },
  { format: 'pdf', label: 'PDF' },
];

/** Find in the shown text: the match count, and next / previous (Enter, Shift+Enter, F3) scrolling to each. */
export function FindInText({ targetRef, html }: { targetRef: React.RefObject<HTMLDivElement | null>; html: string }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  const [marks, setMarks] = useState<HTMLElement[]>([]);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(query.trim()), 150);
    return () => clearTimeout(timer);
  }, [query]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new html means a fresh text to search
  useLayoutEffect(() => {
    const root = targetRef.current;
    if (!root) return;
    const found = debounced.length >= 2 ? highlightMatches(root, debounced) : highlightMatches(root, '');
    setMarks(found);
    setCurrent(0);
  }, [debounced, html, targetRef]);

  useEffect(() => {
    marks.forEach((mark, index) => {
      mark.toggleAttribute('data-current', index === current);
    });
    marks[current]?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [marks, current]);

  const go = (step: 1 | -1) => {
    if (marks.length === 0) return;
    setCurrent((value) => (value + step + marks.length) % marks.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === 'F3') {
      event.preventDefault();
      go(event.shiftKey ? -1 : 1);
    } else if (event.key === 'Escape') {
      setQuery('');
    }
  };
  const status =
    debounced.length < 2 ? '' : marks.length === 0 ? 'No matches' : `${current + 1} of ${marks.length} matches`;

  return (
    <div className="flex w-full items-center gap-1 sm:w-auto">
      <div className="relative min-w-0 flex-1 sm:flex-none">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <label htmlFor={id} className="sr-only">
          Find in text
        </label>
        <Input
          id={id}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Find in text"
          className="h-8 w-full pl-8 sm:w-56"
          aria-describedby={`${id}-status`}
        />
      </div>
      <span
        id={`${id}-status`}
        role="status"
        className="text-xs whitespace-nowrap text-muted-foreground tabular-nums sm:min-w-24"
      >
        {status}
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label="Previous match"
        disabled={marks.length === 0}
        onClick={() => go(-1)}
      >
        <ChevronUpIcon />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label="Next match"
        disabled={marks.length === 0}
        onClick={() => go(1)}
      >
        <ChevronDownIcon />
      </Button>
    </div>
  );
}

/**
 * The passage an AI citation points at (`passage=start-end` with `version=<id>` in the URL, offsets in that version's
 * plain text): fetched as plain text, then marked in the shown text and scrolled to.
 */
function usePassageHighlight(
  billId: string,
  versionId: number | undefined,
  textRef: React.RefObject<HTMLDivElement | null>,
  html: string,
) {
  const [searchParams] = useSearchParams();
  const match = /^(\d+)-(\d+)$/.exec(searchParams.get('passage') ?? '');
  const forVersion = Number(searchParams.get('version')) === versionId;
  const range = match && forVersion ? { start: Number(match[1]), end: Number(match[2]) } : undefined;
  const plain = useBillText(billId, versionId, range !== undefined);
  const quote = range && plain.data ? plain.data.text.slice(range.start, range.end) : '';
  useLayoutEffect(() => {
    const root = textRef.current;
    if (!root || !html) return;
    highlightPassage(root, quote)[0]?.scrollIntoView?.({ block: 'center' });
  }, [quote, html, textRef]);
}

/** A version's text for reading: version picker, find in text, downloads. */
export function BillTextViewer({ billId, versions, versionId, onVersionChange, stateCode }: BillTextViewerProps) {
  const id = useId();
  const latest = versions[latestVersionIndex(versions)];
  const selectedId = versionId ?? latest?.id;
  const version = versions.find((item) => item.id === selectedId);
  // A version without text or HTML has nothing to fetch: the tab says so and links the state's copy.
  const readable = Boolean(version && (version.hasText || version.hasHtml));
  const content = useBillContent(billId, selectedId, selectedId !== undefined && readable);
  const html = useMemo(() => (content.data ? sanitizeBillHtml(content.data.html) : ''), [content.data]);
  const textRef = useRef<HTMLDivElement>(null);
  usePassageHighlight(billId, selectedId, textRef, content.data ? html : '');
  const download = useBillDownload(billId);

  const onDownload = (format: BillDownloadFormat) => {
    download.mutate(
      { billVersionId: selectedId, format },
      {
        onSuccess: (reply) => {
          window.open(resolveDownloadHref(reply), '_blank', 'noopener');
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Download failed', description: error.message }),
      },
    );
  };

  if (versions.length === 0) {
    return (
      <NoText stateCode={stateCode}>
        <p className="text-sm text-muted-foreground">No text has been published for this bill yet.</p>
      </NoText>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="sticky top-14 z-20 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border bg-background p-3 shadow-xs">
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-version`} className="text-sm font-medium">
            Version
          </label>
          <select
            id={`${id}-version`}
            value={selectedId}
            onChange={(event) => onVersionChange(Number(event.target.value))}
            className="h-8 max-w-64 rounded-md border border-input bg-background px-2 text-sm"
          >
            {versions.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
                {item.date ? ` (${formatCalendarDate(item.date)})` : ''}
              </option>
            ))}
          </select>
        </div>
        <FindInText targetRef={textRef} html={html} />
        <div className="flex items-center gap-1 sm:ml-auto">
          <span className="text-xs text-muted-foreground">
            <DownloadIcon aria-hidden="true" className="mr-1 inline size-3.5" />
            Download
          </span>
          {downloadFormats.map(({ format, label }) => (
            <Button
              key={format}
              variant="outline"
              size="sm"
              disabled={download.isPending}
              onClick={() => onDownload(format)}
              aria-label={`Download ${version?.name ?? 'version'} as ${label}`}
            >
              {label}
            </Button>
          ))}
        </div>
      </div>

      {version && !readable ? (
        <UnavailableText version={version} stateCode={stateCode} />
      ) : content.isPending ? (
        <div role="status" aria-label="Loading text" className="flex flex-col gap-2">
          {Array.from({ length: 10 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={index} className="h-4 w-full" />
          ))}
        </div>
      ) : content.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The text could not be loaded: {content.error.message}
        </p>
      ) : (
        <article
          aria-label={`${version?.name ?? 'Bill'} text`}
          className="bill-text mx-auto w-full max-w-[78ch] overflow-x-auto rounded-lg border bg-card px-5 py-6 font-serif text-[15px] leading-7 text-card-foreground sm:px-10 sm:py-8 [&_h1]:mb-3 [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_hr]:my-5 [&_mark]:rounded-sm [&_mark]:bg-yellow-200 [&_mark]:text-black [&_mark[data-current]]:bg-orange-400 [&_mark[data-current]]:ring-2 [&_mark[data-current]]:ring-orange-500 [&_p]:my-3 [&_pre]:font-serif [&_pre]:break-words [&_pre]:whitespace-pre-wrap [&_s]:text-destructive [&_strike]:text-destructive [&_table]:w-full [&_td]:py-0.5 [&_td]:[overflow-wrap:anywhere] [&_td]:align-top [&_u]:decoration-highlight [&_u]:decoration-2"
        >
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: bill HTML is sanitized by the server and again by sanitizeBillHtml */}
          <div ref={textRef} dangerouslySetInnerHTML={{ __html: html }} />
        </article>
      )}
    </div>
  );
}

/** The official copies of a version: its links, or its URL when the source gave only that. */
function officialLinksOf(version: BillVersion): { url: string; mediaType: string }[] {
  if (version.links.length > 0) return version.links;
  return version.url ? [{ url: version.url, mediaType: version.mediaType ?? 'text/html' }] : [];
}

/** What the text tab shows for a version whose text was not imported: why, and where the state publishes it. */
function UnavailableText({ version, stateCode }: { version: BillVersion; stateCode: string | undefined }) {
  const links = officialLinksOf(version);
  return (
    <div role="status" className="mx-auto flex w-full max-w-[78ch] flex-col gap-2 rounded-lg border bg-card px-5 py-6">
      {/* When the state has no texts at all, that is the reason, said first; the official copies stay the way on. */}
      <NoText stateCode={stateCode} className="border-0 p-2">
        <p className="text-sm">The text of this version is not available here.</p>
      </NoText>
      {links.length > 0 ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="text-muted-foreground">Read it at the official source:</span>
          {links.map((link) => {
            const kind = link.mediaType.includes('pdf') ? 'PDF' : link.mediaType.includes('html') ? 'HTML' : 'Source';
            return (
              <a
                key={link.url}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${kind} of ${version.name} (opens in a new tab)`}
                className="inline-flex items-center gap-1 text-primary hover:underline"
              >
                {kind}
                <ExternalLinkIcon aria-hidden="true" className="size-3" />
              </a>
            );
          })}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">The source gives no link to it either.</p>
      )}
    </div>
  );
}
