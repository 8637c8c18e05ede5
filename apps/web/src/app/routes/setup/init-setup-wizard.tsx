import { useUser } from '@/features/auth/user-provider';
import { SetupWizard } from '@/features/setup/components/setup-wizard';

/** /init-setup-wizard: the organization describes itself once; auto-tracking starts from its answers. */
export function Component() {
  const { allowedStates } = useUser();
  return <SetupWizard allowedStates={allowedStates} />;
}
