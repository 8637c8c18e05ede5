import type { PortalAccessMode, PortalSettings, UpdatePortalSettings } from '@statehouse/shared/portal/portal.schemas';
import { type FormEvent, useEffect, useState } from 'react';
import { FormField } from '@/components/form/form-field';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { useSavePortalSettings } from '../api/portal-settings';
import { PortalLogoCard, type SavedLogo } from './portal-logo-card';
import { PortalPreview } from './portal-preview';

type Draft = Required<Omit<UpdatePortalSettings, 'people'>> & {
  people: { email: string; name: string; password?: string }[];
};

const accessModes: { value: PortalAccessMode; label: string }[] = [
  { value: 'code', label: 'Listed people, by a one-time code e-mailed to them' },
  { value: 'password', label: 'Listed people, with a password' },
  { value: 'link', label: 'Anyone with the link' },
];

const draftOf = (settings: PortalSettings): Draft => ({
  portalKey: settings.portalKey,
  name: settings.name,
  primaryColor: settings.primaryColor,
  accentColor: settings.accentColor,
  welcomeText: settings.welcomeText,
  sharedTagIds: settings.sharedTagIds,
  sharedBillIds: settings.sharedBillIds,
  showBillText: settings.showBillText,
  showPositions: settings.showPositions,
  showRemarks: settings.showRemarks,
  accessMode: settings.accessMode,
  people: settings.people.map((person) => ({ email: person.email, name: person.name })),
});

/** The portal's settings with a live preview of what its visitors see; only admins may save. */
export function PortalSettingsForm({ settings }: { settings: PortalSettings }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [peopleText, setPeopleText] = useState(() => settings.people.map((person) => person.email).join('\n'));
  const [password, setPassword] = useState('');
  const save = useSavePortalSettings();
  useEffect(() => setDraft(draftOf(settings)), [settings]);
  // The logo is saved on upload, apart from the draft; a new address version makes the browser show the new image.
  const [logo, setLogo] = useState<SavedLogo>({ url: settings.logoUrl });
  useEffect(
    () => setLogo((current) => (current.url === settings.logoUrl ? current : { url: settings.logoUrl })),
    [settings.logoUrl],
  );
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const readOnly = !settings.canEdit;
  const toggleTag = (id: number, on: boolean) =>
    set('sharedTagIds', on ? [...draft.sharedTagIds, id] : draft.sharedTagIds.filter((tagId) => tagId !== id));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const known = new Map(settings.people.map((person) => [person.email, person.name]));
    const people = [
      ...new Set(
        peopleText
          .split(/[\s,;]+/)
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      ),
    ].map((email) => ({ email, name: known.get(email) ?? '', ...(password ? { password } : {}) }));
    save.mutate({ ...draft, people }, { onSuccess: () => setPassword('') });
  };

  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <form onSubmit={onSubmit} className="flex min-w-0 flex-col gap-6" aria-label="Portal settings">
        <SectionCard
          title="Address and branding"
          description="Clients open the portal at its key: a subdomain, or ?portal= on this site."
        >
          <fieldset disabled={readOnly} className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2">
            <FormField id="portal-key" label="Portal key" hint="Lower-case letters, digits and hyphens, e.g. acme.">
              <Input
                id="portal-key"
                value={draft.portalKey}
                onChange={(event) => set('portalKey', event.target.value)}
                required
              />
            </FormField>
            <FormField id="portal-name" label="Name shown to visitors">
              <Input
                id="portal-name"
                value={draft.name}
                onChange={(event) => set('name', event.target.value)}
                required
              />
            </FormField>
            <FormField id="portal-primary" label="Primary colour">
              <Input
                id="portal-primary"
                type="color"
                value={draft.primaryColor}
                onChange={(event) => set('primaryColor', event.target.value)}
              />
            </FormField>
            <FormField id="portal-accent" label="Accent colour">
              <Input
                id="portal-accent"
                type="color"
                value={draft.accentColor}
                onChange={(event) => set('accentColor', event.target.value)}
              />
            </FormField>
            <label className="flex flex-col gap-2 text-sm font-medium sm:col-span-2" htmlFor="portal-welcome">
              Welcome text
              <textarea
                id="portal-welcome"
                rows={3}
                maxLength={2000}
                value={draft.welcomeText}
                onChange={(event) => set('welcomeText', event.target.value)}
                className="rounded-md border bg-background px-3 py-2 text-sm font-normal"
              />
            </label>
          </fieldset>
        </SectionCard>

        <PortalLogoCard
          configured={settings.configured}
          canEdit={settings.canEdit}
          name={draft.name}
          logo={logo}
          onChange={setLogo}
        />

        <SectionCard
          title="What is shared"
          description="The bills of the chosen account tags; the fields below show only when ticked."
        >
          <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
            {settings.tagOptions.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Your account has no account tags yet. Create one on Tracks to share its bills.
              </p>
            ) : (
              <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Shared tags">
                {settings.tagOptions.map((tag) => (
                  <li key={tag.id} className="flex min-w-0 items-center gap-2">
                    <Checkbox
                      id={`portal-tag-${tag.id}`}
                      checked={draft.sharedTagIds.includes(tag.id)}
                      onCheckedChange={(on) => toggleTag(tag.id, on)}
                    />
                    <label htmlFor={`portal-tag-${tag.id}`} className="truncate text-sm">
                      <span className="mr-1 inline-block size-2 rounded-full" style={{ backgroundColor: tag.color }} />
                      {tag.name}
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {(
              [
                ['showBillText', 'Bill summary and text link'],
                ['showPositions', 'Our position'],
                ['showRemarks', 'Shared remarks (never team-only or personal ones)'],
              ] as const
            ).map(([key, label]) => (
              <div key={key} className="flex items-center gap-2">
                <Checkbox id={`portal-${key}`} checked={draft[key]} onCheckedChange={(on) => set(key, on)} />
                <label htmlFor={`portal-${key}`} className="text-sm">
                  {label}
                </label>
              </div>
            ))}
          </fieldset>
        </SectionCard>

        <SectionCard title="Who may sign in" description="Removing a person ends their access with their next request.">
          <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
            <div role="radiogroup" aria-label="Access" className="flex flex-col gap-2">
              {accessModes.map((mode) => (
                <label key={mode.value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="portal-access"
                    value={mode.value}
                    checked={draft.accessMode === mode.value}
                    onChange={() => set('accessMode', mode.value)}
                  />
                  {mode.label}
                </label>
              ))}
            </div>
            {draft.accessMode !== 'link' && (
              <label className="flex flex-col gap-2 text-sm font-medium" htmlFor="portal-people">
                People (one e-mail address a line)
                <textarea
                  id="portal-people"
                  rows={4}
                  value={peopleText}
                  onChange={(event) => setPeopleText(event.target.value)}
                  className="rounded-md border bg-background px-3 py-2 text-sm font-normal"
                />
              </label>
            )}
            {draft.accessMode === 'password' && (
              <FormField
                id="portal-password"
                label="Password for the people above"
                hint="Leave empty to keep their current passwords."
              >
                <Input
                  id="portal-password"
                  type="password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </FormField>
            )}
          </fieldset>
        </SectionCard>

        {save.isError && (
          <p role="alert" className="text-sm text-destructive">
            {save.error.message}
          </p>
        )}
        {save.isSuccess && (
          <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
            Portal saved.
          </p>
        )}
        {readOnly ? (
          <p className="text-sm text-muted-foreground">Only your account’s administrators can change the portal.</p>
        ) : (
          <Button type="submit" className="self-start" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save portal'}
          </Button>
        )}
      </form>
      <PortalPreview draft={draft} tagOptions={settings.tagOptions} logo={logo} />
    </div>
  );
}
