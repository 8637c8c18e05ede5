import { useMatches } from 'react-router';
import type { Gate } from './routes-table';

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
