import { z } from 'zod';

export type BillIdParts = {
  readonly stateId: string;
  readonly sessionId: string;
  readonly billType: string;
  readonly billNumber: string;
};

/** 'TX-892-HB-1' -> parts; null unless there are exactly four hyphen-separated, non-empty parts. */
export const parseBillId = (id: string): BillIdParts | null => {
  const parts = id.split('-');
  if (parts.length !== 4 || parts.some((part) => part === '')) return null;
  const [stateId = '', sessionId = '', billType = '', billNumber = ''] = parts;
  return { stateId, sessionId, billType, billNumber };
};

/** Throws when a part is empty or contains a hyphen, since the result would not parse back. */
export const formatBillId = (parts: BillIdParts): string => {
  const values = [parts.stateId, parts.sessionId, parts.billType, parts.billNumber];
  if (values.some((value) => value === '' || value.includes('-'))) {
    throw new Error(`Bill id parts must be non-empty and contain no hyphen: ${JSON.stringify(parts)}`);
  }
  return values.join('-');
};

export const billIdSchema = z
  .string()
  .refine((id) => parseBillId(id) !== null, { error: 'Bill id must be stateId-sessionId-billType-billNumber' })
  .describe('Bill id: state, session, bill type and number joined by hyphens, e.g. TX-892-HB-1.');
