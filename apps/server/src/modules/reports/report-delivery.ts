import { escapeHtml } from '../../lib/html';
import type { Mailer, MailMessage } from '../../notify/mailer';

/** Files up to this size travel as attachments; larger ones as a link, whatever the schedule says. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export type DeliveredFile = { body: Buffer; fileName: string; contentType: string; title: string; rowCount: number };

/** The e-mail of one scheduled run: what it is, the file attached or linked, and where to change the schedule. */
export function scheduledReportEmail(options: {
  scheduleName: string;
  organization: string;
  file: DeliveredFile;
  delivery: 'attachment' | 'link';
  downloadUrl: string;
  schedulesUrl: string;
  runId: string;
}): Omit<MailMessage, 'to'> {
  const { file } = options;
  const attach = options.delivery === 'attachment' && file.body.length <= ATTACHMENT_MAX_BYTES;
  const how = attach
    ? `The report is attached (${file.fileName}).`
    : `Download the report (sign in to Statehouse): ${options.downloadUrl}`;
  const text = [
    `Your scheduled report "${options.scheduleName}" is ready.`,
    '',
    `${file.title}: ${file.rowCount.toLocaleString('en-US')} rows.`,
    how,
    '',
    `Sent by Statehouse for ${options.organization}. Change or stop this schedule: ${options.schedulesUrl}`,
  ].join('\n');
  const html = `<p>Your scheduled report <strong>${escapeHtml(options.scheduleName)}</strong> is ready.</p>
<p>${escapeHtml(file.title)}: ${file.rowCount.toLocaleString('en-US')} rows.</p>
<p>${
    attach
      ? `The report is attached (${escapeHtml(file.fileName)}).`
      : `<a href="${escapeHtml(options.downloadUrl)}">Download the report</a> (sign in to Statehouse).`
  }</p>
<p style="color:#6b7280;font-size:12px">Sent by Statehouse for ${escapeHtml(options.organization)}.
<a href="${escapeHtml(options.schedulesUrl)}">Change or stop this schedule</a>.</p>`;
  return {
    subject: `${options.scheduleName}: ${file.title}`,
    text,
    html,
    messageId: `<report-${options.runId}@statehouse.local>`,
    ...(attach
      ? { attachments: [{ filename: file.fileName, content: file.body, contentType: file.contentType }] }
      : {}),
  };
}

/** Bounds connecting and each exchange per recipient, so one hung mail server cannot hold a scheduler pass. */
const REPORT_MAIL_TIMEOUT_MS = 30_000;

/**
 * Sends one message per recipient (recipients may be clients who should not see each other). Returns who got
 * it; throws when none did, with each failure.
 */
export async function deliverToRecipients(
  mailer: Mailer,
  recipients: string[],
  message: Omit<MailMessage, 'to'>,
): Promise<{ delivered: string[]; failed: string[] }> {
  const delivered: string[] = [];
  const failed: string[] = [];
  for (const to of recipients) {
    try {
      await mailer.send(
        { ...message, to, messageId: message.messageId?.replace('@', `-${delivered.length + failed.length}@`) },
        { timeoutMs: REPORT_MAIL_TIMEOUT_MS },
      );
      delivered.push(to);
    } catch {
      failed.push(to);
    }
  }
  return { delivered, failed };
}
