import type { PortalSettings } from '@statehouse/shared/portal/portal.schemas';
import { SectionCard } from '@/components/section-card';
import { PortalBanner } from './portal-banner';

/** What a visitor sees, redrawn as the form changes: the branded banner and what the portal shows. */
export function PortalPreview({
  draft,
  tagOptions,
  logo,
}: {
  draft: Pick<
    PortalSettings,
    | 'portalKey'
    | 'name'
    | 'welcomeText'
    | 'primaryColor'
    | 'accentColor'
    | 'sharedTagIds'
    | 'showBillText'
    | 'showPositions'
    | 'showRemarks'
    | 'accessMode'
  >;
  tagOptions: PortalSettings['tagOptions'];
  /** The saved logo (uploads take effect at once, apart from the form's draft). */
  logo?: { url: string | null; version?: number };
}) {
  const shared = tagOptions.filter((tag) => draft.sharedTagIds.includes(tag.id));
  const fields = [
    draft.showBillText && 'summary and text',
    draft.showPositions && 'your position',
    draft.showRemarks && 'shared remarks',
  ].filter(Boolean);
  return (
    <aside aria-label="Live preview" className="min-w-0 xl:sticky xl:top-20">
      <SectionCard
        title="Live preview"
        description={draft.portalKey ? `Address: ?portal=${draft.portalKey}` : 'Choose a portal key to get an address.'}
      >
        <div className="flex flex-col gap-3">
          <PortalBanner
            heading="h2"
            name={draft.name}
            welcomeText={draft.welcomeText}
            primaryColor={draft.primaryColor}
            accentColor={draft.accentColor}
            logoUrl={logo?.url}
            logoVersion={logo?.version}
          />
          <p className="text-sm">
            {shared.length === 0
              ? 'No tags shared: the portal lists no bills.'
              : `Shares the bills of ${shared.map((tag) => tag.name).join(', ')}.`}
          </p>
          <p className="text-sm text-muted-foreground">
            Bill pages show status, latest action and next hearing{fields.length ? `, plus ${fields.join(', ')}` : ''},
            and the form for visitors to send their position.
          </p>
          <p className="text-sm text-muted-foreground">
            {draft.accessMode === 'link'
              ? 'Anyone with the address may read and answer.'
              : draft.accessMode === 'password'
                ? 'Listed people sign in with a password.'
                : 'Listed people sign in with a code e-mailed to them.'}
          </p>
        </div>
      </SectionCard>
    </aside>
  );
}
