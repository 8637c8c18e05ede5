import { zodResolver } from '@hookform/resolvers/zod';
import {
  type RegisterForm as RegisterFormValues,
  registerFormSchema,
  toRegisterRequest,
} from '@statehouse/shared/auth/auth.schemas';
import type { CurrentUser } from '@statehouse/shared/auth/current-user';
import { states } from '@statehouse/shared/reference/states';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InputField } from '@/components/form/form-field';
import { StatesFilter } from '@/components/states-filter';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { useUser } from '../user-provider';

export type RegisterFormProps = {
  onSuccess?: (user: CurrentUser) => void;
  onSwitchToLogin?: () => void;
};

type Output = z.output<typeof registerFormSchema>;

/** SPEC sections 3 and 5: a new account and its first user; confirmPassword is checked here and never sent. */
export function RegisterForm({ onSuccess, onSwitchToLogin }: RegisterFormProps) {
  const { register: registerUser } = useUser();
  const form = useForm<RegisterFormValues, unknown, Output>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      accountName: '',
      email: '',
      firstName: '',
      lastName: '',
      username: '',
      password: '',
      confirmPassword: '',
      stateCodes: [],
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      onSuccess?.(await registerUser(toRegisterRequest(values)));
    } catch {
      // The provider has shown the failure toast.
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Register">
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <InputField
          label="Account name"
          autoComplete="organization"
          error={errors.accountName?.message}
          {...form.register('accountName')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <InputField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <InputField
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="Password"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <InputField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
        </div>
        <div className="grid gap-1.5">
          <Label>States to follow</Label>
          <Controller
            control={form.control}
            name="stateCodes"
            render={({ field }) => (
              <StatesFilter options={states} value={field.value} onChange={field.onChange} className="w-full" />
            )}
          />
          {errors.stateCodes && (
            <p role="alert" className="text-sm text-destructive">
              {errors.stateCodes.message ?? errors.stateCodes.root?.message}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full">
          {isSubmitting ? 'Creating Account...' : 'Create Account'}
        </Button>
        {onSwitchToLogin && (
          <p className="text-center text-sm text-muted-foreground">
            Already have an account?{' '}
            <Button variant="link" className="h-auto p-0" onClick={onSwitchToLogin}>
              Login
            </Button>
          </p>
        )}
      </fieldset>
    </form>
  );
}
