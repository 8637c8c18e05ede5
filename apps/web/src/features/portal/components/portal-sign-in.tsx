import { LockIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { usePortal } from '@/hooks/use-portal';
import { usePortalInfo, usePortalSignIn } from '../api/portal-visitor';
import { PortalBanner } from './portal-banner';

/**
 * The portal's sign-in, as its access mode says: a name (anyone with the link), e-mail and password (listed people),
 * or e-mail then the one-time code mailed to it.
 */
export function PortalSignIn() {
  const { href } = usePortal();
  const navigate = useNavigate();
  const info = usePortalInfo();
  const signIn = usePortalSignIn();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState<string | null>(null);

  if (info.isPending) return <Skeleton className="mx-auto my-10 h-64 max-w-md" />;
  if (info.isError) {
    return (
      <EmptyState
        variant="page"
        titleAs="h1"
        icon={LockIcon}
        title="This portal cannot be signed in to"
        reason={`${info.error.message}. Check the address your organization sent you.`}
      />
    );
  }
  const mode = info.data.accessMode;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body =
      mode === 'link'
        ? { name, email: email || undefined }
        : mode === 'password'
          ? { email, password }
          : codeSent
            ? { email, code }
            : { email };
    signIn.mutate(body, {
      onSuccess: (reply) => {
        if (reply.status === 'code-sent') setCodeSent(reply.message);
        else navigate(href('/'));
      },
    });
  };

  return (
    <section className="mx-auto flex max-w-md min-w-0 flex-col gap-6 px-4 py-8">
      <PortalBanner {...info.data} welcomeText="" />
      <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Portal sign in">
        <h2 className="text-xl font-semibold">Sign in</h2>
        {mode === 'link' && (
          <FormField id="portal-name" label="Your name">
            <Input id="portal-name" value={name} onChange={(event) => setName(event.target.value)} required />
          </FormField>
        )}
        <FormField id="portal-email" label="E-mail" optional={mode === 'link'}>
          <Input
            id="portal-email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required={mode !== 'link'}
            disabled={Boolean(codeSent)}
            autoComplete="email"
          />
        </FormField>
        {mode === 'password' && (
          <FormField id="portal-password" label="Password">
            <Input
              id="portal-password"
              type="password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
              autoComplete="current-password"
            />
          </FormField>
        )}
        {mode === 'code' && codeSent && (
          <>
            <p className="text-sm text-muted-foreground" role="status">
              {codeSent}
            </p>
            <FormField id="portal-code" label="Code from the e-mail" hint="6 digits; it works once, for 15 minutes.">
              <Input
                id="portal-code"
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
          {mode === 'code' && !codeSent ? 'Send me a code' : signIn.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
        <Link to={href('/')} className="text-sm text-muted-foreground hover:underline">
          Back to the portal
        </Link>
      </form>
    </section>
  );
}
