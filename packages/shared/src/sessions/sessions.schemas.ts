import { z } from 'zod';
import { parseStateCode, STATE_CODE_PATTERN } from '../reference/states';

/** GET /api/sessions?stateCode=TX */
export const sessionsQuerySchema = z
  .object({
    stateCode: z
      .string()
      .trim()
      .regex(STATE_CODE_PATTERN, { error: 'stateCode must be a two-letter state code, e.g. TX' })
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
    isDefault: z
      .boolean()
      .describe(
        'The session the app selects first for this state: the reference default (25R, TX 89R, NJ 24R) when it has ' +
          'bills, else the newest session with bills, else the newest regular session that has started.',
      ),
    name: z.string().describe('e.g. 89th Legislature, 2nd Called Session (2025).'),
    classification: z.enum(['regular', 'special']),
    startDate: z.string().nullable().describe('YYYY-MM-DD when known.'),
    endDate: z.string().nullable().describe('YYYY-MM-DD when known.'),
    billCount: z
      .number()
      .int()
      .nonnegative()
      .describe('Bills loaded for this session; 0 in every session means no bills are loaded for the state yet.'),
  })
  .describe('Session');
export type Session = z.infer<typeof sessionSchema>;

export const sessionsResponseSchema = z
  .object({
    items: z
      .array(sessionSchema)
      .describe(
        'Newest first by the year each session began (start date, else the year in its name), then by the SPEC key ' +
          '(decision 018). A state with no sessions loaded gets its reference default session (25R; TX 89R, NJ 24R) ' +
          'with billCount 0, so a picker always offers one.',
      ),
  })
  .describe('SessionsResponse');
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;
