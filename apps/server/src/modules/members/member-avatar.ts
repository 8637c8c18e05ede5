/** Party colours of the generated avatars (the web's party badges use the same hues). */
const PARTY_COLOURS: Record<string, string> = {
  D: '#1d4ed8',
  R: '#b91c1c',
  I: '#6d28d9',
  L: '#a16207',
  G: '#15803d',
};
const NO_PARTY_COLOUR = '#475569';

/** First letters of the first and last words of a name: "Mario R. Mattera" -> "MM". */
export function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return '?';
  const first = [...words[0]!][0] ?? '';
  const last = words.length > 1 ? ([...words.at(-1)!][0] ?? '') : '';
  return (first + last).toUpperCase();
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** A square SVG avatar: initials on the party colour (white text passes WCAG AA on every colour above). */
export function avatarSvg(name: string, partyCode: string | null): string {
  const colour = (partyCode && PARTY_COLOURS[partyCode]) || NO_PARTY_COLOUR;
  const label = escapeXml(name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${label}"><rect width="128" height="128" fill="${colour}"/><text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" font-weight="600" fill="#ffffff">${escapeXml(initialsOf(name))}</text></svg>`;
}
