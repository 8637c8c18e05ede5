import { z } from 'zod';
import { ALL_STATES_KEY, isStateCode, STATE_KEY_PATTERN } from '../reference/states';

/** Longest free-text message a public form accepts. */
export const MARKETING_MESSAGE_MAX = 2000;
/** Most addresses one referral request may invite. */
export const REFERRAL_MAX_EMAILS = 10;

/** An address as the OpenAPI document states it: every value matching it passes z.email() (no lookaheads). */
export const EMAIL_DOCUMENT_PATTERN =
  '^[A-Za-z0-9_+-]+(?:\\.[A-Za-z0-9_+-]+)*@(?:[A-Za-z0-9][A-Za-z0-9-]*\\.)+[A-Za-z]{2,}$';

const emailSchema = z
  .string()
  .trim()
  .max(254, 'Email address is too long')
  .pipe(z.email('Please enter a valid email address'))
  // The document states the address's shape (the pipe's check is not in it): a subset of what z.email() accepts.
  .meta({ pattern: EMAIL_DOCUMENT_PATTERN })
  .describe('An email address; compared without regard to case.');

/** POST /api/newsletter */
export const newsletterSubscribeRequestSchema = z.object({ email: emailSchema }).describe('NewsletterSubscribe');
export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeRequestSchema>;

export const newsletterSubscribeReplySchema = z
  .object({
    subscribed: z.literal(true),
    alreadySubscribed: z.boolean().describe('True when the address was on the list before this request.'),
  })
  .describe('NewsletterSubscribed');
export type NewsletterSubscribeReply = z.infer<typeof newsletterSubscribeReplySchema>;

/** Who is asking for a demo: the choices of the demo form's role field. */
export const demoRequestRoles = [
  'Government affairs',
  'Lobbyist or public-affairs firm',
  'Policy analyst or researcher',
  'Advocacy or association staff',
  'Legal or compliance',
  'Communications',
  'Other',
] as const;

/** POST /api/demo-requests */
export const demoRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Please enter your name').max(120, 'Name is too long'),
    email: emailSchema,
    organization: z.string().trim().min(1, 'Please enter your organization').max(160, 'Organization is too long'),
    role: z.enum(demoRequestRoles, 'Please choose your role'),
    states: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .refine((code) => code === ALL_STATES_KEY || isStateCode(code), 'Unknown state code')
          .meta({ pattern: STATE_KEY_PATTERN.source }),
      )
      .max(60)
      .default([])
      .describe('State codes the team follows; ALL for every state.'),
    message: z.string().trim().max(MARKETING_MESSAGE_MAX, 'Message is too long').default(''),
  })
  .describe('DemoRequest');
export type DemoRequestInput = z.input<typeof demoRequestSchema>;
export type DemoRequest = z.output<typeof demoRequestSchema>;

export const demoRequestReplySchema = z
  .object({
    id: z.number().int(),
    notified: z.boolean().describe('Whether the team was e-mailed (false when no mail server is configured).'),
  })
  .describe('DemoRequestCreated');
export type DemoRequestReply = z.infer<typeof demoRequestReplySchema>;

/** POST /api/referrals/invite */
export const referralInviteSchema = z
  .object({
    emails: z
      .array(emailSchema)
      .min(1, 'Please enter at least one email address')
      .max(REFERRAL_MAX_EMAILS, `Invite at most ${REFERRAL_MAX_EMAILS} people at a time`),
    senderName: z.string().trim().max(120, 'Name is too long').optional(),
    message: z.string().trim().max(MARKETING_MESSAGE_MAX, 'Message is too long').optional(),
  })
  .describe('ReferralInvite');
export type ReferralInviteInput = z.input<typeof referralInviteSchema>;

export const referralInviteReplySchema = z
  .object({
    invited: z.number().int().describe('Addresses recorded (duplicates in the list count once).'),
    emailed: z.number().int().describe('Invitations actually mailed; 0 when no mail server is configured.'),
  })
  .describe('ReferralInviteCreated');
export type ReferralInviteReply = z.infer<typeof referralInviteReplySchema>;

/** Splits what a person typed into a list of addresses: commas, semicolons, spaces or new lines. */
export function splitEmailList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}
