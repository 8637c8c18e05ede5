import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { AuthPanel } from '@/features/auth/components/auth-panel';
import { REDIRECT_PARAM, safeRedirect } from '@/lib/safe-redirect';

/** /auth: the login and register tabs as a page; afterwards back to where the user was going, else /dashboard. */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get(REDIRECT_PARAM));
  const initialTab = params.get('tab') === 'register' ? 'register' : 'login';
  return (
    <div className="p-6 sm:p-8">
      {redirect && (
        <p role="status" className="mb-4 rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          Please log in to continue.
        </p>
      )}
      <AuthPanel
        initialTab={initialTab}
        renderTitle={(title) => <h1 className="text-xl font-semibold tracking-tight">{title}</h1>}
        onSuccess={() => void navigate(redirect ?? paths.dashboard.home, { replace: true })}
      />
    </div>
  );
}
