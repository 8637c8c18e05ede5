import { z } from 'zod';
import { BILL_ID_PATTERN, parseBillId } from '../bills/bill-id';
import { idParam } from '../common/query-params';

/** for, against, on (neutral): where a witness list says; null where it does not (House lists do not). */
export const testimonyPositions = ['for', 'against', 'on'] as const;

export const testimonySchema = z
  .object({
    id: z.number().int(),
    stateCode: z.string(),
    witnessName: z.string(),
    witnessTitle: z.string().nullable(),
    organization: z.string().nullable(),
    position: z.enum(testimonyPositions).nullable(),
    testifiedOn: z.string().nullable().describe('YYYY-MM-DD'),
    bill: z.object({ id: z.string(), identifier: z.string(), title: z.string() }).nullable(),
    event: z.object({ id: z.string(), name: z.string() }).nullable(),
    company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    lobbyist: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    source: z.string(),
  })
  .describe('Testimony');
export type Testimony = z.infer<typeof testimonySchema>;

/** Where witness lists come from: the page says which states and sources have them when a list is empty. */
export const testimonyCoverageSchema = z.object({
  stateCode: z.string(),
  source: z.string(),
  sourceName: z.string(),
  witnesses: z.number().int(),
});
export type TestimonyCoverage = z.infer<typeof testimonyCoverageSchema>;

export const testimonyListReplySchema = z.object({
  data: z.array(testimonySchema),
  coverage: z.array(testimonyCoverageSchema),
  message: z
    .string()
    .nullable()
    .describe('When data is empty: why, naming the states and sources whose witness lists the data holds.'),
});
export type TestimonyListReply = z.infer<typeof testimonyListReplySchema>;

/** GET /api/testimony/company. */
export const companyTestimonyQuerySchema = z.object({ companyId: idParam('companyId') });
/** GET /api/testimony/bill. */
export const billTestimonyQuerySchema = z.object({
  masterBillId: z
    .string({ error: 'masterBillId is required' })
    .trim()
    .min(1, 'masterBillId is required')
    .max(200, 'masterBillId is too long')
    .refine((id) => parseBillId(id) !== null, {
      error: 'masterBillId must be a bill id such as SD-24R-SB-1 (state, session, bill type and number)',
    })
    .meta({ pattern: BILL_ID_PATTERN.source })
    .describe('The bill (bills.id), e.g. SD-24R-SB-1.'),
});
/** GET /api/lobbyists/testimony. */
/** The one cross-field rule of the lobbyist testimony and valid-years queries; their descriptions quote it. */
export const LOBBYIST_OR_COMPANY_MESSAGE = 'Give a lobbyistId or a companyId';

export const lobbyistTestimonyQuerySchema = z
  .object({
    lobbyistId: idParam('lobbyistId').optional(),
    companyId: idParam('companyId').optional().describe('The company (companies.id).'),
    year: z.coerce
      .number({ error: 'year must be a year such as 2024' })
      .int('year must be a year such as 2024')
      .min(1990, 'year must be 1990 or later')
      .max(2100, 'year must be 2100 or earlier')
      .optional(),
  })
  .refine((query) => query.lobbyistId !== undefined || query.companyId !== undefined, {
    error: LOBBYIST_OR_COMPANY_MESSAGE,
    path: ['lobbyistId'],
  });
export type LobbyistTestimonyQuery = Partial<z.output<typeof lobbyistTestimonyQuerySchema>>;
