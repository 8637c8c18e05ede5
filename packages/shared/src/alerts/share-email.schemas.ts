import { z } from 'zod';
import { billIdSchema } from '../bills/bill-id';
import { idParam } from '../common/query-params';

/** What one share e-mail carries: a bill, the bills of a tag, or a link to a report screen. */
export const shareKinds = ['bill', 'tag', 'report'] as const;
export type ShareKind = (typeof shareKinds)[number];

export const SHARE_MAX_RECIPIENTS = 20;
export const SHARE_NOTE_MAX = 2000;
/** Shares one user may send per hour (each share counts once, whatever its number of recipients). */
export const SHARE_LIMIT_PER_HOUR = 20;

// A practical address check (what mail servers accept), not RFC 5322's full grammar.
const emailPattern = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/** The field each kind of share needs: a cross-field rule, so POST /api/email/send's description quotes it. */
export const shareKindFields = { bill: 'billId', tag: 'tagId', report: 'reportUrl' } as const;
export const shareFieldRequired = (kind: ShareKind) => `${shareKindFields[kind]} is required when kind is ${kind}`;

export const shareEmailRequestSchema = z
  .object({
    to: z
      .array(
        z
          .string()
          .trim()
          .max(254, 'An e-mail address is at most 254 characters')
          .refine((value) => emailPattern.test(value), { error: 'to: each recipient must be an e-mail address' })
          .meta({ pattern: emailPattern.source }),
        { error: 'to must be a list of e-mail addresses' },
      )
      .min(1, 'to must name at least one recipient')
      .max(SHARE_MAX_RECIPIENTS, `to may name at most ${SHARE_MAX_RECIPIENTS} recipients`)
      .transform((addresses) => [...new Set(addresses.map((address) => address.toLowerCase()))]),
    kind: z.enum(shareKinds, { error: `kind must be one of ${shareKinds.join(', ')}` }),
    billId: billIdSchema.optional(),
    tagId: idParam('tagId').optional(),
    reportUrl: z
      .string()
      .trim()
      .max(2000, 'reportUrl must be at most 2000 characters')
      .refine((value) => /^\/(?!\/)[^\s]*$/.test(value), {
        error: 'reportUrl must be a path of this site, such as /dashboard/reports/bill?state=TX',
      })
      // The check above without its lookahead, for the document.
      .meta({ pattern: '^/(?:[^\\s/]\\S*)?$' })
      .optional()
      .describe('A path of this site; the e-mail links to it on this server’s address.'),
    note: z
      .string()
      .max(SHARE_NOTE_MAX, `note must be at most ${SHARE_NOTE_MAX} characters`)
      .default('')
      .describe('A personal note shown above what is shared.'),
  })
  .strict()
  .superRefine((body, context) => {
    const field = shareKindFields[body.kind];
    if (body[field] === undefined) {
      context.addIssue({ code: 'custom', path: [field], message: shareFieldRequired(body.kind) });
    }
  })
  .describe('ShareEmailRequest');
export type ShareEmailRequest = z.input<typeof shareEmailRequestSchema>;

export const shareEmailReplySchema = z
  .object({
    queued: z.number().int().describe('Messages written to the outbox: one per recipient.'),
    subject: z.string(),
    message: z.string(),
  })
  .describe('ShareEmailReply');
export type ShareEmailReply = z.infer<typeof shareEmailReplySchema>;

/** The 503 message when this server cannot send e-mail. */
export const shareEmailOffMessage = 'Sharing by e-mail is off: this server has no mail server (SMTP_URL).';
