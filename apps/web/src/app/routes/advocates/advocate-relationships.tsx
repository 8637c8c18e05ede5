import { AdvocateRelationships } from '@/features/advocates/components/advocate-relationships';
import { useUrlFilter } from './use-state-param';

/** /relationships: advocates and the legislators they reach, filtered by ?stateCode. */
export function Component() {
  const [stateCode, setStateCode] = useUrlFilter('stateCode');
  return <AdvocateRelationships stateCode={stateCode.toUpperCase()} onStateChange={setStateCode} />;
}
