import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { booleanParam, listParam, pageParam } from '../common/query-params';

// GET /api/news/latest: the newest actions, versions and roll calls on the caller's tracked bills and in their
// states. Kept with the dashboard, its only screen (docs/decisions/030).

export const NEWS_DEFAULT_LIMIT = 20;
export const NEWS_MAX_LIMIT = 50;

export const newsItemKinds = ['action', 'version', 'vote'] as const;
export type NewsItemKind = (typeof newsItemKinds)[number];

export const newsItemKindLabels: Record<NewsItemKind, string> = {
  action: 'Action',
  version: 'New version',
  vote: 'Roll call',
};

export const latestNewsQuerySchema = z.object({
  page: pageParam,
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(NEWS_MAX_LIMIT, `limit must be at most ${NEWS_MAX_LIMIT}`)
    .default(NEWS_DEFAULT_LIMIT),
  trackedOnly: booleanParam.default(false).describe('Only bills on tags you can see (the live feed of tracked bills).'),
  kinds: listParam(z.enum(newsItemKinds, { error: 'kinds must be action, version or vote' }))
    .optional()
    .describe('action, version, vote (comma-separated or repeated); all when left out.'),
});
export type LatestNewsQuery = z.output<typeof latestNewsQuerySchema>;
export type LatestNewsQueryInput = z.input<typeof latestNewsQuerySchema>;

export const newsTagSchema = z
  .object({ id: z.number().int(), name: z.string(), color: z.string() })
  .describe('NewsTag');

export const newsItemSchema = z
  .object({
    id: z.string().describe('Stable id of the item: its kind and the row id, e.g. action:123.'),
    kind: z.enum(newsItemKinds),
    date: z.string().nullable().describe('YYYY-MM-DD.'),
    billId: billIdSchema,
    billIdentifier: z.string(),
    billTitle: z.string(),
    stateCode: z.string(),
    sessionCode: z.string().describe('Session code, e.g. 892 or 25R.'),
    text: z.string().describe('The action text, the version name, or the roll call motion.'),
    detail: z.string().nullable().describe('Chamber or committee of an action; result and tally of a roll call.'),
    link: z.string().describe('The app path of the bill.'),
    tracked: z.boolean().describe('The bill carries a tag you can see.'),
    tags: z.array(newsTagSchema).describe('The tags you can see on the bill.'),
  })
  .describe('NewsItem');
export type NewsItem = z.infer<typeof newsItemSchema>;

export const latestNewsReplySchema = z
  .object({
    items: z.array(newsItemSchema).describe('Newest first.'),
    page: z.number().int(),
    limit: z.number().int(),
    hasMore: z.boolean().describe('Another page follows.'),
    states: z.array(z.string()).describe('The states read: your active subscriptions, or empty for every state.'),
  })
  .describe('LatestNews');
export type LatestNewsReply = z.infer<typeof latestNewsReplySchema>;
