import { z } from 'zod';
import { booleanParam, idParam, pageParam } from '../common/query-params';
import { parseStateCode, STATE_CODE_PATTERN } from '../reference/states';

export const financeSources = ['mn-cfb', 'fec'] as const;

export const campaignFilerSchema = z
  .object({
    id: z.number().int(),
    jurisdictionCode: z.string().describe('MN for the Minnesota board, US for the FEC.'),
    source: z.enum(financeSources),
    registrationNumber: z.string(),
    name: z.string(),
    filerType: z.string().nullable(),
    candidateName: z.string().nullable(),
    party: z.string().nullable(),
    office: z.string().nullable(),
    district: z.string().nullable(),
  })
  .describe('CampaignFiler');
export type CampaignFiler = z.infer<typeof campaignFilerSchema>;

export const contributionSchema = z
  .object({
    id: z.number().int(),
    filerId: z.number().int(),
    contributorName: z.string(),
    contributorType: z.string().nullable(),
    contributorState: z.string().nullable(),
    contributorZip: z.string().nullable(),
    contributorEmployer: z.string().nullable(),
    amount: z.string().describe('Decimal string with two places, e.g. "250.00".'),
    receivedOn: z.string().nullable(),
    year: z.number().int().nullable(),
    isInKind: z.boolean(),
    isMemo: z.boolean().describe('FEC memo entries (e.g. earmarks) that are not counted in totals.'),
  })
  .describe('Contribution');
export type Contribution = z.infer<typeof contributionSchema>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/finance/campaign-finance and its summary, /filers, /company-contributions, /api/lobbyists/contributions
// (decision 041).

export const CAMPAIGN_FINANCE_DEFAULT_LIMIT = 25;
export const CAMPAIGN_FINANCE_MAX_LIMIT = 200;
/** How many recipients the summary ranks. */
export const CAMPAIGN_FINANCE_TOP_RECIPIENTS = 10;
/** How many filers one search answers. */
export const CAMPAIGN_FILERS_LIMIT = 50;

const stateError = 'must be a two-letter state code such as MN, or US for federal filings';
const financeStateParam = (name: string) =>
  z
    .string({ error: `${name} ${stateError}` })
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => parseStateCode(value) !== undefined, { error: `${name} ${stateError}` })
    .meta({ pattern: STATE_CODE_PATTERN.source });

const textFilter = (name: string) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(200, `${name} can be at most 200 characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

const amountParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of dollars` })
    .min(0, `${name} cannot be negative`)
    .max(1_000_000_000, `${name} is too large`)
    .optional();

const limitParam = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit can be at most ${max}`)
    .default(fallback);

const yearParam = z.coerce
  .number({ error: 'year must be a year such as 2022' })
  .int('year must be a year such as 2022')
  .min(1900, 'year must be a year such as 2022')
  .max(2100, 'year must be a year such as 2022');

export const campaignFinanceSortFields = ['date', 'amount', 'contributor', 'recipient'] as const;
export type CampaignFinanceSortField = (typeof campaignFinanceSortFields)[number];

/** The filters of the contribution search (SPEC section 7); the summary takes the same minus paging and sort. */
export const campaignFinanceFilterSchema = z.object({
  stateCode: financeStateParam('stateCode')
    .optional()
    .describe('The jurisdiction whose filings to search: MN (Minnesota board) or US (FEC). Without it, all.'),
  search: textFilter('search').describe('Part of the contributor’s name, organization or employer, or the recipient.'),
  filerName: textFilter('filerName').describe('Part of the recipient committee’s (or its candidate’s) name.'),
  contributorOrganization: textFilter('contributorOrganization').describe(
    'Part of the contributing organization’s name, or of an individual contributor’s employer.',
  ),
  contributorFirstName: textFilter('contributorFirstName').describe('The start of an individual’s first name.'),
  contributorLastName: textFilter('contributorLastName').describe('The start of an individual’s last name.'),
  contributorState: financeStateParam('contributorState')
    .optional()
    .describe('The contributor’s state as the filing gives it (Minnesota filings give a ZIP code only).'),
  year: yearParam.optional().describe('The year the contribution was received (or reported for).'),
  minAmount: amountParam('minAmount').describe('Smallest amount in dollars.'),
  maxAmount: amountParam('maxAmount').describe('Largest amount in dollars.'),
  isLobbyist: booleanParam
    .optional()
    .describe(
      'true: only gifts from lobbyists (matched to a registration, or so labelled by the source); false: none.',
    ),
  isMember: booleanParam
    .optional()
    .describe('true: only money to or from a legislator’s campaign committee; false: none of it.'),
});

const refineAmounts = <T extends { minAmount?: number; maxAmount?: number }>(value: T, context: z.RefinementCtx) => {
  if (value.minAmount !== undefined && value.maxAmount !== undefined && value.minAmount > value.maxAmount)
    context.addIssue({ code: 'custom', path: ['minAmount'], message: 'minAmount cannot be more than maxAmount' });
};

export const campaignFinanceQuerySchema = campaignFinanceFilterSchema
  .extend({
    page: pageParam.describe('1-based page number.'),
    limit: limitParam(CAMPAIGN_FINANCE_MAX_LIMIT, CAMPAIGN_FINANCE_DEFAULT_LIMIT).describe('Rows per page.'),
    sortBy: z
      .enum(campaignFinanceSortFields, { error: `sortBy must be one of ${campaignFinanceSortFields.join(', ')}` })
      .default('date')
      .describe('date (received), amount, contributor (name) or recipient (committee name).'),
    sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('desc'),
  })
  .superRefine(refineAmounts);
export type CampaignFinanceQuery = z.output<typeof campaignFinanceQuerySchema>;
export type CampaignFinanceParams = z.input<typeof campaignFinanceQuerySchema>;

export const campaignFinanceSummaryQuerySchema = campaignFinanceFilterSchema.superRefine(refineAmounts);
export type CampaignFinanceFilters = z.output<typeof campaignFinanceSummaryQuerySchema>;
export type CampaignFinanceFilterParams = z.input<typeof campaignFinanceSummaryQuerySchema>;

const personLink = z.object({ id: z.string(), name: z.string() });

/** One contribution as the finance pages list it: who gave, who received, and what they link to. */
export const campaignFinanceRowSchema = contributionSchema
  .extend({
    source: z.enum(financeSources),
    jurisdictionCode: z.string(),
    contributorFirstName: z.string().nullable(),
    contributorLastName: z.string().nullable(),
    contributorOrganization: z.string().nullable(),
    contributorCity: z.string().nullable(),
    contributorOccupation: z.string().nullable(),
    receiptType: z.string().nullable().describe('The source’s receipt type, or the FEC line (SA11AI).'),
    inKindDescription: z.string().nullable(),
    recipient: z.object({
      filerId: z.number().int(),
      name: z.string(),
      filerType: z.string().nullable(),
      registrationNumber: z.string(),
      member: personLink.nullable().describe('The legislator whose candidate committee received it.'),
    }),
    isLobbyist: z.boolean().describe('The contributor is a registered lobbyist (matched) or the source says so.'),
    lobbyist: z
      .object({ id: z.number().int(), name: z.string() })
      .nullable()
      .describe('The lobbyist registration the contributor was matched to (decision 041).'),
    contributorMember: personLink
      .nullable()
      .describe('The legislator whose campaign committee made the contribution (a committee giving to another).'),
    company: z
      .object({ id: z.number().int(), name: z.string(), via: z.enum(['organization', 'employer']) })
      .nullable()
      .describe('The company the contributing organization, or the contributor’s employer, resolves to.'),
  })
  .describe('CampaignFinanceRow');
export type CampaignFinanceRow = z.infer<typeof campaignFinanceRowSchema>;

export const campaignFinanceReplySchema = z
  .object({
    data: z.array(campaignFinanceRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .describe('CampaignFinanceReply');
export type CampaignFinanceReply = z.infer<typeof campaignFinanceReplySchema>;

export const financeStateSchema = z.object({
  stateCode: z.string(),
  name: z.string(),
  contributions: z.number().int(),
});
export type FinanceState = z.infer<typeof financeStateSchema>;

export const campaignFinanceSummarySchema = z
  .object({
    totals: z.object({
      count: z.number().int().describe('Contributions matching, memo entries left out.'),
      amount: z.number().describe('Their sum in dollars.'),
      memoCount: z.number().int().describe('FEC memo entries matching (listed, not counted: they repeat others).'),
    }),
    byMonth: z
      .array(z.object({ month: z.string().describe('YYYY-MM'), count: z.number().int(), amount: z.number() }))
      .describe('Every month with a contribution, oldest first.'),
    byRecipient: z
      .array(
        z.object({
          filerId: z.number().int(),
          name: z.string(),
          member: personLink.nullable(),
          count: z.number().int(),
          amount: z.number(),
        }),
      )
      .describe(`The ${CAMPAIGN_FINANCE_TOP_RECIPIENTS} recipients who received the most.`),
    statesWithData: z
      .array(financeStateSchema)
      .describe('Every jurisdiction with contributions in the data, whatever the filters.'),
  })
  .describe('CampaignFinanceSummary');
export type CampaignFinanceSummary = z.infer<typeof campaignFinanceSummarySchema>;

export const campaignFilersQuerySchema = z.object({
  search: textFilter('search').describe('Part of the committee’s or candidate’s name, or its registration number.'),
  state: financeStateParam('state').optional().describe('The jurisdiction: MN or US.'),
});
export type CampaignFilersParams = z.input<typeof campaignFilersQuerySchema>;

export const campaignFilerSummarySchema = campaignFilerSchema
  .extend({
    state: z.string().nullable(),
    member: personLink.nullable(),
    contributions: z.number().int().describe('Itemized contributions received (memo entries left out).'),
    amount: z.number().describe('Their sum in dollars.'),
  })
  .describe('CampaignFilerSummary');
export type CampaignFilerSummary = z.infer<typeof campaignFilerSummarySchema>;

export const campaignFilersReplySchema = z.object({
  data: z.array(campaignFilerSummarySchema).describe(`At most ${CAMPAIGN_FILERS_LIMIT}, most contributions first.`),
  total: z.number().int(),
});
export type CampaignFilersReply = z.infer<typeof campaignFilersReplySchema>;

export const companyContributionsQuerySchema = z.object({
  companyId: idParam('companyId'),
  year: yearParam.optional(),
  page: pageParam,
  limit: limitParam(CAMPAIGN_FINANCE_MAX_LIMIT, 50),
});
export type CompanyContributionsParams = z.input<typeof companyContributionsQuerySchema>;

const byYearSchema = z.array(
  z.object({ year: z.number().int().nullable(), count: z.number().int(), amount: z.number() }),
);

export const companyContributionsReplySchema = z
  .object({
    company: z.object({ id: z.number().int(), name: z.string() }),
    aliases: z
      .array(
        z.object({
          name: z.string(),
          sourceKind: z.enum(['contributor_organization', 'contributor_employer']),
          jurisdictionCode: z.string().nullable(),
        }),
      )
      .describe('The names under which the company’s contributions appear.'),
    data: z.array(campaignFinanceRowSchema),
    total: z.number().int(),
    amount: z.number().describe('Sum of all matching contributions (not only this page), memo entries left out.'),
    byYear: byYearSchema,
    page: z.number().int(),
    limit: z.number().int(),
  })
  .describe('CompanyContributionsReply');
export type CompanyContributionsReply = z.infer<typeof companyContributionsReplySchema>;

/** GET /api/lobbyists/contributions' cross-field rule, quoted in its description. */
export const LOBBYIST_OR_COMPANY_BOTH_MESSAGE = 'Give lobbyistId, companyId or both';

export const lobbyistContributionsQuerySchema = z
  .object({
    lobbyistId: idParam('lobbyistId').optional().describe('Contributions the lobbyist made.'),
    companyId: idParam('companyId')
      .optional()
      .describe('Contributions made by the lobbyists registered for the company (that year, with year).'),
    year: yearParam.optional(),
    page: pageParam,
    limit: limitParam(CAMPAIGN_FINANCE_MAX_LIMIT, 50),
  })
  .refine((value) => value.lobbyistId !== undefined || value.companyId !== undefined, {
    error: LOBBYIST_OR_COMPANY_BOTH_MESSAGE,
    path: ['lobbyistId'],
  });
export type LobbyistContributionsParams = z.input<typeof lobbyistContributionsQuerySchema>;

export const lobbyistContributionsReplySchema = z
  .object({
    data: z.array(campaignFinanceRowSchema),
    total: z.number().int(),
    amount: z.number(),
    byYear: byYearSchema,
    page: z.number().int(),
    limit: z.number().int(),
  })
  .describe('LobbyistContributionsReply');
export type LobbyistContributionsReply = z.infer<typeof lobbyistContributionsReplySchema>;
