import { useLocation } from 'react-router';
import { getPortalName, withPortalQuery } from '@/lib/portal';

/** The selected portal's name (from the router's URL, then the host) and a link builder that keeps it. */
export function usePortal() {
  const { search } = useLocation();
  const name = getPortalName({ hostname: window.location.hostname, search });
  return { name, href: (path: string) => withPortalQuery(path, search) };
}
