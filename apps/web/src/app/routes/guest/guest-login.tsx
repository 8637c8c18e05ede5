import { GuestSignIn } from '@/features/guest/components/guest-sign-in';

export function Component() {
  return <GuestSignIn />;
}
