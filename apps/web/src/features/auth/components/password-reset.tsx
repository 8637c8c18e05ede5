import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PasswordResetForm,
  type PasswordResetRequest,
  passwordResetFormSchema,
  passwordResetMessages,
  passwordResetRequestSchema,
} from '@statehouse/shared/auth/password-reset.schemas';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { InputField } from '@/components/form/form-field';
import { LoadingIndicator } from '@/components/loading-indicator';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuthConfig } from '../api/get-auth-config';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useResetPassword } from '../api/reset-password';

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-4 p-6 sm:p-8">
      <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}

const backToLogin = (
  <Button asChild variant="outline" className="justify-self-start">
    <Link to={paths.setup.auth}>Back to login</Link>
  </Button>
);

/** No token: ask for a link by username or e-mail (or, without a mail server, say who can help). */
function RequestLink() {
  const config = useAuthConfig();
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { identifier: '' },
  });

  if (config.isPending) return <LoadingIndicator message="Loading..." />;
  if (config.data && !config.data.passwordResetByEmail)
    return (
      <Frame title="Forgot your password?">
        <p role="status" className="text-sm">
          {passwordResetMessages.notConfigured}
        </p>
        {backToLogin}
      </Frame>
    );
  if (request.isSuccess)
    return (
      <Frame title="Check your e-mail">
        <p role="status" className="text-sm">
          {request.data.message}
        </p>
        {backToLogin}
      </Frame>
    );
  return (
    <Frame title="Forgot your password?">
      <p className="text-sm text-muted-foreground">
        Enter your username or e-mail address and we will send you a link to choose a new password.
      </p>
      <form
        noValidate
        aria-label="Request a password reset link"
        onSubmit={form.handleSubmit((values) => request.mutate(values))}
      >
        <fieldset disabled={request.isPending} className="grid gap-4">
          <InputField
            label="Username or e-mail address"
            autoComplete="username"
            error={form.formState.errors.identifier?.message}
            {...form.register('identifier')}
          />
          {request.isError && (
            <p role="alert" className="text-sm text-destructive">
              {request.error.message}
            </p>
          )}
          <Button type="submit">{request.isPending ? 'Sending...' : 'Send reset link'}</Button>
        </fieldset>
      </form>
      <Link to={paths.setup.auth} className="text-sm text-primary underline-offset-4 hover:underline">
        Back to login
      </Link>
    </Frame>
  );
}

/** With a token: choose the new password; the link is then used up and every session ends. */
function ChoosePassword({ token }: { token: string }) {
  const reset = useResetPassword(token);
  const form = useForm<PasswordResetForm>({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  if (reset.isSuccess)
    return (
      <Frame title="Password changed">
        <p role="status" className="text-sm">
          {passwordResetMessages.done}
        </p>
        <Button asChild className="justify-self-start">
          <Link to={paths.setup.auth}>Log in</Link>
        </Button>
      </Frame>
    );
  return (
    <Frame title="Choose a new password">
      <form
        noValidate
        aria-label="Choose a new password"
        onSubmit={form.handleSubmit((values) => reset.mutate(values.password))}
      >
        <fieldset disabled={reset.isPending} className="grid gap-4">
          <InputField
            label="New password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <InputField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          {reset.isError && (
            <div role="alert" className="grid gap-1 text-sm text-destructive">
              <p>{reset.error.message}</p>
              <Link to={paths.setup.resetPassword} className="text-primary underline-offset-4 hover:underline">
                Ask for a new link
              </Link>
            </div>
          )}
          <Button type="submit">{reset.isPending ? 'Saving...' : 'Set new password'}</Button>
        </fieldset>
      </form>
    </Frame>
  );
}

/** "Forgot password?" without a token, the reset link's form with one (docs/decisions/013). */
export function PasswordReset({ token }: { token: string | null }) {
  return token ? <ChoosePassword token={token} /> : <RequestLink />;
}
