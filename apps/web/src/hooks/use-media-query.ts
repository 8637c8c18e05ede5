import { useCallback, useSyncExternalStore } from 'react';

// One list per query: React reads the snapshot several times a render, and each matchMedia call costs a phone
// about as much as evaluating the query anew.
// Kept per matchMedia function: the component tests swap it to stand for another screen.
let listsOf: typeof window.matchMedia | undefined;
let lists = new Map<string, MediaQueryList>();
function mediaQueryList(query: string): MediaQueryList {
  if (listsOf !== window.matchMedia) {
    listsOf = window.matchMedia;
    lists = new Map();
  }
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query).matches,
    () => false,
  );
}

export const MOBILE_QUERY = '(max-width: 767px)';

/** Under 768 px the sidebar becomes a drawer. */
export function useIsMobile() {
  return useMediaQuery(MOBILE_QUERY);
}
