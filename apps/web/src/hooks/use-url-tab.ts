import { useUrlParams } from './use-url-params';

/**
 * The open tab of a detail page, kept in `?tab=` so a link or reload opens the same tab; the first tab is the
 * default and leaves the URL clean. A tab switch replaces the history entry; one that also sets other
 * parameters (e.g. which version to read) adds one, so Back returns to where the reader was.
 */
export function useUrlTab<Tab extends string>(tabs: readonly { value: Tab }[]) {
  const [searchParams, setSearchParams, latestParams] = useUrlParams();
  const first = tabs[0]!.value;
  const param = searchParams.get('tab');
  const tab = tabs.some((item) => item.value === param) ? (param as Tab) : first;

  const setTab = (next: string, extra?: Record<string, string>) => {
    const params = latestParams();
    if (next === first) params.delete('tab');
    else params.set('tab', next);
    for (const [key, value] of Object.entries(extra ?? {})) params.set(key, value);
    setSearchParams(params, { replace: extra === undefined });
  };
  return { tab, setTab, searchParams };
}
