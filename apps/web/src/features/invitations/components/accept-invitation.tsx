import { zodResolver } from '@hookform/resolvers/zod';
import { type AcceptInvitationForm, acceptInvitationFormSchema } from '@statehouse/shared/accounts/accounts.schemas';
import type { UserReply } from '@statehouse/shared/auth/auth.schemas';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { InputField } from '@/components/form/form-field';
import { LoadingIndicator } from '@/components/loading-indicator';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitationPreview } from '../api/get-invitation-preview';

const roleLabels = { analyst: 'an analyst', user: 'a team member', lobbyist: 'an advocate' } as const;

export type AcceptInvitationProps = {
  /** The token from the invitation link; empty when the link was cut short. */
  token: string;
  /** The signed-in user's name, who may join as themselves; undefined when nobody is signed in. */
  signedInUsername?: string;
  /** Called once the account is joined, with the user the server now has signed in. */
  onAccepted: (reply: UserReply) => unknown;
};

/** Who invited you to what, then a new user (or your own, when signed in) joins. */
export function AcceptInvitation({ token, signedInUsername, onAccepted }: AcceptInvitationProps) {
  const preview = useInvitationPreview(token);

  const accept = useAcceptInvitation(token, {
    onSuccess: async (reply) => {
      toast({ title: 'Welcome aboard', description: `You joined ${preview.data?.accountName ?? 'the account'}.` });
      await onAccepted(reply);
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Could not accept the invitation', description: error.message }),
  });

  const form = useForm<AcceptInvitationForm, unknown, z.output<typeof acceptInvitationFormSchema>>({
    resolver: zodResolver(acceptInvitationFormSchema),
    values: {
      firstName: preview.data?.firstName ?? '',
      lastName: preview.data?.lastName ?? '',
      username: '',
      password: '',
      confirmPassword: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const submitting = accept.isPending;

  if (!token)
    return (
      <Message
        title="Invitation link incomplete"
        text="This link has no invitation token. Open the link from your invitation e-mail again."
      />
    );
  if (preview.isPending) return <LoadingIndicator message="Checking your invitation..." />;
  if (preview.isError) return <Message title="Invitation not available" text={preview.error.message} />;

  const invitation = preview.data;
  return (
    <div className="grid gap-6 p-6 sm:p-8">
      <div className="grid gap-1">
        <h1 className="text-xl font-semibold tracking-tight">Join {invitation.accountName}</h1>
        <p className="text-sm text-muted-foreground">
          {invitation.invitedBy} invited {invitation.email} to join as {roleLabels[invitation.role]}.
        </p>
      </div>
      {signedInUsername && (
        <div className="grid gap-2 rounded-md border p-4">
          <p className="text-sm">
            You are logged in as <strong>{signedInUsername}</strong>.
          </p>
          <Button disabled={submitting} onClick={() => accept.mutate({})}>
            {submitting ? 'Joining...' : `Join as ${signedInUsername}`}
          </Button>
          <p className="text-xs text-muted-foreground">Or create a separate user below.</p>
        </div>
      )}
      <form
        noValidate
        aria-label="Accept invitation"
        onSubmit={form.handleSubmit(({ confirmPassword: _confirm, ...values }) => accept.mutate(values))}
      >
        <fieldset disabled={submitting} className="grid gap-4">
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
            label="Username"
            autoComplete="username"
            error={errors.username?.message}
            {...form.register('username')}
          />
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
          <Button type="submit">{submitting ? 'Creating Account...' : 'Accept invitation'}</Button>
        </fieldset>
      </form>
    </div>
  );
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <div className="grid gap-3 p-6 sm:p-8">
      <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
      <p className="text-sm text-muted-foreground">{text}</p>
      <Button asChild variant="outline" className="justify-self-start">
        <Link to={paths.home}>Back to home</Link>
      </Button>
    </div>
  );
}
