import { FeaturePage } from '@/components/feature-page';
import { useRouteHandle } from '../route-handle';

/** Every screen whose feature is still to come: the route table gives its title and description. */
export function Component() {
  const handle = useRouteHandle();
  return <FeaturePage title={handle?.title ?? 'Statehouse'} description={handle?.description ?? ''} />;
}
