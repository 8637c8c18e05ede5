import { z } from 'zod';

export const financeSources = ['mn-cfb', 'fec'] as const;

export const campaignFilerSchema = z
  .object({
    id: z.number().int(),
    jurisdictionId: z.string().describe('MN for the Minnesota board, US for the FEC.'),
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
