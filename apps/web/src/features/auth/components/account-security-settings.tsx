import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangePasswordForm,
  changePasswordFormSchema,
  type UpdateUsernameRequest,
  updateUsernameRequestSchema,
} from '@statehouse/shared/auth/auth.schemas';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { InputField } from '@/components/form/form-field';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { useChangePassword } from '../api/change-password';
import { useUpdateUsername } from '../api/update-username';
import { useUser } from '../user-provider';

const failed = (title: string) => (error: Error) =>
  toast({ variant: 'destructive', title, description: error.message });

/** The username you log in with (a settings card). */
export function UsernameSection() {
  const { user } = useUser();
  const form = useForm<UpdateUsernameRequest>({
    resolver: zodResolver(updateUsernameRequestSchema),
    values: { username: user?.username ?? '' },
  });
  const mutation = useUpdateUsername({
    onSuccess: (next) => toast({ title: 'Username updated', description: `You now log in as ${next.username}.` }),
    onError: failed('Could not update the username'),
  });
  return (
    <SectionCard title="Username" description="The name you log in with. At least 3 characters.">
      <form
        noValidate
        className="grid gap-4 sm:max-w-sm"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      >
        <fieldset disabled={mutation.isPending} className="grid gap-4">
          <InputField
            label="Username"
            autoComplete="username"
            error={form.formState.errors.username?.message}
            {...form.register('username')}
          />
          <Button type="submit" className="justify-self-start">
            {mutation.isPending ? 'Saving...' : 'Save username'}
          </Button>
        </fieldset>
      </form>
    </SectionCard>
  );
}

/** Changing your password (a settings card). */
export function PasswordSection() {
  const form = useForm<ChangePasswordForm, unknown, z.output<typeof changePasswordFormSchema>>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const mutation = useChangePassword({
    onSuccess: () => {
      form.reset();
      toast({ title: 'Password changed', description: 'Your other sessions have been logged out.' });
    },
    onError: failed('Could not change the password'),
  });
  const { errors } = form.formState;
  return (
    <SectionCard title="Password" description="At least 6 characters. Changing it logs you out everywhere else.">
      <form
        noValidate
        className="grid gap-4 sm:max-w-sm"
        onSubmit={form.handleSubmit(({ confirmPassword: _confirm, ...values }) => mutation.mutate(values))}
      >
        <fieldset disabled={mutation.isPending} className="grid gap-4">
          <InputField
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
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
          <Button type="submit" className="justify-self-start">
            {mutation.isPending ? 'Saving...' : 'Change password'}
          </Button>
        </fieldset>
      </form>
    </SectionCard>
  );
}
