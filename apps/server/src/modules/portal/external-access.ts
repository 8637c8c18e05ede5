import { randomInt } from 'node:crypto';
import type { Database } from '../../db/client';
import { hashToken, newToken } from '../../plugins/auth/credentials';
import { type ExternalKind, insertAccess, insertExternalSession, insertSignInCode } from './portal.queries';

// What portal visitors and guests share: their own sessions (never app sessions), one-time codes and the access log.

/** Cookie names: apart from the app's statehouse_session, so one browser may hold all three. */
export const PORTAL_COOKIE = 'statehouse_portal';
export const GUEST_COOKIE = 'statehouse_guest';
/** Portal and guest sessions last a week; they are checked against the current shares on every request. */
export const EXTERNAL_SESSION_MS = 7 * 24 * 60 * 60 * 1000;
export const CODE_MS = 15 * 60 * 1000;

export type NewExternalSession = { token: string; expiresAt: Date };

export async function openExternalSession(
  db: Database,
  values: {
    kind: ExternalKind;
    accountId: number;
    subjectId: number | null;
    visitorName: string;
    visitorEmail: string | null;
  },
): Promise<NewExternalSession> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + EXTERNAL_SESSION_MS);
  await insertExternalSession(db, { ...values, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** Makes a 6-digit one-time code for the subject and returns it (only its hash is stored). */
export async function issueSignInCode(
  db: Database,
  values: { kind: ExternalKind; accountId: number; subjectId: number },
) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertSignInCode(db, { ...values, codeHash: hashToken(code), expiresAt: new Date(Date.now() + CODE_MS) });
  return code;
}

/** Records one access of a portal visitor or guest (who, what, when), for the account's admins. */
export async function recordAccess(
  db: Database,
  values: { accountId: number; actorType: ExternalKind; actorLabel: string; action: string },
) {
  await insertAccess(db, { ...values, action: values.action.slice(0, 300) });
}

export const labelOf = (name: string, email: string | null) =>
  [name, email && `<${email}>`].filter(Boolean).join(' ') || 'Anonymous visitor';
