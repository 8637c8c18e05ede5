import { z } from 'zod';

export const databaseKinds = ['pglite', 'postgres'] as const;

export const statusResponseSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string().describe('The running server version (package version).'),
    database: z.enum(databaseKinds).describe('Embedded PGlite or a PostgreSQL server.'),
    uptimeSeconds: z.number().describe('Seconds since this process started.'),
    startedAt: z.string().describe('When this process started, ISO 8601.'),
  })
  .describe('Status');

export type StatusResponse = z.infer<typeof statusResponseSchema>;
