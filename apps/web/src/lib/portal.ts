import { portalFromHostname } from '@statehouse/shared/portal/portal-host';

export type PageLocation = { hostname: string; search: string };

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
