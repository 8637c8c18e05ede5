import { referralInviteSchema, splitEmailList } from '@statehouse/shared/marketing/marketing.schemas';
import { CheckCircle2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { describedBy, FormField, fieldErrors, textareaClass } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useInviteReferrals } from '../api/invite-referrals';

const EMAILS_HINT = 'Up to 10 addresses, separated by commas or new lines.';

export function InviteFriendsForm() {
  const id = useId();
  const [emails, setEmails] = useState('');
  const [senderName, setSenderName] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [invited, setInvited] = useState<number | null>(null);
  const invite = useInviteReferrals();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = referralInviteSchema.safeParse({
      emails: splitEmailList(emails),
      senderName: senderName || undefined,
      message: message || undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: (reply) => {
        setInvited(reply.invited);
        setEmails('');
        setMessage('');
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Invitation failed', description: error.message }),
    });
  };

  if (invited !== null) {
    return (
      <div role="status" className="flex flex-col items-start gap-4 rounded-2xl border bg-card p-8 shadow-sm">
        <CheckCircle2Icon aria-hidden="true" className="size-10 text-success" />
        <h2 className="text-2xl font-semibold text-foreground">
          {invited === 1 ? 'Invitation sent' : `${invited} invitations sent`}
        </h2>
        <p className="text-muted-foreground">
          Thank you for spreading the word. Your colleagues will get a short note from you with a link to book their own
          demo.
        </p>
        <Button variant="outline" onClick={() => setInvited(null)}>
          Invite more people
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5 rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <FormField id={`${id}-emails`} label="Email addresses" hint={EMAILS_HINT} error={errors.emails} required>
        <textarea
          id={`${id}-emails`}
          value={emails}
          onChange={(event) => setEmails(event.target.value)}
          aria-invalid={errors.emails ? true : undefined}
          aria-describedby={describedBy(`${id}-emails`, { hint: EMAILS_HINT, error: errors.emails })}
          disabled={invite.isPending}
          rows={3}
          placeholder="jordan@association.org, sam@firm.com"
          className={textareaClass}
        />
      </FormField>
      <FormField id={`${id}-name`} label="Your name" error={errors.senderName} optional>
        <Input
          id={`${id}-name`}
          value={senderName}
          onChange={(event) => setSenderName(event.target.value)}
          autoComplete="name"
          disabled={invite.isPending}
        />
      </FormField>
      <FormField id={`${id}-message`} label="Personal note" error={errors.message} optional>
        <textarea
          id={`${id}-message`}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          disabled={invite.isPending}
          rows={3}
          placeholder="This is the tracker I mentioned. The live hearing alerts are worth a look."
          className={textareaClass}
        />
      </FormField>
      <Button type="submit" size="lg" variant="highlight" disabled={invite.isPending} className="self-start">
        {invite.isPending ? 'Sending...' : 'Send invitations'}
      </Button>
    </form>
  );
}
