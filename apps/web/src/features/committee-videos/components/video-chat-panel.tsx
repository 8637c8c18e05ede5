import type { AiAnswer } from '@statehouse/shared/ai/ai.schemas';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useVideoChat } from '../api/ask-video-chat';
import { formatTimecode } from '../utils/video-format';

/**
 * Questions about the hearing, answered from its transcript; each citation is a moment of the recording that
 * the player jumps to.
 */
export function VideoChatPanel({ videoId, onSeek }: { videoId: number; onSeek: (ms: number) => void }) {
  const id = useId();
  const [question, setQuestion] = useState('');
  const [answers, setAnswers] = useState<{ question: string; answer: AiAnswer }[]>([]);
  const chat = useVideoChat();
  return (
    <section aria-label="Ask about this hearing" className="flex min-w-0 flex-col gap-3 rounded-lg border p-3">
      <h2 className="text-base font-semibold">Ask about this hearing</h2>
      {answers.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: answers are only appended
        <div key={index} className="flex min-w-0 flex-col gap-2 text-sm">
          <p className="font-medium">{item.question}</p>
          <p className="whitespace-pre-line break-words">{item.answer.answer}</p>
          {item.answer.citations.length > 0 && (
            <ol className="flex flex-col gap-1">
              {item.answer.citations.map((citation) => (
                <li key={citation.n} className="flex min-w-0 gap-2">
                  <span className="text-muted-foreground">[{citation.n}]</span>
                  {citation.startMs !== undefined ? (
                    <button
                      type="button"
                      className="min-w-0 break-words text-left text-primary underline-offset-4 hover:underline"
                      onClick={() => onSeek(citation.startMs as number)}
                    >
                      {formatTimecode(citation.startMs)}: “{citation.quote}”
                    </button>
                  ) : (
                    <span className="min-w-0 break-words">“{citation.quote}”</span>
                  )}
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
      <form
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          const asked = question.trim();
          chat.mutate(
            { videoId, question: asked },
            {
              onSuccess: (answer) => {
                setAnswers((previous) => [...previous, { question: asked, answer }]);
                setQuestion('');
              },
            },
          );
        }}
      >
        <label htmlFor={id} className="sr-only">
          Your question about this hearing
        </label>
        <input
          id={id}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          placeholder="What was said about…?"
          className="h-9 min-w-0 flex-1 rounded-md border bg-background px-3 text-sm"
        />
        <Button type="submit" size="sm" disabled={chat.isPending || question.trim().length < 3}>
          {chat.isPending ? 'Answering…' : 'Ask'}
        </Button>
      </form>
      {chat.isError && (
        <p role="alert" className="text-sm text-destructive">
          {chat.error instanceof ApiError ? chat.error.message : 'The question could not be answered. Try again.'}
        </p>
      )}
    </section>
  );
}
