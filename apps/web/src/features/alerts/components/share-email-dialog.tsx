import {
  SHARE_MAX_RECIPIENTS,
  SHARE_NOTE_MAX,
  type ShareEmailRequest,
  shareEmailOffMessage,
  shareEmailRequestSchema,
} from '@statehouse/shared/alerts/share-email.schemas';
import { MailIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { describedBy, FormField, textareaClass } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useAlertChannels } from '@/lib/api/get-alert-channels';
import { useSendShareEmail } from '../api/send-share-email';

/** What is shared: a bill, a tag's bills, or a report (a path of this site). */
export type ShareTarget =
  | { kind: 'bill'; billId: string }
  | { kind: 'tag'; tagId: number }
  | { kind: 'report'; reportUrl: string };

const splitAddresses = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter((address) => address !== '');

/** "Share by e-mail": recipients and a note; says plainly when this server cannot send mail. */
export function ShareEmailDialog({ target, label = 'Share by e-mail' }: { target: ShareTarget; label?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <MailIcon aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Share by e-mail</DialogTitle>
          <DialogDescription>
            Recipients get a readable e-mail with links; replies come back to your address.
          </DialogDescription>
        </DialogHeader>
        {open && <ShareEmailForm target={target} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ShareEmailForm({ target, onDone }: { target: ShareTarget; onDone: () => void }) {
  const id = useId();
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ to?: string; note?: string; form?: string }>({});
  const channels = useAlertChannels();
  const send = useSendShareEmail();
  const email = channels.data?.channels.find((channel) => channel.channel === 'email');
  const mailOff = email !== undefined && !email.serverAvailable;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ShareEmailRequest = { ...target, to: splitAddresses(to), note };
    const parsed = shareEmailRequestSchema.safeParse(body);
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'note' ? 'note' : issue.path[0] === 'to' ? 'to' : 'form';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    send.mutate(body, {
      onSuccess: (reply) => {
        toast({ title: 'E-mail on its way', description: reply.message });
        onDone();
      },
      onError: (error) => setErrors({ form: error.message }),
    });
  };

  const toHint = `Up to ${SHARE_MAX_RECIPIENTS} addresses, separated by commas or spaces.`;
  const noteHint = `${note.length} of ${SHARE_NOTE_MAX} characters.`;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Share by e-mail">
      {mailOff && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          {shareEmailOffMessage}
        </p>
      )}
      <fieldset disabled={send.isPending || mailOff} className="grid gap-4">
        <FormField id={`${id}-to`} label="To" hint={toHint} error={errors.to}>
          <Input
            id={`${id}-to`}
            type="text"
            inputMode="email"
            autoComplete="email"
            placeholder="name@example.com, other@example.org"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={describedBy(`${id}-to`, { hint: toHint, error: errors.to })}
          />
        </FormField>
        <FormField id={`${id}-note`} label="Note" hint={noteHint} error={errors.note} optional>
          <textarea
            id={`${id}-note`}
            className={textareaClass}
            value={note}
            maxLength={SHARE_NOTE_MAX}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={describedBy(`${id}-note`, { hint: noteHint, error: errors.note })}
          />
        </FormField>
      </fieldset>
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending || mailOff}>
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
      </DialogFooter>
    </form>
  );
}
