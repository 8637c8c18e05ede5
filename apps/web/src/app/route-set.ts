import { hasPortal, type PageLocation } from '@/lib/portal';

export type RouteSet = 'portal' | 'main';

/**
 * Chosen once at start: the portal set when the page URL has a `portal` query parameter, or the host has a subdomain
 * other than www (not an azurewebsites host), or a subdomain on localhost; otherwise the main set.
 */
export function selectRouteSet(location: PageLocation): RouteSet {
  return hasPortal(location) ? 'portal' : 'main';
}
