import { useContext } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams } from 'react-router';

/**
 * `useSearchParams`, plus `latest()`: the query parameters as the URL has them now. A page renders navigations
 * as transitions, so its last render can lag the URL by a change or two; a writer that starts from that render's
 * `params` (as `setParams(prev => …)` does too) drops what the user changed meanwhile: typing a search and then
 * picking a sort lost the search. Writers start from `latest()`; rendering reads `params`.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const latest = () => {
    // The navigation under way, else the settled one; without a data router (some tests), the render's own.
    const location = router ? (router.state.navigation.location ?? router.state.location) : undefined;
    return new URLSearchParams(location ? location.search : params);
  };
  return [params, setParams, latest] as const;
}
