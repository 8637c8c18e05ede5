import { PortalSignIn } from '@/features/portal/components/portal-sign-in';

/** /auth in the portal route set: the portal's own sign-in. */
export function Component() {
  return <PortalSignIn />;
}
