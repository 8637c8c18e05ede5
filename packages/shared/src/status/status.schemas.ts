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

export const statusResponseSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string().describe('The running server version (package version).'),
    database: z.enum(databaseKinds).describe('Embedded PGlite or a PostgreSQL server.'),
    uptimeSeconds: z.number().describe('Seconds since this process started.'),
    startedAt: z.string().describe('When this process started, ISO 8601.'),
    counts: dataCountsSchema.describe('Rows of legislative data in the database.'),
    sources: z.array(sourceFreshnessSchema).describe('Per data source: last import and its outcome.'),
  })
  .describe('Status');

export type StatusResponse = z.infer<typeof statusResponseSchema>;
export type SourceFreshness = z.infer<typeof sourceFreshnessSchema>;
