import { PORTAL_KEY_PATTERN } from '@statehouse/shared/portal/portal.schemas';
import { type FormEvent, useState } from 'react';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * /portal-auth on the main site: the visitor names the organization's portal and goes to its sign-in. A full page
 * load, since the portal's route set is chosen when the app starts (SPEC section 2).
 */
export function PortalFinder({ go = (url: string) => window.location.assign(url) }: { go?: (url: string) => void }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const portal = key.trim().toLowerCase();
    if (!PORTAL_KEY_PATTERN.test(portal)) {
      setError('Enter the portal name from your invitation: letters, digits and hyphens, such as acme.');
      return;
    }
    go(`/auth?portal=${encodeURIComponent(portal)}`);
  };
  return (
    <section className="mx-auto flex max-w-md min-w-0 flex-col gap-6 px-4 py-12">
      <div>
        <h1 className="text-2xl font-semibold">Portal sign in</h1>
        <p className="text-muted-foreground">Sign in to the portal an organization shares its legislation through.</p>
      </div>
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Find a portal">
        <FormField
          id="portal-finder-key"
          label="Portal name"
          error={error ?? undefined}
          hint="As in your invitation, e.g. acme."
        >
          <Input id="portal-finder-key" value={key} onChange={(event) => setKey(event.target.value)} required />
        </FormField>
        <Button type="submit">Continue</Button>
      </form>
    </section>
  );
}
