import type { CSSProperties } from 'react';

/** A portal's branding as its visitors see it: the name on the primary colour, the accent as a rule, the welcome. */
export function PortalBanner({
  name,
  welcomeText,
  primaryColor,
  accentColor,
}: {
  name: string;
  welcomeText: string;
  primaryColor: string;
  accentColor: string;
}) {
  const style: CSSProperties = { backgroundColor: primaryColor, borderBottomColor: accentColor };
  return (
    <div className="rounded-lg border-b-4 px-4 py-6 text-white sm:px-6" style={style} data-testid="portal-banner">
      <h1 className="break-words text-2xl font-semibold tracking-tight sm:text-3xl">{name || 'Your portal'}</h1>
      {welcomeText && <p className="mt-2 max-w-2xl whitespace-pre-line break-words text-white/90">{welcomeText}</p>}
    </div>
  );
}
