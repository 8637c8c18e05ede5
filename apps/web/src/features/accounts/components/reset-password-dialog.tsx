import type { AccountUser } from '@statehouse/shared/accounts/accounts.schemas';
import { PASSWORD_MIN_LENGTH } from '@statehouse/shared/auth/auth.schemas';
import type { AdminPasswordResetReply } from '@statehouse/shared/auth/password-reset.schemas';
import { KeyRoundIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { useAdminResetPassword } from '../api/reset-password';

function Outcome({ reply }: { reply: AdminPasswordResetReply }) {
  if (reply.delivery === 'password')
    return (
      <p className="text-sm">Temporary password set. Their sessions have been logged out; give them the password.</p>
    );
  if (reply.delivery === 'email')
    return (
      <p className="text-sm">
        We emailed a reset link to <strong>{reply.email}</strong>. It works once; their sessions end when they use it.
      </p>
    );
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        No mail server is configured. Send this link to <strong>{reply.email}</strong>; it works once:
      </p>
      <div className="flex gap-2">
        <Input
          readOnly
          value={reply.resetUrl ?? ''}
          aria-label="Reset link"
          onFocus={(event) => event.target.select()}
        />
        <Button
          variant="outline"
          onClick={() =>
            void navigator.clipboard?.writeText(reply.resetUrl ?? '').then(() => toast({ title: 'Link copied' }))
          }
        >
          Copy
        </Button>
      </div>
    </div>
  );
}

/**
 * /accounts: an admin resets the password of a member of this account, by a reset link (mailed, or
 * shown when no mail server is set) or by a temporary password they hand over themselves.
 */
export function ResetPasswordDialog({ member, disabled }: { member: AccountUser; disabled?: boolean }) {
  const passwordId = useId();
  const [open, setOpen] = useState(false);
  const [temporary, setTemporary] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const mutation = useAdminResetPassword(member.userId, { onSuccess: () => setTemporary('') });
  const name = `${member.firstName} ${member.lastName}`.trim() || member.username;

  const setPassword = (event: FormEvent) => {
    event.preventDefault();
    if (temporary.length < PASSWORD_MIN_LENGTH) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    mutation.mutate({ method: 'temporary-password', password: temporary });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          mutation.reset();
          setTemporary('');
          setTooShort(false);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" disabled={disabled} aria-label={`Reset password of ${member.username}`}>
          <KeyRoundIcon />
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Reset password of {name}</DialogTitle>
          <DialogDescription>
            Send {member.email} a link to choose a new password, or set a temporary password and give it to them.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-5">
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate({ method: 'link' })}
          >
            Send reset link
          </Button>
          <form noValidate onSubmit={setPassword} className="grid gap-2 border-t pt-4">
            <Label htmlFor={passwordId}>Temporary password</Label>
            <div className="flex gap-2">
              <Input
                id={passwordId}
                type="text"
                autoComplete="off"
                value={temporary}
                onChange={(event) => setTemporary(event.target.value)}
                aria-invalid={tooShort || undefined}
                aria-describedby={tooShort ? `${passwordId}-error` : undefined}
              />
              <Button type="submit" disabled={mutation.isPending}>
                Set
              </Button>
            </div>
            {tooShort && (
              <p id={`${passwordId}-error`} className="text-xs text-destructive">
                Password must be at least {PASSWORD_MIN_LENGTH} characters
              </p>
            )}
          </form>
          <div aria-live="polite">
            {mutation.isError && (
              <p role="alert" className="text-sm text-destructive">
                {mutation.error.message}
              </p>
            )}
            {mutation.isSuccess && <Outcome reply={mutation.data} />}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
