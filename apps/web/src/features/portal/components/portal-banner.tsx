import type { CSSProperties } from 'react';

/** A portal's branding as its visitors see it: the name on the primary colour, the accent as a rule, the welcome. */
export function PortalBanner({
  name,
  welcomeText,
  primaryColor,
  accentColor,
  heading: Heading = 'h1',
}: {
  name: string;
  welcomeText: string;
  primaryColor: string;
  accentColor: string;
  /** h2 where the banner is a preview inside another page. */
  heading?: 'h1' | 'h2';
}) {
  const style: CSSProperties = { backgroundColor: primaryColor, borderBottomColor: accentColor };
  return (
    <div className="rounded-lg border-b-4 px-4 py-6 text-white sm:px-6" style={style} data-testid="portal-banner">
      <Heading className="break-words text-2xl font-semibold tracking-tight sm:text-3xl">
        {name || 'Your portal'}
      </Heading>
      {welcomeText && <p className="mt-2 max-w-2xl whitespace-pre-line break-words text-white/90">{welcomeText}</p>}
    </div>
  );
}
