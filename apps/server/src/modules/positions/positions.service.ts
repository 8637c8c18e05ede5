import type { RoleName } from '@statehouse/shared/auth/auth.schemas';
import type {
  BillPosition,
  BillPositionChange,
  BillPositionsReply,
  SetBillPositionReply,
} from '@statehouse/shared/positions/positions.schemas';
import type { Database } from '../../db/client';
import type { TagViewer } from '../../db/tag-access';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../../plugins/auth';
import { requireBill } from '../bills/bills.service';
import {
  deletePosition,
  findPosition,
  findVisibleTag,
  listPositionHistory,
  listPositions,
  type PositionChangeRow,
  type PositionRow,
  savePosition,
} from './positions.queries';

/** Who may set and withdraw the account's positions (decision 026): the seat holders; analysts and lobbyists read. */
export const POSITION_EDITOR_ROLES: readonly RoleName[] = ['admin', 'user'];

export const positionMessages = {
  tagNotFound: 'Tag not found: choose one of your own, your account’s or one shared with you',
  positionNotFound: 'Position not found',
} as const;

type Caller = Pick<AuthUser, 'id' | 'accountId' | 'role'>;

const viewerOf = (caller: Caller): TagViewer => ({ accountId: caller.accountId, userId: caller.id });
const iso = (value: Date | string) => new Date(value).toISOString();
const tagOf = (row: { tagId: number | null; tagName: string | null; tagColor: string | null }) =>
  row.tagId === null ? null : { id: row.tagId, name: row.tagName ?? '', color: row.tagColor ?? '' };

const toPosition = (row: PositionRow): BillPosition => ({
  id: row.id,
  billId: row.billId,
  tag: tagOf(row),
  position: row.position,
  note: row.note,
  setBy: { id: row.userId, name: row.userName },
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

const toChange = (row: PositionChangeRow): BillPositionChange => ({
  id: row.id,
  tag: tagOf(row),
  from: row.previous,
  to: row.position,
  note: row.note,
  changedBy: { id: row.userId, name: row.userName },
  changedAt: iso(row.changedAt),
});

async function requireVisibleTag(db: Database, caller: Caller, tagId: number) {
  const tag = await findVisibleTag(db, viewerOf(caller), tagId);
  if (!tag) throw new AppError('NOT_FOUND', positionMessages.tagNotFound);
  return tag;
}

/** The account's positions on a bill (only those whose tag the caller sees), and with includeHistory every change. */
export async function getBillPositions({
  db,
  caller,
  billId,
  tagId,
  includeHistory,
}: {
  db: Database;
  caller: Caller;
  billId: string;
  tagId?: number;
  includeHistory?: boolean;
}): Promise<BillPositionsReply> {
  await requireBill(db, billId);
  if (tagId !== undefined) await requireVisibleTag(db, caller, tagId);
  const viewer = viewerOf(caller);
  const rows = await listPositions(db, viewer, billId, tagId);
  const reply: BillPositionsReply = {
    data: rows.map(toPosition),
    canEdit: POSITION_EDITOR_ROLES.includes(caller.role),
  };
  if (includeHistory) reply.history = (await listPositionHistory(db, viewer, billId, tagId)).map(toChange);
  return reply;
}

/**
 * Takes or changes the account's position on a bill, optionally for one tag the caller sees. Each change is kept in
 * the history with who and when; repeating the current position and note is answered with changed false.
 */
export async function setBillPosition({
  db,
  caller,
  input,
}: {
  db: Database;
  caller: Caller;
  input: { billId: string; tagId?: number | null; position: BillPosition['position']; note: string };
}): Promise<SetBillPositionReply> {
  await requireBill(db, input.billId);
  const tagId = input.tagId ?? null;
  if (tagId !== null) await requireVisibleTag(db, caller, tagId);
  const saved = await savePosition(db, viewerOf(caller), {
    billId: input.billId,
    tagId,
    position: input.position,
    note: input.note,
  });
  const row = await findPosition(db, viewerOf(caller), saved.id);
  if (!row) throw new Error(`position ${saved.id} vanished after saving`);
  return { position: toPosition(row), changed: saved.changed };
}

/** Withdraws a position of the caller's account (history keeps a row with position null). */
export async function withdrawBillPosition({ db, caller, id }: { db: Database; caller: Caller; id: number }) {
  const viewer = viewerOf(caller);
  const existing = await findPosition(db, viewer, id);
  if (!existing || !(await deletePosition(db, viewer, id))) {
    throw new AppError('NOT_FOUND', positionMessages.positionNotFound);
  }
}
