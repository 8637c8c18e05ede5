import type { PortalSettings } from '@statehouse/shared/portal/portal.schemas';
import { UsersIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { FormField } from '@/components/form/form-field';
import { SectionCard } from '@/components/section-card';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { formatDateTime } from '@/lib/format-date';
import { useGuests, useInviteGuest, useRevokeGuest } from '../api/access-and-guests';

const scopeLabels = {
  members: 'Members',
  relationships: 'Relationships',
  tasks: 'Tasks',
  uploadTrackList: 'Upload track lists',
} as const;
type ScopeFlag = keyof typeof scopeLabels;

/** Guests of the account: invite one with a scope (shared tags and areas), see them, revoke them (admins). */
export function GuestsPanel({ tagOptions }: { tagOptions: PortalSettings['tagOptions'] }) {
  const guests = useGuests();
  const invite = useInviteGuest();
  const revoke = useRevokeGuest();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [tagIds, setTagIds] = useState<number[]>([]);
  const [flags, setFlags] = useState<Record<ScopeFlag, boolean>>({
    members: false,
    relationships: false,
    tasks: false,
    uploadTrackList: false,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email, name, scope: { tagIds, ...flags } },
      {
        onSuccess: () => {
          setEmail('');
          setName('');
        },
      },
    );
  };
  return (
    <SectionCard
      title="Guests"
      description="People outside your account who sign in to the guest area with an e-mailed code and see only what you share."
    >
      <div className="flex min-w-0 flex-col gap-6">
        <form onSubmit={onSubmit} className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Invite a guest">
          <FormField id="guest-email" label="E-mail">
            <Input
              id="guest-email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
            />
          </FormField>
          <FormField id="guest-name" label="Name" optional>
            <Input id="guest-name" value={name} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <fieldset className="flex min-w-0 flex-col gap-2 sm:col-span-2">
            <legend className="mb-1 text-sm font-medium">Shared with this guest</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {tagOptions.map((tag) => (
                <div key={tag.id} className="flex min-w-0 items-center gap-2">
                  <Checkbox
                    id={`guest-tag-${tag.id}`}
                    checked={tagIds.includes(tag.id)}
                    onCheckedChange={(on) =>
                      setTagIds((current) => (on ? [...current, tag.id] : current.filter((id) => id !== tag.id)))
                    }
                  />
                  <label htmlFor={`guest-tag-${tag.id}`} className="truncate text-sm">
                    Tag: {tag.name}
                  </label>
                </div>
              ))}
              {(Object.keys(scopeLabels) as ScopeFlag[]).map((flag) => (
                <div key={flag} className="flex items-center gap-2">
                  <Checkbox
                    id={`guest-${flag}`}
                    checked={flags[flag]}
                    onCheckedChange={(on) => setFlags((current) => ({ ...current, [flag]: on }))}
                  />
                  <label htmlFor={`guest-${flag}`} className="text-sm">
                    {scopeLabels[flag]}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
          {invite.isError && (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {invite.error.message}
            </p>
          )}
          <Button type="submit" className="self-start" disabled={invite.isPending}>
            {invite.isPending ? 'Inviting...' : 'Invite guest'}
          </Button>
        </form>
        {guests.isPending ? null : guests.isError ? (
          <p className="text-sm text-destructive">{guests.error.message}</p>
        ) : guests.data.items.length === 0 ? (
          <EmptyState
            icon={UsersIcon}
            title="No guests yet"
            reason="Invite a client, a coalition member or a board member above."
          />
        ) : (
          <ul className="flex flex-col divide-y" aria-label="Guests">
            {guests.data.items.map((guest) => (
              <li key={guest.id} className="flex min-w-0 flex-wrap items-center justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{guest.name || guest.email}</p>
                  <p className="truncate text-xs text-muted-foreground">
                    {guest.email} ·{' '}
                    {guest.lastSeenAt ? `last seen ${formatDateTime(guest.lastSeenAt)}` : 'not signed in yet'}
                  </p>
                </div>
                {guest.status === 'revoked' ? (
                  <Badge variant="outline">Revoked</Badge>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => revoke.mutate(guest.id)}
                    disabled={revoke.isPending}
                  >
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </SectionCard>
  );
}
