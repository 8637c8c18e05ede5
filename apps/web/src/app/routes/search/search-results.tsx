import { ALL_STATES_KEY } from '@statehouse/shared/reference/states';
import { useSearchParams } from 'react-router';
import { PREFER_PARAM } from '@/features/search/components/global-search';
import { SearchResultsView } from '@/features/search/components/search-results-view';
import { useLegislative } from '@/features/sessions/sessions-provider';

/**
 * /search-results?term=&page=&prefer= : `prefer` is the state whose results come first (the header passes the app's
 * chosen state), ALL for every state alike; without it, the app's chosen state.
 */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { stateCode: appStateCode } = useLegislative();
  const term = searchParams.get('term')?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const prefer = searchParams.get(PREFER_PARAM)?.toUpperCase() || appStateCode;
  const preferStateCode = prefer && prefer !== ALL_STATES_KEY ? prefer : undefined;
  const keep = (next: Record<string, string>) => {
    const params: Record<string, string> = { term, ...next };
    const chosen = searchParams.get(PREFER_PARAM);
    if (chosen && !(PREFER_PARAM in next)) params[PREFER_PARAM] = chosen;
    setSearchParams(params);
  };
  return (
    <SearchResultsView
      term={term}
      page={page}
      preferStateCode={preferStateCode}
      appStateCode={appStateCode}
      onSearch={(next) => keep({ term: next })}
      onPage={(next) => keep({ page: String(next) })}
      onPreferState={(stateCode) => keep({ [PREFER_PARAM]: stateCode ?? ALL_STATES_KEY })}
    />
  );
}
