import type { CSSProperties } from 'react';
import { PortalLogo } from './portal-logo';

/** A portal's branding as its visitors see it: the name on the primary colour, the accent as a rule, the welcome. */
export function PortalBanner({
  name,
  welcomeText,
  primaryColor,
  accentColor,
  heading: Heading = 'h1',
  logoUrl = null,
  logoVersion,
}: {
  name: string;
  welcomeText: string;
  primaryColor: string;
  accentColor: string;
  /** h2 where the banner is a preview inside another page. */
  heading?: 'h1' | 'h2';
  /** The portal's logo, above the name on a white tile so any colour of it reads on the primary colour. */
  logoUrl?: string | null;
  logoVersion?: number;
}) {
  const style: CSSProperties = { backgroundColor: primaryColor, borderBottomColor: accentColor };
  return (
    <div className="rounded-lg border-b-4 px-4 py-6 text-white sm:px-6" style={style} data-testid="portal-banner">
      {logoUrl && (
        <span className="mb-3 inline-flex max-w-full rounded-md bg-white p-1.5">
          <PortalLogo logoUrl={logoUrl} name={name} version={logoVersion} className="h-10 sm:h-12" />
        </span>
      )}
      <Heading className="break-words text-2xl font-semibold tracking-tight sm:text-3xl">
        {name || 'Your portal'}
      </Heading>
      {welcomeText && <p className="mt-2 max-w-2xl whitespace-pre-line break-words text-white/90">{welcomeText}</p>}
    </div>
  );
}
