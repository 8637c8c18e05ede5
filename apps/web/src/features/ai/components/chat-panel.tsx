import type { AiChatMessage, AiCitation, AiHistoryReply } from '@statehouse/shared/ai/ai.schemas';
import { AI_QUESTION_MAX } from '@statehouse/shared/ai/ai.schemas';
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { BotIcon, SendIcon, SquareIcon } from 'lucide-react';
import { Fragment, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { type AskEndpoint, useAskAi } from '../api/ask-ai';
import { citationHref } from '../utils/citation-href';

export type ChatPanelProps = {
  /** Which answer call: bill-question, statute-chat, reg-chat or chat. */
  endpoint: AskEndpoint;
  /** The body besides the question: { billId }, { statuteId }, { regId }, or { stateCode } for chat. */
  subject: Record<string, unknown>;
  /** The body field of the question: `message` for chat, `question` for the others. */
  questionField?: 'question' | 'message';
  /** The earlier exchange (history query), shown above; the new exchange is added to its cache. */
  history?: UseQueryResult<AiHistoryReply>;
  historyKey?: QueryKey;
  /** What is being asked about, for the empty state: "HB 1". */
  scopeLabel: string;
  /** Questions offered when the conversation is empty. */
  suggestions?: readonly string[];
  /** Called when a citation is followed (e.g. to close the panel the chat is in). */
  onCitationFollow?: (citation: AiCitation) => void;
};

type Pending = { question: string; answer: string; citations: AiCitation[]; error?: string; streaming: boolean };

/** Answer text with its [n] marks turned into links to the cited passages. */
function AnswerText({
  text,
  citations,
  onFollow,
}: {
  text: string;
  citations: readonly AiCitation[];
  onFollow?: (citation: AiCitation) => void;
}) {
  const byNumber = new Map(citations.map((citation) => [citation.n, citation]));
  // Each part keyed by where it starts in the text.
  let offset = 0;
  const parts = text.split(/(\[\d{1,2}\])/).map((part) => {
    const start = offset;
    offset += part.length;
    return { part, start };
  });
  return (
    <p className="text-sm leading-6 break-words whitespace-pre-wrap">
      {parts.map(({ part, start }) => {
        const n = /^\[(\d{1,2})\]$/.exec(part)?.[1];
        const citation = n ? byNumber.get(Number(n)) : undefined;
        if (!citation) return <Fragment key={start}>{part}</Fragment>;
        return (
          <Link
            key={start}
            to={citationHref(citation)}
            onClick={() => onFollow?.(citation)}
            className="mx-0.5 rounded-sm px-0.5 align-super text-[11px] font-semibold text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            aria-label={`Source ${citation.n}: ${citation.label}`}
          >
            {part}
          </Link>
        );
      })}
    </p>
  );
}

/** The numbered sources of an answer, each a link to its passage. */
function CitationList({
  citations,
  onFollow,
}: {
  citations: readonly AiCitation[];
  onFollow?: (citation: AiCitation) => void;
}) {
  if (citations.length === 0) return null;
  return (
    <ol aria-label="Sources" className="mt-2 flex flex-col gap-1.5 border-t pt-2">
      {citations.map((citation) => (
        <li key={citation.n} className="text-xs">
          <Link
            to={citationHref(citation)}
            onClick={() => onFollow?.(citation)}
            className="group flex gap-1.5 rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="font-semibold text-primary">[{citation.n}]</span>
            <span className="min-w-0">
              <span className="font-medium text-primary group-hover:underline">{citation.label}</span>
              <span className="line-clamp-2 text-muted-foreground">{citation.quote}</span>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

function Bubble({ from, children }: { from: 'user' | 'assistant'; children: ReactNode }) {
  return from === 'user' ? (
    <div className="ml-8 self-end rounded-lg bg-primary px-3 py-2 text-sm text-primary-foreground">{children}</div>
  ) : (
    <div className="mr-2 rounded-lg border bg-card px-3 py-2 text-card-foreground">{children}</div>
  );
}

/**
 * A chat about one thing (a bill, a statute or regulation section) or everything: the earlier exchange, the answer
 * streaming in as it is written, numbered citations that open the cited passage. Enter sends, Shift+Enter starts a
 * new line, Escape stops an answer being written.
 */
export function ChatPanel({
  endpoint,
  subject,
  questionField = 'question',
  history,
  historyKey,
  scopeLabel,
  suggestions = [],
  onCitationFollow,
}: ChatPanelProps) {
  const id = useId();
  const askAi = useAskAi({ endpoint, subject, questionField, historyKey });
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const messages: AiChatMessage[] = history?.data?.items ?? [];

  useEffect(() => () => abortRef.current?.abort(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the newest text as it streams
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [pending?.answer, messages.length]);

  const ask = async (question: string) => {
    const text = question.trim();
    if (text.length < 3 || pending?.streaming) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setDraft('');
    setPending({ question: text, answer: '', citations: [], streaming: true });
    try {
      const answer = await askAi(
        text,
        {
          onCitations: (citations) => setPending((current) => current && { ...current, citations }),
          onDelta: (delta) => setPending((current) => current && { ...current, answer: current.answer + delta }),
        },
        controller.signal,
      );
      // With a history the exchange is in its cache now (useAskAi): the pending bubble gives way to it.
      if (historyKey) {
        setPending(null);
      } else {
        setPending({ question: text, answer: answer.answer, citations: answer.citations, streaming: false });
      }
    } catch (error) {
      const stopped = controller.signal.aborted;
      setPending(
        (current) =>
          current && {
            ...current,
            streaming: false,
            error: stopped ? 'Stopped.' : error instanceof Error ? error.message : 'The answer could not be loaded.',
          },
      );
      if (stopped) setDraft(text);
    } finally {
      abortRef.current = null;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void ask(draft);
    } else if (event.key === 'Escape' && pending?.streaming) {
      event.preventDefault();
      event.stopPropagation();
      abortRef.current?.abort();
    }
  };

  const empty = messages.length === 0 && !pending;
  return (
    <section aria-labelledby={`${id}-title`} className="flex min-h-0 flex-1 flex-col gap-3">
      <h2 id={`${id}-title`} className="sr-only">
        Ask AI about {scopeLabel}
      </h2>
      <div role="log" aria-label="Conversation" className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto pr-1">
        {history?.isPending ? (
          <div role="status" aria-label="Loading conversation" className="flex flex-col gap-2">
            <Skeleton className="ml-8 h-8" />
            <Skeleton className="h-20" />
          </div>
        ) : history?.isError ? (
          <div role="alert" className="text-sm text-destructive">
            Earlier questions could not be loaded: {history.error.message}{' '}
            <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void history.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
        {empty && !history?.isPending ? (
          <div className="flex flex-col items-start gap-2 text-sm text-muted-foreground">
            <BotIcon aria-hidden="true" className="size-6 text-primary" />
            <p>
              Ask a question about {scopeLabel}. Answers quote the text and cite each passage; follow a number to read
              it in place.
            </p>
            {suggestions.length > 0 ? (
              <ul aria-label="Suggested questions" className="flex flex-wrap gap-1.5">
                {suggestions.map((suggestion) => (
                  <li key={suggestion}>
                    <Button
                      variant="outline"
                      size="sm"
                      className="h-auto py-1 text-left whitespace-normal"
                      onClick={() => void ask(suggestion)}
                    >
                      {suggestion}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {messages.map((message) => (
          <Bubble key={message.id} from={message.role}>
            {message.role === 'user' ? (
              message.content
            ) : (
              <>
                <AnswerText text={message.content} citations={message.citations} onFollow={onCitationFollow} />
                <CitationList citations={message.citations} onFollow={onCitationFollow} />
              </>
            )}
          </Bubble>
        ))}
        {pending ? (
          <>
            <Bubble from="user">{pending.question}</Bubble>
            <Bubble from="assistant">
              <div aria-live="polite" aria-busy={pending.streaming}>
                {pending.answer ? (
                  <AnswerText text={pending.answer} citations={pending.citations} onFollow={onCitationFollow} />
                ) : pending.streaming ? (
                  <p role="status" className="animate-pulse text-sm text-muted-foreground">
                    Reading the text…
                  </p>
                ) : null}
                {pending.error ? (
                  <p role="alert" className="mt-1 text-sm text-destructive">
                    {pending.error}{' '}
                    <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void ask(pending.question)}>
                      Ask again
                    </Button>
                  </p>
                ) : null}
              </div>
              {!pending.streaming ? <CitationList citations={pending.citations} onFollow={onCitationFollow} /> : null}
            </Bubble>
          </>
        ) : null}
        <div ref={endRef} />
      </div>
      <form
        className="flex items-end gap-2 border-t pt-3"
        onSubmit={(event) => {
          event.preventDefault();
          void ask(draft);
        }}
      >
        <label htmlFor={`${id}-question`} className="sr-only">
          Your question about {scopeLabel}
        </label>
        <textarea
          id={`${id}-question`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          maxLength={AI_QUESTION_MAX}
          placeholder={`Ask about ${scopeLabel}…`}
          aria-describedby={`${id}-hint`}
          className="min-h-[2.5rem] flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
        {pending?.streaming ? (
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Stop"
            onClick={() => abortRef.current?.abort()}
          >
            <SquareIcon />
          </Button>
        ) : (
          <Button type="submit" size="icon" aria-label="Ask" disabled={draft.trim().length < 3}>
            <SendIcon />
          </Button>
        )}
      </form>
      <p id={`${id}-hint`} className="-mt-2 text-xs text-muted-foreground">
        Enter to ask, Shift+Enter for a new line{pending?.streaming ? ', Escape to stop' : ''}.
      </p>
    </section>
  );
}
