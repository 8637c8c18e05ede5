import { PortalHomeView } from '@/features/portal/components/portal-home-view';

/** The portal's home (portal route set): its branding and the bills it shares. */
export function Component() {
  return <PortalHomeView />;
}
