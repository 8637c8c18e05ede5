import { z } from 'zod';
import { parseStateCode } from '../reference/states';

/** GET /api/sessions?stateCode=TX */
export const sessionsQuerySchema = z
  .object({
    stateCode: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => parseStateCode(value) !== undefined, {
        error: 'stateCode must be a two-letter state code, e.g. TX',
      })
      .describe('The state whose sessions to list.'),
  })
  .describe('SessionsQuery');
export type SessionsQuery = z.output<typeof sessionsQuerySchema>;

export const sessionSchema = z
  .object({
    id: z
      .string()
      .describe('Session id: two digits and R for a regular session or a digit for a special one (25R, 892).'),
    isDefault: z.boolean().describe('The session the app selects first for this state.'),
    name: z.string().describe('e.g. 89th Legislature, 2nd Called Session (2025).'),
    classification: z.enum(['regular', 'special']),
    startDate: z.string().nullable().describe('YYYY-MM-DD when known.'),
    endDate: z.string().nullable().describe('YYYY-MM-DD when known.'),
  })
  .describe('Session');
export type Session = z.infer<typeof sessionSchema>;

export const sessionsResponseSchema = z
  .object({ items: z.array(sessionSchema).describe('Newest first (SPEC section 4 order).') })
  .describe('SessionsResponse');
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;
