/**
 * Replies the server put into the page (apps/server/src/plugins/boot-replies.ts, decision 050): the first GET calls
 * every signed-in page makes one after another (who is signed in, their settings and accounts, the sessions of the
 * state shown). `request` in api-client.ts takes each once instead of fetching it, so a phone starts on the page's
 * own data one round trip after its code has run instead of four.
 */
const ELEMENT_ID = 'boot-replies';
/** Past this age a reply is no longer taken: a page whose code took longer to load fetches afresh. */
const MAX_AGE_MS = 30_000;

type BootReply = { status: number; body: unknown };

let replies: Map<string, BootReply> | undefined;

function read(): Map<string, BootReply> {
  if (replies) return replies;
  replies = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID);
  if (element?.textContent) {
    try {
      for (const [key, reply] of Object.entries(JSON.parse(element.textContent) as Record<string, BootReply>)) {
        replies.set(key, reply);
      }
    } catch {
      // A page without usable replies fetches everything, as before.
    }
    element.remove();
  }
  return replies;
}

/** Whether the page came with replies to take (a page from our server, not a portal link or the dev server). */
export function pageCarriesReplies(): boolean {
  return read().size > 0;
}

/** The reply for a GET of this same-origin URL if the page carries one not yet taken, as a Response. */
export function takeBootReply(url: string): Response | undefined {
  const stored = read();
  if (stored.size === 0) return undefined;
  if (performance.now() > MAX_AGE_MS) {
    stored.clear();
    return undefined;
  }
  const parsed = new URL(url, window.location.origin);
  if (parsed.origin !== window.location.origin) return undefined;
  const key = `${parsed.pathname}${parsed.search}`;
  const reply = stored.get(key);
  if (!reply) return undefined;
  stored.delete(key);
  const body = reply.body === null ? null : JSON.stringify(reply.body);
  return new Response(body, { status: reply.status, headers: { 'content-type': 'application/json' } });
}

/**
 * Forgets every reply not yet taken: after any call that changes something (signing in or out, saving settings)
 * they may be out of date.
 */
export function dropBootReplies(): void {
  read().clear();
}
