import { portalLogoMessages, portalLogoTypes } from '@statehouse/shared/portal/portal.schemas';
import { ImageIcon } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { SectionCard } from '@/components/section-card';
import { Button } from '@/components/ui/button';
import { useRemovePortalLogo, useUploadPortalLogo } from '../api/portal-settings';
import { PortalLogo } from './portal-logo';

export type SavedLogo = { url: string | null; version?: number };

/**
 * The portal's logo: uploaded to the blob store at once (apart from the form's Save), shown on the portal's sign-in
 * page and header. The server reads the type from the bytes and refuses anything else with a message shown here.
 */
export function PortalLogoCard({
  configured,
  canEdit,
  name,
  logo,
  onChange,
}: {
  configured: boolean;
  canEdit: boolean;
  name: string;
  logo: SavedLogo;
  onChange: (logo: SavedLogo) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPortalLogo();
  const remove = useRemovePortalLogo();
  const failure = upload.error ?? remove.error;
  const busy = upload.isPending || remove.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    remove.reset();
    upload.mutate(file, { onSuccess: (saved) => onChange({ url: saved.logoUrl, version: Date.now() }) });
  };

  return (
    <SectionCard
      title="Logo"
      description="Shown on the portal’s sign-in page and in its header. PNG, JPEG, GIF or WebP, at most 512 KB."
    >
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex min-w-0 flex-wrap items-center gap-4">
          <div className="flex h-20 w-40 shrink-0 items-center justify-center rounded-md border bg-white p-2">
            {logo.url ? (
              <PortalLogo logoUrl={logo.url} name={name} version={logo.version} className="h-16 max-w-36" />
            ) : (
              <span className="flex flex-col items-center gap-1 text-xs text-slate-500">
                <ImageIcon className="size-5" aria-hidden />
                No logo yet
              </span>
            )}
          </div>
          {canEdit && configured && (
            <div className="flex flex-wrap gap-2">
              <input
                ref={input}
                id="portal-logo-file"
                type="file"
                accept={portalLogoTypes.join(',')}
                className="sr-only"
                aria-label="Logo file"
                onChange={choose}
                disabled={busy}
              />
              <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
                {upload.isPending ? 'Uploading...' : logo.url ? 'Replace logo' : 'Upload logo'}
              </Button>
              {logo.url && (
                <Button
                  type="button"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => {
                    upload.reset();
                    remove.mutate(undefined, { onSuccess: () => onChange({ url: null }) });
                  }}
                >
                  {remove.isPending ? 'Removing...' : 'Remove logo'}
                </Button>
              )}
            </div>
          )}
        </div>
        {canEdit && !configured && <p className="text-sm text-muted-foreground">{portalLogoMessages.portalNotSaved}</p>}
        {!canEdit && <p className="text-sm text-muted-foreground">Only admins can change the logo.</p>}
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure.message}
          </p>
        )}
      </div>
    </SectionCard>
  );
}
