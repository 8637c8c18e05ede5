import { type FormEvent, useId, useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useAddTaskNote } from '../api/add-task-note';
import { useTaskNotes } from '../api/get-task-notes';
import { textareaClass } from './field-classes';

/** The notes thread of a task, oldest first, and a box to add one (for those who may write). */
export function TaskNotes({ taskId, canWrite }: { taskId: number; canWrite: boolean }) {
  const id = useId();
  const notes = useTaskNotes(taskId);
  const add = useAddTaskNote(taskId);
  const [body, setBody] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(body, { onSuccess: () => setBody('') });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Notes
      </h2>
      <QueryState query={notes} label="notes">
        {(reply) =>
          reply.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No notes yet. Write what you found or did, for the team.</p>
          ) : (
            <ol className="flex flex-col gap-2">
              {reply.data.map((note) => (
                <li key={note.id} className="rounded-md border p-3">
                  <p className="text-xs text-muted-foreground">
                    {note.author.name} · {new Date(note.createdAt).toLocaleString()}
                  </p>
                  <p className="text-sm break-words whitespace-pre-wrap">{note.body}</p>
                </li>
              ))}
            </ol>
          )
        }
      </QueryState>
      {canWrite && (
        <form onSubmit={submit} className="flex flex-col gap-2">
          <Label htmlFor={`${id}-body`}>Add a note</Label>
          <textarea
            id={`${id}-body`}
            className={textareaClass}
            value={body}
            maxLength={5000}
            onChange={(event) => setBody(event.target.value)}
          />
          {add.error && (
            <p role="alert" className="text-sm text-destructive">
              {add.error.message}
            </p>
          )}
          <div>
            <Button type="submit" size="sm" disabled={add.isPending || body.trim() === ''}>
              {add.isPending ? 'Saving…' : 'Add note'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
