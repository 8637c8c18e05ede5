import { summarizeRequestSchema } from '@statehouse/shared/ai/ai.schemas';
import { subjectLabel } from '@statehouse/shared/reference/subjects';
import type { SetupCompleteReply, SetupReply, SetupStep } from '@statehouse/shared/setup/setup.schemas';
import { createTagRequestSchema } from '@statehouse/shared/tags/tags.schemas';
import type { z } from 'zod';
import type { AiProvider } from '../../ai/provider';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { summarize } from '../ai/ai.service';
import { requireCompanies, startAutoTracking } from '../autotrack/autotrack.service';
import { getCompanyNames } from '../companies/companies.service';
import { readDocumentText } from '../storage/storage.service';
import { createTag } from '../tags/tags.service';
import { findSetup, insertNewSetup, type SetupChange, type SetupRow, saveSetup } from './setup.queries';

type Caller = Pick<AuthUser, 'id' | 'accountId' | 'role'>;

export const setupMessages = {
  adminsOnly: 'Only an account admin can change the account’s setup',
  noText: 'The document has no text we can read: paste the description instead, or upload a PDF, DOCX or text file',
} as const;

const SUMMARIZE_DOCUMENT_CHARS = 20_000;

function requireAdmin(caller: Caller) {
  if (caller.role !== 'admin') throw new AppError('FORBIDDEN', setupMessages.adminsOnly);
}

async function toReply(db: Database, caller: Caller, row: SetupRow | undefined): Promise<SetupReply> {
  const companies = row ? await getCompanyNames({ db, accountId: caller.accountId, ids: row.companies }) : [];
  return {
    status: (row?.status as SetupReply['status']) ?? 'in_progress',
    step: (row?.step as SetupStep) ?? 'organization',
    organization: row?.organization ?? '',
    industry: row?.industry ?? '',
    description: row?.description ?? '',
    keywords: row?.keywords ?? [],
    subjects: (row?.subjects ?? []).map((value) => ({ value, label: subjectLabel(value) ?? String(value) })),
    tags: row?.tags ?? [],
    states: row?.states ?? [],
    companies: companies.map(({ id, name }) => ({ id, name })),
    // Only a setup that was made new at registration prompts: older accounts are never sent to the wizard.
    prompt: caller.role === 'admin' && row?.status === 'new',
    canEdit: caller.role === 'admin',
    completedAt: row?.completedAt ? row.completedAt.toISOString() : null,
  };
}

/** Called when an account registers: its admin will be sent to the wizard once. */
export async function openSetupForNewAccount({ db, accountId }: { db: Database; accountId: number }) {
  await insertNewSetup(db, accountId);
}

export async function getSetup({ db, caller }: { db: Database; caller: Caller }) {
  return toReply(db, caller, await findSetup(db, caller.accountId));
}

async function save(db: Database, caller: Caller, change: SetupChange) {
  requireAdmin(caller);
  return toReply(db, caller, await saveSetup(db, caller.accountId, caller.id, change));
}

export const saveKeywords = ({ db, caller, keywords }: { db: Database; caller: Caller; keywords: string[] }) =>
  save(db, caller, { keywords });

export const saveSubjects = ({ db, caller, subjects }: { db: Database; caller: Caller; subjects: number[] }) =>
  save(db, caller, { subjects });

export const saveTags = ({ db, caller, tags }: { db: Database; caller: Caller; tags: string[] }) =>
  save(db, caller, { tags });

export async function updateEntity({
  db,
  caller,
  entity,
}: {
  db: Database;
  caller: Caller;
  entity: {
    organization: string;
    industry: string;
    description: string;
    states?: string[];
    companies?: number[];
    step?: SetupStep;
  };
}) {
  requireAdmin(caller);
  if (entity.companies) await requireCompanies(db, caller.accountId, entity.companies);
  const { step, ...rest } = entity;
  return save(db, caller, { ...rest, ...(step ? { step } : {}) });
}

/**
 * Finishes the wizard: its tags become account tags (names already taken are kept as they are), the setup is
 * completed, and with startAutoTracking the matcher is queued over the chosen states when there is something to
 * match on.
 */
export async function completeSetup({
  db,
  caller,
  startAutoTracking: start,
}: {
  db: Database;
  caller: Caller;
  startAutoTracking: boolean;
}): Promise<SetupCompleteReply> {
  requireAdmin(caller);
  const current = await findSetup(db, caller.accountId);
  let tagsCreated = 0;
  for (const name of current?.tags ?? []) {
    try {
      await createTag({
        db,
        caller,
        body: createTagRequestSchema.parse({ name, scope: 'account' }),
        bypassAccessCheck: false,
      });
      tagsCreated += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'CONFLICT')) throw error;
    }
  }
  const row = await saveSetup(db, caller.accountId, caller.id, {
    status: 'completed',
    step: 'start',
    completedAt: new Date(),
  });
  const ready =
    row.states.length > 0 && (row.keywords.length > 0 || row.subjects.length > 0 || row.companies.length > 0);
  const runsQueued = start && ready ? (await startAutoTracking({ db, caller, type: 'full' })).queued.length : 0;
  return { setup: await toReply(db, caller, row), tagsCreated, runsQueued };
}

/** Skips the wizard: it no longer prompts; a completed setup stays completed. */
export async function cancelSetup({ db, caller }: { db: Database; caller: Caller }) {
  requireAdmin(caller);
  const current = await findSetup(db, caller.accountId);
  if (current?.status === 'completed') return toReply(db, caller, current);
  return toReply(db, caller, await saveSetup(db, caller.accountId, caller.id, { status: 'cancelled' }));
}

/** Summarizes an uploaded document (its text read by the storage module's readers) like pasted text. */
export async function summarizeDocument({
  provider,
  bytes,
}: {
  provider: AiProvider;
  bytes: Buffer;
}): Promise<Awaited<ReturnType<typeof summarize>>> {
  const { text } = await readDocumentText(bytes);
  const trimmed = (text ?? '').trim();
  if (trimmed.length < 20) throw new AppError('BAD_REQUEST', setupMessages.noText);
  const input: z.output<typeof summarizeRequestSchema> = summarizeRequestSchema.parse({
    text: trimmed.slice(0, SUMMARIZE_DOCUMENT_CHARS),
  });
  return summarize({ provider, input });
}
