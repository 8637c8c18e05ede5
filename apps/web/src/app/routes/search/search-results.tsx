import { useSearchParams } from 'react-router';
import { SearchResultsView } from '@/features/search/components/search-results-view';

/** /search-results?term=&page= */
export function Component() {
  const [searchParams, setSearchParams] = useSearchParams();
  const term = searchParams.get('term')?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  return (
    <SearchResultsView
      term={term}
      page={page}
      onSearch={(next) => setSearchParams({ term: next })}
      onPage={(next) => setSearchParams({ term, page: String(next) })}
    />
  );
}
