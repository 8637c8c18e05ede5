import { z } from 'zod';
import { idParam, pageParam } from '../common/query-params';
import { parseStateCode, STATE_CODE_PATTERN } from '../reference/states';
import { LOBBYIST_OR_COMPANY_MESSAGE } from '../testimony/testimony.schemas';

export const lobbyistTypes = ['private', 'public'] as const;
export const lobbyClientTypes = ['company', 'agency'] as const;

export const lobbyistSchema = z
  .object({
    id: z.number().int(),
    stateCode: z.string(),
    name: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    occupation: z.string().nullable(),
    lobbyistType: z.enum(lobbyistTypes),
  })
  .describe('Lobbyist');
export type Lobbyist = z.infer<typeof lobbyistSchema>;

export const lobbyClientSchema = z
  .object({
    id: z.number().int(),
    stateCode: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    clientType: z.enum(lobbyClientTypes),
  })
  .describe('LobbyClient');
export type LobbyClient = z.infer<typeof lobbyClientSchema>;

/** One lobbyist's registration for one client (employer) in one year. */
export const lobbyRegistrationSchema = z
  .object({
    id: z.number().int(),
    stateCode: z.string(),
    year: z.number().int(),
    registrationNumber: z.string(),
    status: z.string().nullable(),
    subject: z.string().nullable().describe('Subjects of legislation, separated by "; ".'),
    lobbyist: lobbyistSchema.pick({ id: true, name: true }),
    client: lobbyClientSchema.pick({ id: true, name: true }),
    firm: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  })
  .describe('LobbyRegistration');
export type LobbyRegistration = z.infer<typeof lobbyRegistrationSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Calls of the lobbying area (endpoints.tsv): lobbyists, firms, engagements and analytics (decision 040).

export const LOBBYING_DEFAULT_LIMIT = 25;
export const LOBBYING_MAX_LIMIT = 200;
export const LOBBYING_SEARCH_MAX_LENGTH = 200;
/** Registration years the data can hold: the SD exports start in 2012. */
export const LOBBYING_MIN_YEAR = 1990;
export const LOBBYING_MAX_YEAR = 2100;

export const lobbyingStateCodeParam = z
  .string()
  .trim()
  .regex(STATE_CODE_PATTERN, { error: 'stateCode must be a two-letter state code such as SD' })
  .transform((value) => value.toUpperCase())
  .refine((value) => parseStateCode(value) !== undefined || value === 'US', {
    error: 'stateCode must be a two-letter state code such as SD',
  });

export const lobbyingYearParam = z.coerce
  .number({ error: 'year must be a year such as 2024' })
  .int('year must be a year such as 2024')
  .min(LOBBYING_MIN_YEAR, `year must be ${LOBBYING_MIN_YEAR} or later`)
  .max(LOBBYING_MAX_YEAR, `year must be ${LOBBYING_MAX_YEAR} or earlier`);

const searchParam = (name: string) =>
  z.string().trim().max(LOBBYING_SEARCH_MAX_LENGTH, `${name} can be at most ${LOBBYING_SEARCH_MAX_LENGTH} characters`);

const limitParam = z.coerce
  .number({ error: 'limit must be a whole number' })
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(LOBBYING_MAX_LIMIT, `limit can be at most ${LOBBYING_MAX_LIMIT}`)
  .default(LOBBYING_DEFAULT_LIMIT);

const sortOrderParam = z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' });

/** Which states' registrations the data holds, so a page can say so when the chosen state has none. */
const statesWithDataField = z
  .array(z.string())
  .describe('States whose lobbyist registrations the data holds (a page names them when a state has none).');

const idName = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof idName>;

export const lobbyistIdParamsSchema = z.object({ id: idParam('id') });
export const firmIdParamsSchema = z.object({ id: idParam('id') });

// --- GET /api/lobbyists -------------------------------------------------------------------------------------------

export const lobbyistSortFields = ['name', 'clients', 'registrations', 'latestYear'] as const;
export type LobbyistSortField = (typeof lobbyistSortFields)[number];

export const lobbyistListQuerySchema = z.object({
  stateCode: lobbyingStateCodeParam.optional().describe('Two-letter state code; every state when absent.'),
  search: searchParam('search').optional().describe('Part of the lobbyist’s name, e-mail or occupation.'),
  sortBy: z
    .enum(lobbyistSortFields, { error: 'sortBy must be name, clients, registrations or latestYear' })
    .default('name'),
  sortOrder: sortOrderParam.default('asc'),
  page: pageParam,
  limit: limitParam,
});
export type LobbyistListQuery = Partial<z.output<typeof lobbyistListQuerySchema>>;
export type LobbyistListParams = z.output<typeof lobbyistListQuerySchema>;

export const lobbyistListItemSchema = z.object({
  id: z.number().int(),
  stateCode: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  occupation: z.string().nullable(),
  lobbyistType: z.enum(lobbyistTypes),
  clientCount: z.number().int().describe('Different clients (employers) over every year.'),
  registrationCount: z.number().int(),
  firstYear: z.number().int(),
  latestYear: z.number().int(),
  firm: idName.nullable().describe('The firm of the latest registration, where one is known.'),
});
export type LobbyistListItem = z.infer<typeof lobbyistListItemSchema>;

export const lobbyistListReplySchema = z.object({
  data: z.array(lobbyistListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  statesWithData: statesWithDataField,
});
export type LobbyistListReply = z.infer<typeof lobbyistListReplySchema>;

// --- GET /api/lobbyists/{id} and /clients ---------------------------------------------------------------------------

export const yearCountSchema = z.object({ year: z.number().int(), count: z.number().int() });
export type YearCount = z.infer<typeof yearCountSchema>;

export const lobbyistDetailSchema = lobbyistSchema.extend({
  stateCode: z.string(),
  zip: z.string().nullable(),
  firstYear: z.number().int(),
  latestYear: z.number().int(),
  years: z.array(yearCountSchema).describe('Clients registered for, by year, newest first.'),
  clientCount: z.number().int(),
  registrationCount: z.number().int(),
  subjects: z
    .array(z.object({ subject: z.string(), years: z.array(z.number().int()) }))
    .describe('Subjects of legislation as registered, most recent first.'),
  firms: z.array(idName.extend({ years: z.array(z.number().int()) })),
});
export type LobbyistDetail = z.infer<typeof lobbyistDetailSchema>;

export const lobbyistClientSchema = z.object({
  client: lobbyClientSchema,
  companyId: z
    .number()
    .int()
    .nullable()
    .describe('The company (GET /api/companies/{id}) this client resolved to, where it did.'),
  years: z.array(z.number().int()).describe('Newest first.'),
  subjects: z.array(z.string()),
  firms: z.array(idName),
  registrationCount: z.number().int(),
});
export type LobbyistClient = z.infer<typeof lobbyistClientSchema>;

export const lobbyistClientsReplySchema = z.object({ data: z.array(lobbyistClientSchema) });
export type LobbyistClientsReply = z.infer<typeof lobbyistClientsReplySchema>;

// --- GET /api/lobbyists/engagements, /api/firms/{id}/engagements -----------------------------------------------------

export const engagementSchema = lobbyRegistrationSchema.extend({
  companyId: z.number().int().nullable().describe('The resolved company of the client, where it resolved.'),
});
export type Engagement = z.infer<typeof engagementSchema>;

export const engagementsQuerySchema = z.object({
  lobbyistId: idParam('lobbyistId').optional(),
  companyId: idParam('companyId').optional().describe('The client (employer) as the registrations name it.'),
  masterCompanyId: idParam('masterCompanyId')
    .optional()
    .describe('The resolved company (companies.id): every client that resolved to it.'),
  year: lobbyingYearParam.optional(),
  companySearch: searchParam('companySearch').optional().describe('Part of the client’s name.'),
  stateCode: lobbyingStateCodeParam.optional(),
  page: pageParam,
  limit: limitParam,
});
export type EngagementsQuery = Partial<z.output<typeof engagementsQuerySchema>>;
export type EngagementsParams = z.output<typeof engagementsQuerySchema>;

export const engagementsReplySchema = z.object({
  data: z.array(engagementSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type EngagementsReply = z.infer<typeof engagementsReplySchema>;

// --- GET /api/lobbyists/valid-years ------------------------------------------------------------------------------------

export const validYearTypes = ['engagements', 'testimony'] as const;
export const validYearsQuerySchema = z
  .object({
    lobbyistId: idParam('lobbyistId').optional(),
    companyId: idParam('companyId').optional().describe('engagements: the client; testimony: the company.'),
    type: z.enum(validYearTypes, { error: 'type must be engagements or testimony' }).default('engagements'),
  })
  .refine((query) => query.lobbyistId !== undefined || query.companyId !== undefined, {
    error: LOBBYIST_OR_COMPANY_MESSAGE,
    path: ['lobbyistId'],
  });
export type ValidYearsQuery = Partial<z.output<typeof validYearsQuerySchema>>;
export const validYearsReplySchema = z.object({ years: z.array(z.number().int()).describe('Newest first.') });
export type ValidYearsReply = z.infer<typeof validYearsReplySchema>;

// --- GET /api/lobbyists/companies/search ----------------------------------------------------------------------------

export const LOBBY_COMPANY_SEARCH_LIMIT = 25;
export const lobbyCompanySearchQuerySchema = z.object({
  search: searchParam('search').min(2, 'search needs at least 2 characters'),
  stateCode: lobbyingStateCodeParam.optional(),
  year: lobbyingYearParam.optional(),
});
export const lobbyCompanyHitSchema = lobbyClientSchema.extend({
  companyId: z.number().int().nullable(),
  lobbyistCount: z.number().int(),
  registrationCount: z.number().int(),
  latestYear: z.number().int(),
});
export type LobbyCompanyHit = z.infer<typeof lobbyCompanyHitSchema>;
export const lobbyCompanySearchReplySchema = z.object({ data: z.array(lobbyCompanyHitSchema) });
export type LobbyCompanySearchReply = z.infer<typeof lobbyCompanySearchReplySchema>;

// --- GET /api/firms, /api/firms/{id} -------------------------------------------------------------------------------

export const firmSortFields = ['name', 'lobbyists', 'clients', 'latestYear'] as const;
export type FirmSortField = (typeof firmSortFields)[number];

export const firmListQuerySchema = z.object({
  stateCode: lobbyingStateCodeParam.optional(),
  search: searchParam('search').optional().describe('Part of the firm’s name.'),
  sortBy: z.enum(firmSortFields, { error: 'sortBy must be name, lobbyists, clients or latestYear' }).default('name'),
  sortOrder: sortOrderParam.default('asc'),
  page: pageParam,
  limit: limitParam,
});
export type FirmListQuery = Partial<z.output<typeof firmListQuerySchema>>;
export type FirmListParams = z.output<typeof firmListQuerySchema>;

export const firmListItemSchema = z.object({
  id: z.number().int(),
  stateCode: z.string(),
  name: z.string(),
  lobbyistCount: z.number().int(),
  clientCount: z.number().int(),
  registrationCount: z.number().int(),
  firstYear: z.number().int(),
  latestYear: z.number().int(),
});
export type FirmListItem = z.infer<typeof firmListItemSchema>;

export const firmListReplySchema = z.object({
  data: z.array(firmListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  statesWithData: statesWithDataField,
  note: z.string().describe('How firms are known in this data (decision 040).'),
});
export type FirmListReply = z.infer<typeof firmListReplySchema>;

export const firmDetailSchema = firmListItemSchema.extend({
  source: z.string(),
  note: z.string(),
  years: z.array(yearCountSchema).describe('Clients by year, newest first.'),
  lobbyists: z.array(idName.extend({ years: z.array(z.number().int()), clientCount: z.number().int() })),
});
export type FirmDetail = z.infer<typeof firmDetailSchema>;

export const firmEngagementsQuerySchema = z.object({ year: lobbyingYearParam.optional() });
export const firmEngagementsReplySchema = z.object({
  data: z.array(engagementSchema),
  years: z.array(z.number().int()).describe('Every year the firm has registrations, newest first.'),
});
export type FirmEngagementsReply = z.infer<typeof firmEngagementsReplySchema>;

// --- GET /api/lobby-analytics/{companies,firms,lobbyists} ---------------------------------------------------------------

export const lobbyAnalyticsKinds = ['companies', 'firms', 'lobbyists'] as const;
export type LobbyAnalyticsKind = (typeof lobbyAnalyticsKinds)[number];
export const LOBBY_ANALYTICS_TOP = 10;

export const lobbyAnalyticsQuerySchema = z.object({
  stateCode: lobbyingStateCodeParam.optional(),
  year: lobbyingYearParam.optional().describe('Counts and ranking of this year; the trend always covers every year.'),
});
export type LobbyAnalyticsQuery = Partial<z.output<typeof lobbyAnalyticsQuerySchema>>;

export const lobbyAnalyticsReplySchema = z.object({
  kind: z.enum(lobbyAnalyticsKinds),
  stateCode: z.string().nullable(),
  year: z.number().int().nullable(),
  years: z.array(z.number().int()).describe('Years with registrations, oldest first.'),
  statesWithData: statesWithDataField,
  totals: z.object({
    registrations: z.number().int(),
    lobbyists: z.number().int(),
    clients: z.number().int(),
    firms: z.number().int(),
  }),
  trend: z
    .array(
      z.object({
        year: z.number().int(),
        registrations: z.number().int(),
        lobbyists: z.number().int(),
        clients: z.number().int(),
        firms: z.number().int(),
      }),
    )
    .describe('Every year, oldest first.'),
  top: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        companyId: z.number().int().nullable().describe('companies: the resolved company, where one is.'),
        registrations: z.number().int(),
        lobbyists: z.number().int(),
        clients: z.number().int(),
        byYear: z.array(yearCountSchema).describe('companies: lobbyists; firms and lobbyists: clients. Oldest first.'),
      }),
    )
    .describe(`The ${LOBBY_ANALYTICS_TOP} largest: clients by lobbyists, firms and lobbyists by clients.`),
  subjects: z.array(z.object({ subject: z.string(), registrations: z.number().int() })),
});
export type LobbyAnalyticsReply = z.infer<typeof lobbyAnalyticsReplySchema>;
