import { z } from 'zod';
import { aiCitationSchema, aiParameterSpecSchema } from '../ai/ai.schemas';

/** Groups the template picker filters by. */
export const aiReportCategories = [
  'Bills',
  'Money',
  'Stakeholders',
  'People',
  'Process',
  'Comparison',
  'Regulation',
  'Advocacy',
] as const;
export type AiReportCategory = (typeof aiReportCategories)[number];

/** queued (stored, waiting), running (sections being written), done, failed (error says why). */
export const aiReportStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type AiReportStatus = (typeof aiReportStatuses)[number];

/** The formats GET /api/ai-reports/{id}/download writes. */
export const aiReportDownloadFormats = ['pdf', 'docx', 'markdown'] as const;
export type AiReportDownloadFormat = (typeof aiReportDownloadFormats)[number];

/** A template as GET /api/ai-reports/templates lists it: what it needs and the sections it writes. */
export const aiReportTemplateSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    category: z.enum(aiReportCategories),
    description: z.string(),
    parameters: z.array(aiParameterSpecSchema),
    sections: z.array(z.string()).describe('The headings of the sections the report writes, in order.'),
    sources: z.string().describe('What the report reads, in words (the bill named, or a search of ...).'),
  })
  .describe('AiReportTemplate');
export type AiReportTemplate = z.infer<typeof aiReportTemplateSchema>;

export const aiReportTemplatesReplySchema = z
  .object({ items: z.array(aiReportTemplateSchema), categories: z.array(z.enum(aiReportCategories)) })
  .describe('AiReportTemplates');

const parameterValue = z.union([z.string().max(500), z.number(), z.boolean()]);

/** POST /api/ai-reports: a template and its parameters (missing ones are asked for in a 400 reply). */
export const createAiReportRequestSchema = z
  .object({
    template: z
      .string({ error: 'template must be a template id' })
      .trim()
      .min(1, 'Choose a template')
      .meta({ pattern: '\\S' }),
    parameters: z.record(z.string(), parameterValue).default({}),
  })
  .describe('CreateAiReport');
export type CreateAiReportRequest = z.input<typeof createAiReportRequestSchema>;

/** One written section: its heading, the text (citing [1], [2] ... of its own citations) and those citations. */
export const aiReportSectionSchema = z
  .object({ heading: z.string(), text: z.string(), citations: z.array(aiCitationSchema) })
  .describe('AiReportSection');
export type AiReportSection = z.infer<typeof aiReportSectionSchema>;

export const aiReportSchema = z
  .object({
    id: z.string().uuid(),
    template: z.string(),
    templateName: z.string(),
    parameters: z.record(z.string(), parameterValue),
    status: z.enum(aiReportStatuses),
    progress: z.object({ done: z.number().int(), total: z.number().int() }),
    sections: z.array(aiReportSectionSchema),
    provider: z.string().nullable(),
    extractive: z.boolean().describe('True when sections are quoted passages (offline), not written by a model.'),
    error: z.string().nullable(),
    createdAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .describe('AiReport');
export type AiReport = z.infer<typeof aiReportSchema>;

export const aiReportListItemSchema = aiReportSchema.omit({ sections: true }).describe('AiReportListItem');
export type AiReportListItem = z.infer<typeof aiReportListItemSchema>;

export const aiReportListReplySchema = z
  .object({ items: z.array(aiReportListItemSchema), total: z.number().int() })
  .describe('AiReportList');
export type AiReportListReply = z.infer<typeof aiReportListReplySchema>;

export const aiReportListQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).default(1),
  pageSize: z.coerce.number({ error: 'pageSize must be a number' }).int().min(1).max(100).default(20),
});

export const aiReportIdParamsSchema = z.object({ id: z.string().uuid('The report id is not valid') });

export const aiReportDownloadQuerySchema = z.object({
  format: z.enum(aiReportDownloadFormats, { error: 'format must be pdf, docx or markdown' }).default('pdf'),
});
