import type { InvitationCreated, PendingInvitation } from '@statehouse/shared/accounts/accounts.schemas';
import { MailIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadingIndicator } from '@/components/loading-indicator';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { usePendingInvitations } from '../api/get-pending-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { InvitationLink } from './invitation-link';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const failed = (title: string) => (error: Error) =>
  toast({ variant: 'destructive', title, description: error.message });

function InvitationRow({
  invitation,
  onResent,
}: {
  invitation: PendingInvitation;
  onResent: (created: InvitationCreated) => void;
}) {
  const name = [invitation.firstName, invitation.lastName].filter(Boolean).join(' ');
  const resend = useResendInvitation({
    onSuccess: (created) => {
      onResent(created);
      toast({
        title: 'Invitation sent again',
        description:
          created.delivery === 'email'
            ? `We emailed ${created.email} a new link; the old one no longer works.`
            : 'Copy the new link below and send it yourself; the old one no longer works.',
      });
    },
    onError: failed('Could not resend the invitation'),
  });
  const revoke = useRevokeInvitation({
    onSuccess: () =>
      toast({
        title: 'Invitation revoked',
        description: invitation.holdsSeat
          ? `${invitation.email} can no longer join, and the seat is free.`
          : `${invitation.email} can no longer join.`,
      }),
    onError: failed('Could not revoke the invitation'),
  });
  const busy = resend.isPending || revoke.isPending;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-medium break-all">
          {invitation.email}
          {name && <span className="font-normal text-muted-foreground"> · {name}</span>}
        </p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <Badge variant={invitation.holdsSeat ? 'secondary' : 'outline'}>
            {invitation.holdsSeat
              ? 'Full-account user · holds a seat'
              : invitation.role === 'lobbyist'
                ? 'Advocate · holds an advocate seat'
                : 'Analyst'}
          </Badge>
          <span>
            Sent {day(invitation.createdAt)}
            {invitation.invitedBy ? ` by ${invitation.invitedBy}` : ''} · expires {day(invitation.expiresAt)}
          </span>
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`Resend the invitation to ${invitation.email}`}
          onClick={() => resend.mutate(invitation.id)}
        >
          {resend.isPending ? 'Sending...' : 'Resend'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={`Revoke the invitation to ${invitation.email}`}
          onClick={() => revoke.mutate(invitation.id)}
        >
          {revoke.isPending ? 'Revoking...' : 'Revoke'}
        </Button>
      </div>
    </li>
  );
}

/** The account's open invitations: who was invited, as what, by whom, until when; resend or revoke each. */
export function InvitationsSection() {
  const invitations = usePendingInvitations();
  const [resent, setResent] = useState<InvitationCreated | null>(null);
  return (
    <SectionCard
      title="Open invitations"
      description="Sent and not yet used. A full-account invitation holds a seat until it is used, revoked or expires."
    >
      {invitations.isPending ? (
        <LoadingIndicator message="Loading invitations..." />
      ) : invitations.isError ? (
        <p className="text-sm text-destructive">{invitations.error.message}</p>
      ) : invitations.data.data.length === 0 ? (
        <EmptyState
          icon={MailIcon}
          title="No open invitations"
          reason="Everyone invited has joined, or their invitations were revoked or expired. Invite someone above."
        />
      ) : (
        <ul aria-label="Open invitations" className="divide-y">
          {invitations.data.data.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} onResent={setResent} />
          ))}
        </ul>
      )}
      {resent && <InvitationLink invitation={resent} />}
    </SectionCard>
  );
}
