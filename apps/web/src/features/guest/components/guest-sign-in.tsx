import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useGuestSignIn } from '../api/guest-area';

/** Guest sign-in: the invited address, then the one-time code mailed to it. Apart from the users' sign-in. */
export function GuestSignIn() {
  const signIn = useGuestSignIn();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate(sent ? { email, code } : { email }, {
      onSuccess: (reply) => (reply.status === 'code-sent' ? setSent(reply.message) : navigate(paths.guest.dashboard)),
    });
  };
  return (
    <section className="mx-auto flex max-w-md min-w-0 flex-col gap-6 px-4 py-12">
      <div>
        <h1 className="text-2xl font-semibold">Guest sign in</h1>
        <p className="text-muted-foreground">Sign in with the address an account invited as its guest.</p>
      </div>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Guest sign in">
        <FormField id="guest-email" label="E-mail">
          <Input
            id="guest-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            disabled={Boolean(sent)}
          />
        </FormField>
        {sent && (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              {sent}
            </p>
            <FormField id="guest-code" label="Code from the e-mail" hint="6 digits; it works once, for 15 minutes.">
              <Input
                id="guest-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                required
              />
            </FormField>
          </>
        )}
        {signIn.isError && (
          <p role="alert" className="text-sm text-destructive">
            {signIn.error.message}
          </p>
        )}
        <Button type="submit" disabled={signIn.isPending}>
          {sent ? (signIn.isPending ? 'Signing in...' : 'Sign in') : 'Send me a code'}
        </Button>
      </form>
    </section>
  );
}
