import type { StorageFile } from '@statehouse/shared/storage/storage.schemas';
import { formatBytes } from '@statehouse/shared/storage/storage-quotas';

const labels: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel workbook',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  'application/msword': 'Word 97 document',
  'application/x-cfb': 'Office 97 file',
  'application/zip': 'ZIP archive',
  'text/plain': 'Text',
  'text/html': 'HTML page',
  'application/octet-stream': 'File',
};

/** "PDF", "PNG image", "Word document": the type column in words. */
export function typeLabel(contentType: string): string {
  const known = labels[contentType];
  if (known) return known;
  const [kind, subtype = ''] = contentType.split('/');
  const short =
    subtype
      .replace(/^(x-|vnd\.)/, '')
      .split(/[.+]/)[0]
      ?.toUpperCase() ?? '';
  if (kind === 'image' || kind === 'audio' || kind === 'video') return `${short} ${kind}`;
  return short || 'File';
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));

/** The line under a file's name: size, type and when it came. */
export const fileSummary = (file: StorageFile) =>
  `${formatBytes(file.sizeBytes)} · ${typeLabel(file.contentType)} · ${formatDate(file.createdAt)}`;

/** Whether the preview shows something in the page: a PDF or image inline, or the extracted text. */
export const canPreview = (file: StorageFile) => file.previewable || file.hasText;
