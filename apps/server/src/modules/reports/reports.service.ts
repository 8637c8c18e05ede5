import { createHash, randomUUID } from 'node:crypto';
import {
  REPORT_LOGO_MAX_BYTES,
  REPORT_PREVIEW_ROWS,
  type RecentReportsReply,
  type ReportFormat,
  type ReportKind,
  type ReportPreview,
  type ReportRun,
  type ReportSettings,
  type ReportStats,
  reportFormats,
  reportKinds,
  type reportSettingsInputSchema,
} from '@statehouse/shared/reports/reports.schemas';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type BlobStore, readAll } from '../../lib/blob-store/blob-store';
import type { Branding, StructuredDocument } from '../../lib/documents/document';
import { cellText, isLinkCell, tables } from '../../lib/documents/document-text';
import { documentFileName, renderDocument } from '../../lib/documents/render-document';
import { getUserSettings } from '../user-settings/user-settings.service';
import type { BuiltReport, ReportCaller, ReportContext } from './report-context';
import {
  completeRun,
  countRuns,
  failRun,
  insertLogoFile,
  insertRun,
  type NewRun,
  type RunRow,
  selectAccountFile,
  selectAccountName,
  selectRecentRuns,
  selectReportSettings,
  selectRun,
  selectStats,
  upsertReportSettings,
} from './reports.queries';

export const reportMessages = {
  runNotFound: 'Report not found',
  fileGone: 'This report’s file is no longer stored; run the report again.',
  notReady: 'This report has no file yet: it is still running or it failed.',
  logoNotFound: 'Choose a logo from your files: that file was not found.',
  logoNotImage: 'The logo must be a PNG or JPEG image.',
  logoTooLarge: `The logo can be at most ${REPORT_LOGO_MAX_BYTES / 1024} KB.`,
  noLogo: 'No logo is set.',
} as const;

const iso = (value: string | Date) => new Date(value).toISOString();
const isoOrNull = (value: string | Date | null) => (value === null ? null : iso(value));

/** The zone report dates are shown in: the user's notification time zone. */
export async function timeZoneOf({ db, userId }: { db: Database; userId: number }): Promise<string> {
  const settings = await getUserSettings({ db, userId });
  return settings.notifications.timeZone;
}

// ---------- settings ----------

const defaults = {
  primaryColor: '#1e3a8a',
  accentColor: '#2563eb',
  footerText: '',
  defaultFormat: 'pdf' as ReportFormat,
};

export async function getReportSettings({
  db,
  accountId,
}: {
  db: Database;
  accountId: number;
}): Promise<ReportSettings> {
  const row = await selectReportSettings(db, accountId);
  const logo = row?.logoFileId ? await selectAccountFile(db, accountId, row.logoFileId) : undefined;
  return {
    organizationName: row?.organizationName ?? null,
    primaryColor: row?.primaryColor ?? defaults.primaryColor,
    accentColor: row?.accentColor ?? defaults.accentColor,
    footerText: row?.footerText ?? defaults.footerText,
    defaultFormat: (reportFormats as readonly string[]).includes(row?.defaultFormat ?? '')
      ? (row!.defaultFormat as ReportFormat)
      : defaults.defaultFormat,
    logo: logo
      ? { fileId: logo.id, name: logo.name, contentType: logo.contentType, url: '/api/report/settings/logo' }
      : null,
    updatedAt: row ? iso(row.updatedAt) : null,
  };
}

/** Recognises PNG and JPEG by their first bytes. */
function imageTypeOf(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * POST (all fields, defaults for the missing) and PATCH (only the fields sent) /api/report/settings. A logo is a
 * stored file of the account (logoFileId) or an image sent inline (logoDataUrl), which is stored in the
 * account's files as "Report logo".
 */
export async function saveReportSettings(options: {
  db: Database;
  blobStore: BlobStore;
  caller: ReportCaller;
  input: z.output<typeof reportSettingsInputSchema>;
  replace: boolean;
}): Promise<ReportSettings> {
  const { db, blobStore, caller, input } = options;
  let logoFileId = input.logoFileId;
  if (logoFileId) {
    const file = await selectAccountFile(db, caller.accountId, logoFileId);
    if (!file) throw new AppError('BAD_REQUEST', reportMessages.logoNotFound);
    const stream = await blobStore.get(file.blobKey);
    if (!stream || !imageTypeOf(await readAll(stream))) throw new AppError('BAD_REQUEST', reportMessages.logoNotImage);
  }
  if (input.logoDataUrl) {
    const bytes = Buffer.from(input.logoDataUrl.slice(input.logoDataUrl.indexOf(',') + 1), 'base64');
    if (bytes.length > REPORT_LOGO_MAX_BYTES) throw new AppError('BAD_REQUEST', reportMessages.logoTooLarge);
    const contentType = imageTypeOf(bytes);
    if (!contentType) throw new AppError('BAD_REQUEST', reportMessages.logoNotImage);
    const id = randomUUID();
    const blobKey = `files/${caller.accountId}/${id}`;
    await blobStore.put(blobKey, bytes, { contentType });
    await insertLogoFile(db, {
      id,
      accountId: caller.accountId,
      userId: caller.id,
      name: `Report logo.${contentType === 'image/png' ? 'png' : 'jpg'}`,
      contentType,
      sizeBytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      blobKey,
    });
    logoFileId = id;
  }
  const sent = {
    organizationName: input.organizationName,
    primaryColor: input.primaryColor,
    accentColor: input.accentColor,
    footerText: input.footerText,
    defaultFormat: input.defaultFormat,
    logoFileId,
  };
  const values = options.replace
    ? {
        organizationName: sent.organizationName ?? null,
        primaryColor: sent.primaryColor ?? defaults.primaryColor,
        accentColor: sent.accentColor ?? defaults.accentColor,
        footerText: sent.footerText ?? defaults.footerText,
        defaultFormat: sent.defaultFormat ?? defaults.defaultFormat,
        logoFileId: sent.logoFileId ?? null,
      }
    : Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined));
  await upsertReportSettings(db, caller.accountId, caller.id, values);
  return getReportSettings({ db, accountId: caller.accountId });
}

/** GET /api/report/settings/logo: the logo's bytes. */
export async function getLogo({ db, blobStore, accountId }: { db: Database; blobStore: BlobStore; accountId: number }) {
  const row = await selectReportSettings(db, accountId);
  const file = row?.logoFileId ? await selectAccountFile(db, accountId, row.logoFileId) : undefined;
  const stream = file ? await blobStore.get(file.blobKey) : null;
  if (!file || !stream) throw new AppError('NOT_FOUND', reportMessages.noLogo);
  return { contentType: file.contentType, body: await readAll(stream) };
}

/** The account's brand for a document; the organization defaults to the account's name. */
export async function brandingOf({
  db,
  blobStore,
  accountId,
  accountName,
}: {
  db: Database;
  blobStore: BlobStore;
  accountId: number;
  accountName: string;
}) {
  const settings = await getReportSettings({ db, accountId });
  let logo: Branding['logo'] = null;
  if (settings.logo) {
    try {
      const file = await getLogo({ db, blobStore, accountId });
      logo = { bytes: file.body, contentType: file.contentType };
    } catch {
      // A logo whose bytes went missing leaves the cover without it rather than failing the report.
      logo = null;
    }
  }
  const branding: Branding = {
    organizationName: settings.organizationName ?? accountName,
    primaryColor: settings.primaryColor,
    accentColor: settings.accentColor,
    footerText: settings.footerText,
    logo,
  };
  return { branding, defaultFormat: settings.defaultFormat };
}

// ---------- runs ----------

export function toReportRun(row: RunRow): ReportRun {
  return {
    id: row.id,
    kind: (reportKinds as readonly string[]).includes(row.kind) ? (row.kind as ReportKind) : 'bill',
    format: (reportFormats as readonly string[]).includes(row.format) ? (row.format as ReportFormat) : 'pdf',
    title: row.title,
    status: row.status === 'done' || row.status === 'failed' ? row.status : 'running',
    fileName: row.fileName,
    sizeBytes: row.sizeBytes === null ? null : Number(row.sizeBytes),
    rowCount: row.rowCount,
    error: row.status === 'failed' ? row.error : null,
    createdAt: iso(row.createdAt),
    completedAt: isoOrNull(row.completedAt),
    createdBy: row.createdBy,
    schedule: row.scheduleId === null ? null : { id: row.scheduleId, name: row.scheduleName ?? 'Deleted schedule' },
    deliveredTo: row.deliveredTo,
    downloadUrl: row.status === 'done' ? `/api/report/runs/${row.id}/download` : null,
  };
}

/** The first rows of each data table, as JSON cells (links become their text). */
export function previewOf(document: Omit<StructuredDocument, 'branding'>): ReportPreview {
  return {
    title: document.title,
    subtitle: document.subtitle ?? '',
    facts: document.coverFacts ?? [],
    tables: tables(document as StructuredDocument)
      .filter((table) => !table.pagesOnly)
      .map((table) => ({
        caption: table.caption ?? '',
        columns: table.columns.map((column) => ({
          key: column.key,
          header: column.header,
          type: column.type ?? 'text',
        })),
        groupBy: table.groupBy ?? null,
        total: table.rows.length,
        rows: table.rows.slice(0, REPORT_PREVIEW_ROWS).map((row) =>
          Object.fromEntries(
            table.columns.map((column) => {
              const value = row[column.key];
              if (typeof value === 'number') return [column.key, value];
              if (value === null || value === undefined || value === '') return [column.key, null];
              return [column.key, isLinkCell(value) ? value.text : cellText(value, column.type)];
            }),
          ),
        ),
      })),
  };
}

/**
 * Renders a built report in a format, stores the file (reports/<account>/<run>.<ext>) and completes the run
 * row that `run` names (already inserted); a failure marks the run failed and is thrown on.
 */
export async function produceRun(options: {
  db: Database;
  blobStore: BlobStore;
  runId: string;
  accountId: number;
  format: ReportFormat;
  build: () => Promise<BuiltReport>;
  branding: Branding;
}): Promise<{ body: Buffer; fileName: string; contentType: string; rowCount: number; title: string }> {
  const { db, blobStore, runId } = options;
  try {
    const built = await options.build();
    const document: StructuredDocument = { ...built.document, branding: options.branding };
    const rendered = await renderDocument(document, options.format);
    const fileName = documentFileName(document, options.format);
    const blobKey = `reports/${options.accountId}/${runId}.${options.format}`;
    const { sizeBytes } = await blobStore.put(blobKey, rendered.body, { contentType: rendered.contentType });
    await completeRun(db, runId, { fileName, blobKey, sizeBytes, rowCount: built.rowCount, title: document.title });
    return {
      body: rendered.body,
      fileName,
      contentType: rendered.contentType,
      rowCount: built.rowCount,
      title: document.title,
    };
  } catch (error) {
    const message = error instanceof AppError ? error.message : 'The report could not be produced.';
    await failRun(db, runId, message);
    throw error;
  }
}

/**
 * One on-demand report: a preview (JSON rows, nothing stored), or a file stored and recorded in report_runs
 * (the answer names its download call). A bad choice is a 400 before anything is recorded.
 */
export async function runReport(options: {
  context: ReportContext;
  blobStore: BlobStore;
  kind: ReportKind;
  parameters: Record<string, unknown>;
  format: ReportFormat;
  preview: boolean;
  build: () => Promise<BuiltReport>;
}): Promise<{ preview: ReportPreview } | { run: ReportRun }> {
  const { context, blobStore } = options;
  const { db, caller } = context;
  if (options.preview) return { preview: previewOf((await options.build()).document) };
  // Built first, so a bad choice answers 400 without leaving a failed run behind.
  const built = await options.build();
  const { branding } = await brandingOf({
    db,
    blobStore,
    accountId: caller.accountId,
    accountName: await selectAccountName(db, caller.accountId),
  });
  const run: NewRun = {
    id: randomUUID(),
    accountId: caller.accountId,
    userId: caller.id,
    kind: options.kind,
    format: options.format,
    parameters: options.parameters,
    title: built.document.title,
  };
  await insertRun(db, run);
  await produceRun({
    db,
    blobStore,
    runId: run.id,
    accountId: caller.accountId,
    format: options.format,
    build: async () => built,
    branding,
  });
  const row = await selectRun(db, caller.accountId, run.id);
  return { run: toReportRun(row!) };
}

/** GET /api/report/runs/{runId}/download: the stored file of one of the account's runs. */
export async function openRunFile({
  db,
  blobStore,
  accountId,
  runId,
}: {
  db: Database;
  blobStore: BlobStore;
  accountId: number;
  runId: string;
}) {
  const row = await selectRun(db, accountId, runId);
  if (!row) throw new AppError('NOT_FOUND', reportMessages.runNotFound);
  if (row.status !== 'done' || !row.blobKey || !row.fileName) throw new AppError('CONFLICT', reportMessages.notReady);
  const stream = await blobStore.get(row.blobKey);
  if (!stream) throw new AppError('NOT_FOUND', reportMessages.fileGone);
  const format = row.format as ReportFormat;
  const contentType =
    {
      pdf: 'application/pdf',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      csv: 'text/csv; charset=utf-8',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    }[format] ?? 'application/octet-stream';
  return { stream, fileName: row.fileName, contentType };
}

export async function getRun({
  db,
  accountId,
  runId,
}: {
  db: Database;
  accountId: number;
  runId: string;
}): Promise<ReportRun> {
  const row = await selectRun(db, accountId, runId);
  if (!row) throw new AppError('NOT_FOUND', reportMessages.runNotFound);
  return toReportRun(row);
}

export async function listRecentReports({
  db,
  accountId,
  query,
}: {
  db: Database;
  accountId: number;
  query: { page: number; pageSize: number };
}): Promise<RecentReportsReply> {
  const rows = await selectRecentRuns(db, accountId, query.pageSize, (query.page - 1) * query.pageSize);
  const total = rows[0]?.total ?? (query.page > 1 ? await countRuns(db, accountId) : 0);
  return { items: rows.map(toReportRun), total, page: query.page, pageSize: query.pageSize };
}

export async function getReportStats({ db, accountId }: { db: Database; accountId: number }): Promise<ReportStats> {
  const row = await selectStats(db, accountId);
  return {
    total: row.total,
    last30Days: row.last30Days,
    failedLast30Days: row.failedLast30Days,
    deliveredLast30Days: row.deliveredLast30Days,
    byKind: row.byKind.filter((item): item is { kind: ReportKind; count: number } =>
      (reportKinds as readonly string[]).includes(item.kind),
    ),
    byFormat: row.byFormat.filter((item): item is { format: ReportFormat; count: number } =>
      (reportFormats as readonly string[]).includes(item.format),
    ),
    schedules: row.schedules,
    nextScheduledAt: isoOrNull(row.nextScheduledAt),
    lastRunAt: isoOrNull(row.lastRunAt),
  };
}
