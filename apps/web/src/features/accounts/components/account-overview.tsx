import { zodResolver } from '@hookform/resolvers/zod';
import type { AccountUser, InvitationCreated, InviteRequest } from '@statehouse/shared/accounts/accounts.schemas';
import { inviteRequestSchema } from '@statehouse/shared/accounts/accounts.schemas';
import { type RoleName, roleNames } from '@statehouse/shared/auth/auth.schemas';
import { states } from '@statehouse/shared/reference/states';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { InputField } from '@/components/form/form-field';
import { ListPagination } from '@/components/list-page/list-pagination';
import { LoadingIndicator } from '@/components/loading-indicator';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { useAccount } from '../account-provider';
import { useAccountUsers } from '../api/get-account-users';
import { useSeats } from '../api/get-seats';
import { useInviteMember } from '../api/invite-member';
import { useUpdateRole } from '../api/update-role';
import { useUpdateSeats } from '../api/update-seats';
import { useUpdateStatus } from '../api/update-status';
import { InvitationLink } from './invitation-link';
import { InvitationsSection } from './invitations-section';
import { ResetPasswordDialog } from './reset-password-dialog';

const PAGE_SIZE = 10;

/** "All states" for none or every one, a short list for a few, else a count (the full list is in the tooltip). */
function describeStates(codes: string[]) {
  if (codes.length === 0 || codes.length >= states.length) return 'All states';
  return codes.length <= 5 ? codes.join(', ') : `${codes.length} states`;
}
const failed = (title: string) => (error: Error) =>
  toast({ variant: 'destructive', title, description: error.message });
const selectClass =
  'h-8 rounded-md border border-input bg-background px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50';

function SeatsSection() {
  const seats = useSeats();
  const [draft, setDraft] = useState('');
  const mutation = useUpdateSeats({
    onSuccess: () => {
      setDraft('');
      toast({ title: 'Seats updated' });
    },
    onError: failed('Could not change the seats'),
  });
  if (seats.isPending) return <LoadingIndicator message="Loading seats..." />;
  if (seats.isError) return <p className="text-sm text-destructive">{seats.error.message}</p>;
  const { data } = seats;
  return (
    <SectionCard
      title="Seats"
      description="Admins and users hold a seat; analysts and lobbyists do not. Open invitations hold one until used."
    >
      <dl className="grid grid-cols-3 gap-4 text-sm sm:max-w-md">
        <div>
          <dt className="text-muted-foreground">Seats</dt>
          <dd className="text-2xl font-semibold">{data.seats}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">In use</dt>
          <dd className="text-2xl font-semibold">{data.usedSeats}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Available</dt>
          <dd className="text-2xl font-semibold">{data.availableSeats}</dd>
        </div>
      </dl>
      <form
        className="mt-4 flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          mutation.mutate(Number(draft));
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="seats-input">Change seats</Label>
          <Input
            id="seats-input"
            type="number"
            min={1}
            className="w-28"
            value={draft}
            placeholder={String(data.seats)}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={!draft || mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save seats'}
        </Button>
      </form>
    </SectionCard>
  );
}

type InviteValues = InviteRequest & { kind: 'user' | 'analyst' };

function InviteSection() {
  const [created, setCreated] = useState<InvitationCreated | null>(null);
  const form = useForm<InviteRequest>({
    resolver: zodResolver(inviteRequestSchema),
    defaultValues: { email: '', firstName: '', lastName: '' },
  });
  const [kind, setKind] = useState<InviteValues['kind']>('user');
  const mutation = useInviteMember(kind, {
    onSuccess: (invitation) => {
      setCreated(invitation);
      form.reset();
      toast({
        title: 'Invitation created',
        description:
          invitation.delivery === 'email'
            ? `We emailed ${invitation.email}.`
            : 'Copy the link below and send it yourself.',
      });
    },
    onError: failed('Could not send the invitation'),
  });
  const { errors } = form.formState;
  return (
    <SectionCard title="Invite" description="Invitations can be used once and expire after 7 days.">
      <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <fieldset disabled={mutation.isPending} className="grid gap-4 sm:grid-cols-2">
          <InputField label="Email" type="email" error={errors.email?.message} {...form.register('email')} />
          <div className="grid gap-1.5">
            <Label htmlFor="invite-kind">Invite as</Label>
            <select
              id="invite-kind"
              className={`${selectClass} h-9`}
              value={kind}
              onChange={(event) => setKind(event.target.value as InviteValues['kind'])}
            >
              <option value="user">Full-account user (takes a seat)</option>
              <option value="analyst">Analyst</option>
            </select>
          </div>
          <InputField label="First name (optional)" {...form.register('firstName')} />
          <InputField label="Last name (optional)" {...form.register('lastName')} />
          <Button type="submit" className="justify-self-start">
            {mutation.isPending ? 'Sending...' : 'Send invitation'}
          </Button>
        </fieldset>
      </form>
      {created && <InvitationLink invitation={created} />}
    </SectionCard>
  );
}

function MemberRow({ member, isSelf }: { member: AccountUser; isSelf: boolean }) {
  const role = useUpdateRole(member.userId, { onError: failed('Could not change the role') });
  const status = useUpdateStatus(member.userId, { onError: failed('Could not change the status') });
  const busy = role.isPending || status.isPending;
  return (
    <tr className="border-b last:border-0">
      <td className="py-2 pr-3">
        <div className="font-medium">
          {member.firstName} {member.lastName}
        </div>
        <div className="text-xs text-muted-foreground">
          {member.username} · {member.email}
        </div>
      </td>
      <td className="py-2 pr-3">
        <select
          aria-label={`Role of ${member.username}`}
          className={selectClass}
          value={member.role}
          disabled={isSelf || busy}
          onChange={(event) => role.mutate(event.target.value as RoleName)}
        >
          {roleNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </td>
      <td className="py-2 pr-3">
        <Badge variant={member.status === 'active' ? 'secondary' : 'outline'}>{member.status}</Badge>
      </td>
      <td className="hidden py-2 pr-3 text-xs text-muted-foreground md:table-cell">
        <span title={member.stateCodes.join(', ')}>{describeStates(member.stateCodes)}</span>
      </td>
      <td className="py-2 text-right whitespace-nowrap">
        <ResetPasswordDialog member={member} disabled={isSelf || busy} />
        <Button
          variant="outline"
          size="sm"
          disabled={isSelf || busy}
          onClick={() => status.mutate(member.status === 'active' ? 'disabled' : 'active')}
        >
          {member.status === 'active' ? 'Disable' : 'Enable'}
        </Button>
      </td>
    </tr>
  );
}

function UsersSection({ currentUserId }: { currentUserId: number | undefined }) {
  const [page, setPage] = useState(1);
  const [searchTerm, setSearchTerm] = useState('');
  const users = useAccountUsers({ page, pageSize: PAGE_SIZE, searchTerm: searchTerm || undefined });
  return (
    <SectionCard
      title="Users"
      description="Everyone in this account: change roles, reset passwords, disable or enable access."
    >
      <Input
        type="search"
        aria-label="Search users"
        placeholder="Search by name, username or email"
        className="mb-4 sm:max-w-sm"
        value={searchTerm}
        onChange={(event) => {
          setSearchTerm(event.target.value);
          setPage(1);
        }}
      />
      {users.isPending ? (
        <LoadingIndicator message="Loading users..." />
      ) : users.isError ? (
        <p className="text-sm text-destructive">{users.error.message}</p>
      ) : users.data.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No users match.</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-left text-xs text-muted-foreground">
                  <th className="py-2 pr-3 font-medium">User</th>
                  <th className="py-2 pr-3 font-medium">Role</th>
                  <th className="py-2 pr-3 font-medium">Status</th>
                  <th className="hidden py-2 pr-3 font-medium md:table-cell">States</th>
                  <th className="py-2 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.data.data.map((member) => (
                  <MemberRow key={member.userId} member={member} isSelf={member.userId === currentUserId} />
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-4">
            <ListPagination
              page={page}
              pageSize={PAGE_SIZE}
              total={users.data.total}
              onPage={setPage}
              summary={`Page ${users.data.page} of ${Math.max(1, users.data.totalPages)} · ${users.data.total} users`}
            />
          </div>
        </>
      )}
    </SectionCard>
  );
}

export type AccountOverviewProps = {
  /** The signed-in user: their own row cannot be changed, and only admins manage the account. */
  currentUser: { id: number; role: RoleName } | null | undefined;
};

/** The selected account; for admins its seats, invitations and users. */
export function AccountOverview({ currentUser }: AccountOverviewProps) {
  const { accounts, selectedAccount } = useAccount();
  const isAdmin = currentUser?.role === 'admin';
  return (
    <section
      aria-labelledby="accounts-title"
      className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6 px-4 py-8 sm:px-6"
    >
      <div>
        <h1 id="accounts-title" className="text-2xl font-semibold tracking-tight">
          {selectedAccount?.name ?? 'Accounts'}
        </h1>
        <p className="mt-1 text-muted-foreground">
          {selectedAccount ? `Plan: ${selectedAccount.plan} · your role: ${selectedAccount.role}` : ''}
          {accounts.length > 1 ? ` · ${accounts.length} accounts (switch in the user menu)` : ''}
        </p>
      </div>
      {isAdmin ? (
        <>
          <SeatsSection />
          <InviteSection />
          <InvitationsSection />
          <UsersSection currentUserId={currentUser?.id} />
        </>
      ) : (
        <SectionCard
          title="User management"
          description="Only administrators of this account manage users, seats and invitations."
        >
          <p className="text-sm text-muted-foreground">Ask an administrator if you need someone added or removed.</p>
        </SectionCard>
      )}
    </section>
  );
}
