import { useEffect, useRef } from 'react';
import { buildUrl } from '@/lib/api-client';

/** What a portal or guest live stream says (decision 084). */
export type SharedChangeHandlers = {
  /** Something shared changed (or events may have been missed on a reconnect): refetch what the page shows. */
  onChange: () => void;
  /** Access ended (removed, revoked) or the stream was refused: refetch, and the pages show the sign-in. */
  onEnded: () => void;
};

/**
 * Follows a portal's or guest's live stream (GET /api/portal/stream, /api/guest/stream) while `path` is set.
 * The browser reconnects by itself after a dropped connection; "ready" after a reconnect counts as a change, since
 * changes may have come in between. A refusal (401 after a revocation) or "revoked" ends it for good.
 */
export function useSharedChanges(path: string | null, handlers: SharedChangeHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (path === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(buildUrl(path), { withCredentials: true });
    let readyOnce = false;
    source.addEventListener('ready', () => {
      if (readyOnce) latest.current.onChange();
      readyOnce = true;
    });
    source.addEventListener('change', () => latest.current.onChange());
    source.addEventListener('revoked', () => {
      source.close();
      latest.current.onEnded();
    });
    source.addEventListener('error', () => {
      // CONNECTING: the browser retries by itself. CLOSED: the server refused the stream (no access any more).
      if (source.readyState === EventSource.CLOSED) latest.current.onEnded();
    });
    return () => source.close();
  }, [path]);
}
