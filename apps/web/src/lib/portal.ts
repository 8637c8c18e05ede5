export type PageLocation = { hostname: string; search: string };

const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The portal subdomain of a host: the first label when the host has a subdomain other than www and is not an
 * azurewebsites host (`acme.statehouse.io`), or a subdomain of localhost (`acme.localhost`).
 * Known limit: two-part public suffixes (`statehouse.co.uk`) would read as a subdomain.
 */
export function portalFromHostname(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || ipv4.test(host) || host.includes(':') || host.startsWith('[')) return null;
  const labels = host.split('.');
  const first = labels[0] ?? '';
  if (labels.at(-1) === 'localhost') return labels.length >= 2 && first !== 'www' ? first : null;
  if (labels.length < 3 || first === 'www' || host.includes('azurewebsites')) return null;
  return first;
}

/** True when the page address selects a portal (a `portal` query parameter, even empty, or a portal host). */
export function hasPortal({ hostname, search }: PageLocation): boolean {
  return new URLSearchParams(search).has('portal') || portalFromHostname(hostname) !== null;
}

/** The selected portal's name, or null on the main site; the query parameter wins over the host. */
export function getPortalName({ hostname, search }: PageLocation): string | null {
  const fromQuery = new URLSearchParams(search).get('portal');
  if (fromQuery) return fromQuery;
  return portalFromHostname(hostname);
}

export function currentPortalName(): string | null {
  if (typeof window === 'undefined') return null;
  return getPortalName(window.location);
}

/** Keeps the `portal` query parameter on an in-app link, so a reload of the new page stays in the portal. */
export function withPortalQuery(path: string, search = typeof window === 'undefined' ? '' : window.location.search) {
  const portal = new URLSearchParams(search).get('portal');
  if (portal === null) return path;
  const url = new URL(path, 'http://x');
  url.searchParams.set('portal', portal);
  return `${url.pathname}${url.search}${url.hash}`;
}
