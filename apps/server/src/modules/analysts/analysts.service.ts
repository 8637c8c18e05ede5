import type {
  AnalystCandidatesReply,
  AnalystMetrics,
  AnalystsMetricsReply,
  AnalystsReply,
  CreateAnalystRequest,
} from '@statehouse/shared/analysts/analysts.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../notify/mailer';
import type { AuthUser } from '../../plugins/auth';
import { hashPassword } from '../../plugins/auth/credentials';
import { authErrors, insertUser, isUsernameTaken } from '../auth/auth.service';
import { metricsOf, TASK_MANAGER_ROLES } from '../tasks/tasks.service';
import { accountName, countUnownedTrackedBills, insertAnalystMembership, selectAnalysts } from './analysts.queries';

/** The roles that take portal work: lobbyists are outside advocates (decision 073). */
const WORKER_ROLES = ['admin', 'user', 'analyst'];

export const analystMessages = {
  notFound: 'Analyst not found in your account.',
  notAnalyst: 'That member is not an analyst of your account.',
} as const;

type Caller = Pick<AuthUser, 'id' | 'accountId' | 'role'>;

/** GET /api/analysts: the account's analysts (role analyst) with teams and workload. */
export async function listAnalysts({ db, caller }: { db: Database; caller: Caller }): Promise<AnalystsReply> {
  return {
    data: await selectAnalysts(db, caller.accountId, { roles: ['analyst'] }),
    canManage: TASK_MANAGER_ROLES.includes(caller.role),
  };
}

/** GET /api/analysts/candidates: everyone a task or a bill can be given to. */
export async function listCandidates({
  db,
  caller,
}: {
  db: Database;
  caller: Caller;
}): Promise<AnalystCandidatesReply> {
  const rows = await selectAnalysts(db, caller.accountId, { roles: WORKER_ROLES });
  return { data: rows.map((row) => ({ id: row.id, name: row.name, role: row.role })) };
}

/** POST /api/analysts: an admin adds an analyst with a sign-in (no seat); the analyst signs in at once. */
export async function createAnalyst({
  db,
  caller,
  input,
  hashCost,
}: {
  db: Database;
  caller: Caller;
  input: CreateAnalystRequest;
  hashCost: Parameters<typeof hashPassword>[1];
}) {
  if (await isUsernameTaken(db, input.username)) throw new AppError('CONFLICT', authErrors.usernameTaken);
  const passwordHash = await hashPassword(input.password, hashCost);
  const userId = await db.transaction(async (tx) => {
    const id = await insertUser(tx, {
      username: input.username,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
    });
    await insertAnalystMembership(tx, caller.accountId, id);
    return id;
  });
  return {
    id: userId,
    username: input.username,
    name: `${input.firstName} ${input.lastName}`.trim(),
    email: input.email,
  };
}

async function metricsFor(db: Database, accountId: number, analyst: { id: number; name: string; role: string }) {
  return { analyst, ...(await metricsOf(db, accountId, { userId: analyst.id })) };
}

/** GET /api/analysts/{id}/metrics: one member's metrics (any member who takes work, not only analysts). */
export async function analystMetrics({
  db,
  caller,
  id,
}: {
  db: Database;
  caller: Caller;
  id: number;
}): Promise<AnalystMetrics> {
  const [row] = await selectAnalysts(db, caller.accountId, { roles: WORKER_ROLES, userId: id });
  if (!row) throw new AppError('NOT_FOUND', analystMessages.notFound);
  return metricsFor(db, caller.accountId, row);
}

/** GET /api/analysts/metrics: the account's totals, each working member's, and the tracked bills nobody owns. */
export async function allMetrics({ db, caller }: { db: Database; caller: Caller }): Promise<AnalystsMetricsReply> {
  const rows = await selectAnalysts(db, caller.accountId, { roles: WORKER_ROLES });
  const analysts: AnalystMetrics[] = [];
  for (const row of rows) analysts.push(await metricsFor(db, caller.accountId, row));
  return {
    account: await metricsOf(db, caller.accountId, {}),
    analysts,
    unownedTrackedBills: await countUnownedTrackedBills(db, caller.accountId),
  };
}

/**
 * POST /api/email/new-analyst: mails an analyst of the account their sign-in name and where to sign in (never the
 * password). Without a mail server nothing is sent and the reply says so.
 */
export async function sendNewAnalystEmail({
  db,
  mailer,
  log,
  caller,
  userId,
  baseUrl,
}: {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  caller: Caller & Pick<AuthUser, 'firstName' | 'lastName' | 'username'>;
  userId: number;
  baseUrl: string;
}): Promise<{ delivery: 'email' | 'none'; message: string }> {
  const [analyst] = await selectAnalysts(db, caller.accountId, { roles: ['analyst'], userId });
  if (!analyst) throw new AppError('NOT_FOUND', analystMessages.notAnalyst);
  if (!mailer.configured) {
    return { delivery: 'none', message: 'E-mail is off on this server: tell the analyst their username yourself.' };
  }
  const inviter = `${caller.firstName} ${caller.lastName}`.trim() || caller.username;
  const team = await accountName(db, caller.accountId);
  const signIn = `${baseUrl.replace(/\/+$/, '')}/auth`;
  try {
    await mailer.send({
      to: analyst.email,
      subject: `${inviter} added you to ${team} on Statehouse`,
      text: [
        `${inviter} added you to ${team} on Statehouse as an analyst.`,
        '',
        `Sign in at ${signIn} with the username ${analyst.username}. Ask ${inviter} for your first password.`,
      ].join('\n'),
    });
  } catch (error) {
    log.warn({ err: error, userId }, 'new analyst e-mail failed');
    throw new AppError('UNAVAILABLE', 'The e-mail could not be sent. Try again later.');
  }
  return { delivery: 'email', message: `Sent to ${analyst.email}.` };
}
