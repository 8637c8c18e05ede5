import { AdvocateDashboard } from '@/features/advocates/components/advocate-dashboard';
import { useUser } from '@/features/auth/user-provider';
import { useUrlFilter } from './use-state-param';

/** /tools/lobby/dashboard: the state filter lives in the URL (?state=TX). */
export function Component() {
  const { user } = useUser();
  const [state, setState] = useUrlFilter('state');
  return <AdvocateDashboard state={state.toUpperCase()} onStateChange={setState} isAdmin={user?.role === 'admin'} />;
}
