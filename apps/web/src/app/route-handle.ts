import { useMatches } from 'react-router';

// Gate lives here, not in routes-table: the guard reads handles, and the table lazily imports screens that import
// the guard, so a Gate in the table closed an import loop.
/**
 * Who may open a screen. For now a gate only records intent: nothing enforces it until the identity issue plugs an
 * auth guard into the router, reading `handle.gate` (public, guest = guest login, auth = signed in,
 * analyst / lobbyist = the selected account's analystPortal / lobbyistPortal flag, setup = first-run wizard).
 */
export type Gate = 'public' | 'guest' | 'auth' | 'analyst' | 'lobbyist' | 'setup';

/** What every route of the table carries in its `handle`. */
export type RouteHandle = {
  gate: Gate;
  title?: string;
  description?: string;
};

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'gate' in handle;
}

/** The handle of the deepest matched route of the table (layouts and the root carry none). */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
