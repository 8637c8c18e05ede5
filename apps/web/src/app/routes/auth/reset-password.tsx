import { useSearchParams } from 'react-router';
import { PasswordReset } from '@/features/auth/components/password-reset';

/** /reset-password: "Forgot password?" without a token, the reset link's form with one (docs/decisions/013). */
export function Component() {
  const [params] = useSearchParams();
  return <PasswordReset token={params.get('token')} />;
}
