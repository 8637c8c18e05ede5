import { z } from 'zod';
import { idValue } from '../common/query-params';
import { isStateCode, STATE_CODE_PATTERN } from '../reference/states';
import { subjectByValue } from '../reference/subjects';

/** The wizard's steps, in order; GET /api/initSetup says which one to resume at. */
export const setupSteps = ['organization', 'states', 'companies', 'interests', 'tags', 'start'] as const;
export type SetupStep = (typeof setupSteps)[number];

/** new: never opened (its admin is sent to the wizard once); completed or cancelled (skipped): done. */
export const setupStatuses = ['new', 'in_progress', 'completed', 'cancelled'] as const;
export type SetupStatus = (typeof setupStatuses)[number];

export const SETUP_KEYWORDS_MAX = 50;
export const SETUP_KEYWORD_LENGTH_MAX = 80;
export const SETUP_TAGS_MAX = 10;
export const SETUP_COMPANIES_MAX = 25;
export const SETUP_TEXT_MAX = 4000;

/** A keyword or phrase: trimmed, 2 to 80 characters. */
const keywordSchema = z
  .string({ error: 'Each keyword must be text' })
  .trim()
  .min(2, 'A keyword needs at least 2 characters')
  .max(SETUP_KEYWORD_LENGTH_MAX, `A keyword can be at most ${SETUP_KEYWORD_LENGTH_MAX} characters`);

/** Case-insensitive duplicates dropped, first spelling kept. */
const unique = (values: string[]) => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

export const setupKeywordsRequestSchema = z
  .object({
    keywords: z
      .array(keywordSchema, { error: 'keywords must be a list of words or phrases' })
      .max(SETUP_KEYWORDS_MAX, `At most ${SETUP_KEYWORDS_MAX} keywords`)
      .transform(unique),
  })
  .describe('SetupKeywordsRequest');

// The known values are listed in the document (an enum), so a client sees which numbers are subjects.
const subjectValues = [...subjectByValue.keys()];
export const subjectValueSchema = z
  .number({ error: 'Each subject must be a subject value (a number)' })
  .int('Each subject must be a subject value (a number)')
  .refine((value) => subjectByValue.has(value), { error: 'Unknown subject value' })
  .meta({ enum: subjectValues });

export const setupSubjectsRequestSchema = z
  .object({
    subjects: z
      .array(subjectValueSchema, { error: 'subjects must be a list of subject values' })
      .max(40, 'At most 40 subjects')
      .transform((values) => [...new Set(values)]),
  })
  .describe('SetupSubjectsRequest');

export const setupTagsRequestSchema = z
  .object({
    tags: z
      .array(
        z
          .string({ error: 'Each tag must be text' })
          .trim()
          .min(1, 'A tag name cannot be empty')
          .max(60, 'A tag name can be at most 60 characters'),
        { error: 'tags must be a list of tag names' },
      )
      .max(SETUP_TAGS_MAX, `At most ${SETUP_TAGS_MAX} tags`)
      .transform(unique),
  })
  .describe('SetupTagsRequest');

/** A two-letter state code the product covers, upper-cased. */
export const autoTrackStateSchema = z
  .string({ error: 'Each state must be a two-letter code' })
  .trim()
  .regex(STATE_CODE_PATTERN, { error: 'Unknown state code' })
  .toUpperCase()
  .refine((value) => isStateCode(value), { error: 'Unknown state code' });

export const setupEntitySchema = z
  .object({
    organization: z
      .string({ error: 'organization must be text' })
      .trim()
      .min(2, 'Name your organization (at least 2 characters)')
      .max(200, 'The organization name can be at most 200 characters'),
    industry: z
      .string({ error: 'industry must be text' })
      .trim()
      .max(120, 'industry can be at most 120 characters')
      .default(''),
    description: z
      .string({ error: 'description must be text' })
      .trim()
      .max(SETUP_TEXT_MAX, `description can be at most ${SETUP_TEXT_MAX} characters`)
      .default(''),
    states: z.array(autoTrackStateSchema).max(60).optional().describe('The states to follow; unchanged when left out.'),
    companies: z
      .array(idValue('company id'))
      .max(SETUP_COMPANIES_MAX, `At most ${SETUP_COMPANIES_MAX} companies`)
      .optional()
      .describe('companies.id of the organization and the companies it cares about; unchanged when left out.'),
    step: z.enum(setupSteps).optional().describe('The step the wizard moves to (resume point).'),
  })
  .describe('SetupEntity');

export const setupEntityRequestSchema = z.object({ entity: setupEntitySchema }).describe('SetupEntityRequest');
export type SetupEntityRequest = z.input<typeof setupEntityRequestSchema>;

export const setupCompanySchema = z.object({ id: z.number().int(), name: z.string() }).describe('SetupCompany');

export const setupReplySchema = z
  .object({
    status: z.enum(setupStatuses),
    step: z.enum(setupSteps),
    organization: z.string(),
    industry: z.string(),
    description: z.string(),
    keywords: z.array(z.string()),
    subjects: z.array(z.object({ value: z.number().int(), label: z.string() })),
    tags: z.array(z.string()),
    states: z.array(z.string()),
    companies: z.array(setupCompanySchema),
    /** Whether the signed-in user should be sent to the wizard (an admin of a new account, once). */
    prompt: z.boolean().describe('True for an admin of an account whose setup was never opened.'),
    canEdit: z.boolean().describe('Admins change the setup; others read it.'),
    completedAt: z.string().nullable(),
  })
  .describe('SetupReply');
export type SetupReply = z.infer<typeof setupReplySchema>;

export const setupCompleteRequestSchema = z
  .object({
    startAutoTracking: z.boolean().default(true).describe('Run the matcher over the chosen states now.'),
  })
  .default({ startAutoTracking: true })
  .describe('SetupCompleteRequest');

export const setupCompleteReplySchema = z
  .object({
    setup: setupReplySchema,
    tagsCreated: z.number().int(),
    runsQueued: z.number().int().describe('Matcher runs queued (one per state) when auto-tracking was started.'),
  })
  .describe('SetupCompleteReply');
export type SetupCompleteReply = z.infer<typeof setupCompleteReplySchema>;
