import type { AdvocateInvitationCreated } from '@statehouse/shared/advocates/advocates.schemas';
import { states } from '@statehouse/shared/reference/states';
import { MailIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { SectionCard } from '@/components/section-card';
import { StatesFilter } from '@/components/states-filter';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDay } from '@/lib/format-date';
import { useAdvocateInvitations } from '../api/get-advocate-invitations';
import { useAdvocateSeats } from '../api/get-advocate-seats';
import { useInviteAdvocate } from '../api/invite-advocate';

/** /invite: invite an advocate into one of the plan's advocate seats, with the states they work in. */
export function InviteAdvocate() {
  const seats = useAdvocateSeats();
  const invitations = useAdvocateInvitations();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [stateCodes, setStateCodes] = useState<string[]>([]);
  const [created, setCreated] = useState<AdvocateInvitationCreated | null>(null);
  const invite = useInviteAdvocate({
    onSuccess: (result) => {
      setCreated(result);
      setEmail('');
      setFirstName('');
      setLastName('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ email, firstName: firstName || undefined, lastName: lastName || undefined, stateCodes });
  };
  const open = invitations.data?.data.filter((row) => row.role === 'lobbyist') ?? [];
  const noneLeft = seats.data?.available === 0;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Invite</h1>
        <p className="mt-1 text-sm text-muted-foreground">Invite lobbyists and advocates to your account.</p>
      </div>
      <SectionCard
        title="Invite an advocate"
        description={
          seats.data
            ? `${seats.data.available} of ${seats.data.seats} advocate seats left (${seats.data.activeAdvocates} advocates, ${seats.data.pendingInvitations} open invitations).`
            : seats.isError
              ? seats.error.message
              : 'Loading seats…'
        }
      >
        <form onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1 sm:col-span-2">
            <Label htmlFor="advocate-email">E-mail</Label>
            <Input
              id="advocate-email"
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="advocate-first">First name</Label>
            <Input id="advocate-first" value={firstName} onChange={(event) => setFirstName(event.target.value)} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="advocate-last">Last name</Label>
            <Input id="advocate-last" value={lastName} onChange={(event) => setLastName(event.target.value)} />
          </div>
          <div className="flex flex-col gap-1 sm:col-span-2">
            <span className="text-sm font-medium">States they work in</span>
            <StatesFilter options={states} value={stateCodes} onChange={setStateCodes} className="w-full sm:w-64" />
            {stateCodes.length > 0 && <p className="text-xs text-muted-foreground">{stateCodes.join(', ')}</p>}
          </div>
          {invite.isError && (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {invite.error.message}
            </p>
          )}
          {noneLeft && (
            <p className="text-sm text-muted-foreground sm:col-span-2">
              Every advocate seat is taken: revoke an open invitation or disable an advocate to free one.
            </p>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={invite.isPending || noneLeft}>
              {invite.isPending ? 'Inviting...' : 'Send invitation'}
            </Button>
          </div>
        </form>
        {created && (
          <div className="mt-4 rounded-md border bg-muted/40 p-3 text-sm" aria-live="polite">
            <p className="font-medium">Invitation created for {created.email}.</p>
            {created.acceptUrl ? (
              <p className="mt-1 break-all">
                No mail server is set up: send this link yourself.{' '}
                <a href={created.acceptUrl} className="text-primary underline" data-testid="advocate-invite-link">
                  {created.acceptUrl}
                </a>
              </p>
            ) : (
              <p className="mt-1">We e-mailed the link.</p>
            )}
          </div>
        )}
      </SectionCard>
      <SectionCard
        title="Open advocate invitations"
        description="Each holds an advocate seat until used, revoked or expired."
      >
        {open.length === 0 ? (
          <EmptyState
            icon={MailIcon}
            title="No open invitations"
            reason="Everyone invited has joined, or their invitations expired."
          />
        ) : (
          <ul aria-label="Open advocate invitations" className="divide-y">
            {open.map((row) => (
              <li key={row.id} className="flex min-w-0 flex-wrap justify-between gap-2 py-2 text-sm">
                <span className="min-w-0 break-all">{row.email}</span>
                <span className="text-muted-foreground">expires {formatDay(row.expiresAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
