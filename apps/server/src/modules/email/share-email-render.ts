import { billStatuses } from '@statehouse/shared/reference/bill-status';

/** A rendered e-mail, ready for the outbox (the worker adds MAIL_FROM). */
export type RenderedEmail = { subject: string; text: string; html: string };

export type ShareBill = {
  id: string;
  identifier: string;
  title: string;
  stateCode: string;
  status: number;
  lastActionDate: string | null;
  lastActionText: string | null;
};

export type ShareContent =
  | { kind: 'bill'; bill: ShareBill }
  | { kind: 'tag'; tag: { name: string; description: string; billCount: number }; bills: ShareBill[] }
  | { kind: 'report'; reportUrl: string };

export type ShareContext = { senderName: string; note: string; baseUrl: string };

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

const statusLabel = (status: number) => billStatuses.find((entry) => entry.value === status)?.label ?? 'Unknown';
const billUrl = (baseUrl: string, id: string) => `${baseUrl}/bills/${encodeURIComponent(id)}`;
const billName = (bill: ShareBill) => `${bill.stateCode} ${bill.identifier}`;
const latestAction = (bill: ShareBill) =>
  bill.lastActionText
    ? `${bill.lastActionDate ? `${bill.lastActionDate}: ` : ''}${bill.lastActionText}`
    : 'No action yet';

/** Subject lines stay short: mail clients cut them near 80 characters. */
const clip = (text: string, max = 90) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

const layout = (body: string) =>
  `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#111827">` +
  `<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">${body}` +
  `<p style="margin-top:24px;font-size:12px;color:#6b7280">Sent with Statehouse. Reply to this e-mail to answer the sender.</p>` +
  `</div></body></html>`;

const noteHtml = (context: ShareContext) =>
  context.note.trim()
    ? `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #2563eb;background:#eff6ff;white-space:pre-wrap">${escapeHtml(context.note.trim())}</blockquote>`
    : '';
const noteText = (context: ShareContext) => (context.note.trim() ? `${context.note.trim()}\n\n` : '');

function billBlockHtml(bill: ShareBill, baseUrl: string): string {
  return (
    `<p style="margin:0 0 4px"><a href="${escapeHtml(billUrl(baseUrl, bill.id))}" style="color:#2563eb;font-weight:bold">${escapeHtml(billName(bill))}</a></p>` +
    `<p style="margin:0 0 4px">${escapeHtml(bill.title)}</p>` +
    `<p style="margin:0;font-size:13px;color:#374151">Status: ${escapeHtml(statusLabel(bill.status))} · Latest action: ${escapeHtml(latestAction(bill))}</p>`
  );
}

function billBlockText(bill: ShareBill, baseUrl: string): string {
  return [
    `${billName(bill)}: ${bill.title}`,
    `Status: ${statusLabel(bill.status)}`,
    `Latest action: ${latestAction(bill)}`,
    billUrl(baseUrl, bill.id),
  ].join('\n');
}

/** The share e-mail of a bill, a tag's bills or a report link, in HTML and plain text (every value escaped). */
export function renderShareEmail(content: ShareContent, context: ShareContext): RenderedEmail {
  const intro = `${context.senderName} shared`;
  switch (content.kind) {
    case 'bill': {
      const { bill } = content;
      return {
        subject: clip(`${intro} ${billName(bill)}: ${bill.title}`),
        text: `${intro} a bill with you.\n\n${noteText(context)}${billBlockText(bill, context.baseUrl)}\n`,
        html: layout(
          `<p style="margin:0 0 16px">${escapeHtml(intro)} a bill with you.</p>${noteHtml(context)}${billBlockHtml(bill, context.baseUrl)}`,
        ),
      };
    }
    case 'tag': {
      const { tag, bills } = content;
      const more = tag.billCount - bills.length;
      const count = `${tag.billCount} bill${tag.billCount === 1 ? '' : 's'}`;
      const moreText = more > 0 ? `\n…and ${more} more in Statehouse.` : '';
      const list =
        bills.length === 0
          ? '<p>No bills carry this tag yet.</p>'
          : `<ul style="padding-left:18px;margin:0">${bills
              .map((bill) => `<li style="margin-bottom:12px">${billBlockHtml(bill, context.baseUrl)}</li>`)
              .join('')}</ul>${more > 0 ? `<p>…and ${more} more in Statehouse.</p>` : ''}`;
      return {
        subject: clip(`${intro} the tag "${tag.name}" (${count})`),
        text:
          `${intro} the tag "${tag.name}" with you: ${count}.\n${tag.description ? `${tag.description}\n` : ''}\n` +
          `${noteText(context)}${bills.length === 0 ? 'No bills carry this tag yet.' : bills.map((bill) => `- ${billBlockText(bill, context.baseUrl).replace(/\n/g, '\n  ')}`).join('\n\n')}${moreText}\n`,
        html: layout(
          `<p style="margin:0 0 16px">${escapeHtml(intro)} the tag <strong>${escapeHtml(tag.name)}</strong> with you: ${count}.</p>` +
            `${tag.description ? `<p style="color:#374151">${escapeHtml(tag.description)}</p>` : ''}${noteHtml(context)}${list}`,
        ),
      };
    }
    case 'report': {
      const url = `${context.baseUrl}${content.reportUrl}`;
      return {
        subject: clip(`${intro} a report with you`),
        text: `${intro} a report with you.\n\n${noteText(context)}Open it: ${url}\n`,
        html: layout(
          `<p style="margin:0 0 16px">${escapeHtml(intro)} a report with you.</p>${noteHtml(context)}` +
            `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#2563eb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Open the report</a></p>`,
        ),
      };
    }
  }
}
