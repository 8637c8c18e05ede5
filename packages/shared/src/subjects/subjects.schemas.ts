import { z } from 'zod';
import { sessionCodeParam, stateKeyParam } from '../bills/bill-list-query';

/** GET /api/subjects: the shared subject list with bill counts. */
export const subjectsQuerySchema = z
  .object({
    stateCode: stateKeyParam.optional().describe('Count bills of this state only (ALL or omitted: every state).'),
    sessionCode: sessionCodeParam.optional().describe('Count bills of this session only (same values as /api/bills).'),
  })
  .describe('SubjectsQuery');
export type SubjectsQuery = z.output<typeof subjectsQuerySchema>;
/** The query as a URL writes it: the session as its key (25R, ALL_ACTIVE), not decoded. What the web sends. */
export type SubjectsParams = Omit<SubjectsQuery, 'sessionCode'> & { sessionCode?: string };

export const subjectWithCountSchema = z
  .object({
    value: z.number().int().describe('Subject value; /subjects/:subjectCode uses it.'),
    label: z.string(),
    billCount: z.number().int().describe('Bills with this subject matching stateCode and sessionCode.'),
  })
  .describe('SubjectWithCount');
export const subjectsResponseSchema = z
  .object({ items: z.array(subjectWithCountSchema).describe('Every subject, alphabetical, including zero counts.') })
  .describe('Subjects');
export type SubjectsResponse = z.infer<typeof subjectsResponseSchema>;
