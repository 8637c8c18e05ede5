import { buildUrl } from '@/lib/api-client';

/** Where a finished report downloads in a format. */
export const aiReportDownloadUrl = (id: string, format: 'pdf' | 'docx' | 'markdown') =>
  buildUrl(`/api/ai-reports/${encodeURIComponent(id)}/download`, { format });
