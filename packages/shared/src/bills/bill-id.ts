import { z } from 'zod';

export type BillIdParts = {
  readonly stateCode: string;
  readonly sessionCode: string;
  readonly billType: string;
  readonly billNumber: string;
};

/** 'TX-892-HB-1' -> parts; null unless there are exactly four hyphen-separated, non-empty parts. */
export const parseBillId = (id: string): BillIdParts | null => {
  const parts = id.split('-');
  if (parts.length !== 4 || parts.some((part) => part === '')) return null;
  const [stateCode = '', sessionCode = '', billType = '', billNumber = ''] = parts;
  return { stateCode, sessionCode, billType, billNumber };
};

/** Throws when a part is empty or contains a hyphen, since the result would not parse back. */
export const formatBillId = (parts: BillIdParts): string => {
  const values = [parts.stateCode, parts.sessionCode, parts.billType, parts.billNumber];
  if (values.some((value) => value === '' || value.includes('-'))) {
    throw new Error(`Bill id parts must be non-empty and contain no hyphen: ${JSON.stringify(parts)}`);
  }
  return values.join('-');
};

/**
 * The canonical form of a bill id as typed or linked: every part upper case, without surrounding whitespace. The
 * importers build ids from upper-case parts only (state, session code such as 25R, bill type, and a number whose
 * letters are upper case too: MI-25R-HJR-A, NY print numbers without their amendment letter), so upper-casing the
 * whole id is exact. Pure and idempotent; `billIdSchema` applies it, so every route sees the stored id.
 */
export const normalizeBillId = (id: string): string => id.trim().toUpperCase();

/** The bill ids the OpenAPI document offers: four parts of letters, digits, dot or underscore, joined by hyphens. */
export const BILL_ID_PATTERN = /^[A-Za-z0-9_.]{1,20}-[A-Za-z0-9_.]{1,20}-[A-Za-z0-9_.]{1,20}-[A-Za-z0-9_.]{1,20}$/;

// Normalised before the shape check (overwrite keeps the schema a plain string in the OpenAPI document), so every
// route taking a bill id, in its path, query or body, reaches its service with the canonical id (issue 31).
export const billIdSchema = z
  .string()
  .overwrite(normalizeBillId)
  .refine((id) => parseBillId(id) !== null, { error: 'Bill id must be stateId-sessionId-billType-billNumber' })
  // The document offers the ids the importers make (letters, digits, dot or underscore in each part); the server
  // takes any four non-empty hyphen-separated parts, so a client sending ids of this pattern is never refused.
  .meta({ pattern: BILL_ID_PATTERN.source, maxLength: 100 })
  .describe('Bill id: state, session, bill type and number joined by hyphens, e.g. TX-892-HB-1 (any case).');
