import type { UserReply } from '@statehouse/shared/auth/auth.schemas';
import { allowedStatesOf } from '@statehouse/shared/auth/current-user';
import { availableStates, initialState, stateAfterAllowedChange } from '@statehouse/shared/reference/state-choice';
import type { UserSettings } from '@statehouse/shared/users/users.schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The id of the `<script type="application/json">` element the web app reads (apps/web/src/lib/boot-replies.ts). */
export const BOOT_REPLIES_ELEMENT_ID = 'boot-replies';

/** A GET call's reply as the API gave it, keyed in the page by the call's path and query. */
type BootReply = { status: number; body: unknown };

/**
 * The replies every signed-in page waits for one after another before it can ask for its own data: who is signed
 * in, their settings (the stored state and session), their accounts, and the sessions of the state the page will
 * show (the page URL's `stateCode`, else the stored one). Made by calling the API's own routes in process, so each
 * is exactly what the app would have fetched, with the request's cookie. Without a valid session only the 401 of
 * /api/auth/me is sent (the app then shows the signed-out page at once). Decision 050.
 */
export async function collectBootReplies(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<Record<string, BootReply>> {
  const headers = request.headers.cookie ? { cookie: request.headers.cookie } : {};
  const replies: Record<string, BootReply> = {};
  const call = async (url: string): Promise<BootReply> => {
    const response = await app.inject({ method: 'GET', url, headers: { ...headers, accept: 'application/json' } });
    const reply = { status: response.statusCode, body: response.body ? (JSON.parse(response.body) as unknown) : null };
    replies[url] = reply;
    return reply;
  };

  const me = await call('/api/auth/me');
  if (me.status !== 200) return replies;
  const [settings] = await Promise.all([call('/api/user-settings'), call('/api/accounts/my')]);
  // The state the page will show, by the picker's own rules (SPEC sections 4 and 6): the URL's, else the stored
  // pick, else the initial state, within the states the user may see.
  const available = availableStates(allowedStatesOf(me.body as UserReply));
  const stored = settings.status === 200 ? (settings.body as UserSettings).legislative?.stateCode : undefined;
  const pageState = new URL(request.url, 'http://page').searchParams.get('stateCode') ?? undefined;
  const stateCode = pageState ?? stateAfterAllowedChange(stored ?? initialState(available), available);
  if (stateCode && /^[A-Z]{2}$/.test(stateCode)) await call(`/api/sessions?${new URLSearchParams({ stateCode })}`);
  return replies;
}

/** The replies as a data block for the page (never run as script, so the CSP does not apply; `<` escaped). */
export function bootRepliesElement(replies: Record<string, BootReply>): string {
  const json = JSON.stringify(replies).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${BOOT_REPLIES_ELEMENT_ID}">${json}</script>`;
}
