import { PortalFinder } from '@/features/portal/components/portal-finder';

/** /portal-auth on the main site. */
export function Component() {
  return <PortalFinder />;
}
