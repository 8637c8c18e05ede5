import { z } from 'zod';

export const databaseKinds = ['pglite', 'postgres'] as const;

export const dataCountsSchema = z
  .object({
    bills: z.number().int(),
    people: z.number().int(),
    committees: z.number().int(),
    votes: z.number().int().describe('Roll calls (vote events).'),
    events: z.number().int().describe('Hearings and other meetings.'),
  })
  .describe('DataCounts');

export const sourceFreshnessSchema = z
  .object({
    source: z.string().describe('Importer name, e.g. openstates-bills.'),
    lastRunAt: z.string().describe('When it last ran (or when the loaded sample was built), ISO 8601.'),
    lastSuccessAt: z.string().nullable(),
    status: z.string().describe('succeeded, failed, or sample (loaded from data/sample).'),
    records: z.number().int().describe('Records read by the last run.'),
    skipped: z.number().int().describe('Records the last run skipped.'),
    lastError: z.string().nullable(),
  })
  .describe('SourceFreshness');

/**
 * What a first start is still loading after it began answering (decision 080): the sample's tables, then the indexes
 * built from them. Steps are named as the log names them.
 */
export const startupLoadingSchema = z
  .object({
    task: z.literal('sample').describe('What is loading: the shipped sample dataset (data/sample).'),
    state: z
      .enum(['loading', 'failed'])
      .describe('loading, or failed (the log says why; the data loaded so far stays and the next start resumes).'),
    step: z
      .string()
      .describe('The step under way: a table (bills, bill_versions, ...) or an index (search index, ...).'),
    stepPercent: z.number().int().min(0).max(100).describe('How far the step is, 0-100 (rows of a table).'),
    percent: z.number().int().min(0).max(100).describe('How far the whole load is, 0-100 (by rows, then steps).'),
    startedAt: z.string().describe('When the load began, ISO 8601.'),
    message: z.string().describe('One sentence for a person, e.g. "Loading the sample data: bills 60%."'),
  })
  .describe('StartupLoading');

/** GET /api/status/ready: 200 when everything is loaded, 503 while a first start is still loading (decision 080). */
export const readinessResponseSchema = z
  .object({
    ready: z.boolean().describe('True once the database and every index built from it are fully loaded.'),
    loading: startupLoadingSchema.nullable().describe('What is still loading and how far; null when ready.'),
  })
  .describe('Readiness');

export const statusResponseSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string().describe('The running server version (package version).'),
    database: z.enum(databaseKinds).describe('Embedded PGlite or a PostgreSQL server.'),
    uptimeSeconds: z.number().describe('Seconds since this process started.'),
    startedAt: z.string().describe('When this process started, ISO 8601.'),
    counts: dataCountsSchema.describe('Rows of legislative data in the database.'),
    sources: z.array(sourceFreshnessSchema).describe('Per data source: last import and its outcome.'),
    ready: z
      .boolean()
      .describe('False while a first start is still loading the sample and its indexes (counts are what is loaded).'),
    loading: startupLoadingSchema.nullable().describe('What is still loading and how far; null when ready.'),
  })
  .describe('Status');

export type StatusResponse = z.infer<typeof statusResponseSchema>;
export type SourceFreshness = z.infer<typeof sourceFreshnessSchema>;
export type StartupLoading = z.infer<typeof startupLoadingSchema>;
export type Readiness = z.infer<typeof readinessResponseSchema>;

/** The kinds of data a state may have or lack in this database (the sample covers each for some states only). */
export const coverageKinds = [
  'bills',
  'billTexts',
  'rollCalls',
  'hearings',
  'lobbying',
  'campaignFinance',
  'statutes',
  'regulations',
] as const;
export type CoverageKind = (typeof coverageKinds)[number];

export const stateCoverageSchema = z
  .object({
    stateCode: z.string().describe('Two-letter code; US is Congress and the federal sources (FEC, CFR).'),
    count: z
      .number()
      .int()
      .describe(
        'Rows of this kind: bills, bills with a text, roll calls, hearings and meetings, lobbyist registrations, contributions, statute or regulation sections.',
      ),
    from: z
      .string()
      .nullable()
      .describe('Earliest date (YYYY-MM-DD: roll calls, hearings) or year (YYYY: lobbying, finance) of the rows.'),
    to: z.string().nullable().describe('Latest date or year of the rows, as from.'),
  })
  .describe('StateCoverage');

export const dataCoverageResponseSchema = z
  .object({
    sample: z
      .boolean()
      .describe('Whether the shipped sample dataset was loaded into this database (at its first start).'),
    kinds: z
      .array(
        z.object({
          kind: z.enum(coverageKinds),
          states: z.array(stateCoverageSchema).describe('States with at least one row of this kind, most rows first.'),
        }),
      )
      .describe('Every kind, in the order of coverageKinds, with the states that have it (possibly none).'),
  })
  .describe('DataCoverage');

export type StateCoverage = z.infer<typeof stateCoverageSchema>;
export type DataCoverage = z.infer<typeof dataCoverageResponseSchema>;
