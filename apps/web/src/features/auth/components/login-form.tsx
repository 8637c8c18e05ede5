import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, loginRequestSchema } from '@statehouse/shared/auth/auth.schemas';
import type { CurrentUser } from '@statehouse/shared/auth/current-user';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { InputField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useUser } from '../user-provider';

export type LoginFormProps = {
  onSuccess?: (user: CurrentUser) => void;
  /** Shows "Don't have an account? Register" (only while registration is on). */
  onSwitchToRegister?: () => void;
};

/** SPEC section 2: username and password, "Login" / "Logging in...", inputs disabled while submitting. */
export function LoginForm({ onSuccess, onSwitchToRegister }: LoginFormProps) {
  const { login } = useUser();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      onSuccess?.(await login(values));
    } catch {
      // The provider has shown the failure toast; the form stays as it was.
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Login">
      <InputField
        label="Username"
        autoComplete="username"
        disabled={isSubmitting}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <div className="grid gap-1.5">
        <InputField
          label="Password"
          type="password"
          autoComplete="current-password"
          disabled={isSubmitting}
          error={errors.password?.message}
          {...form.register('password')}
        />
        {/* A link-style control (SPEC section 2) to the reset page: a mailed link, or who to ask without mail. */}
        <Button asChild variant="link" className="h-auto justify-self-end p-0 text-xs">
          <Link to={paths.setup.resetPassword} aria-disabled={isSubmitting || undefined}>
            Forgot password?
          </Link>
        </Button>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in...' : 'Login'}
      </Button>
      {env.enableRegistration && onSwitchToRegister && (
        <p className="text-center text-sm text-muted-foreground">
          Don't have an account?{' '}
          <Button variant="link" className="h-auto p-0" onClick={onSwitchToRegister} disabled={isSubmitting}>
            Register
          </Button>
        </p>
      )}
    </form>
  );
}
