import type {
  LiveActionsDownloadQuery,
  LiveActionsQuery,
  LiveActionsReply,
} from '@statehouse/shared/live-actions/live-actions.schemas';
import type { Database } from '../../db/client';
import type { StructuredDocument } from '../../lib/documents/document';
import { renderDocument } from '../../lib/documents/render-document';
import { selectLiveActions } from './live-actions.queries';

/** GET /api/live-actions: bills named in recorded hearings (decision 069), public data for every signed-in user. */
export async function listLiveActions(db: Database, query: LiveActionsQuery): Promise<LiveActionsReply> {
  const { rows, total } = await selectLiveActions(db, {
    stateCodes: query.stateCodes ?? null,
    limit: query.limit,
    offset: query.offset,
  });
  return { data: rows, total, limit: query.limit, offset: query.offset };
}

/** "1:02:03" from seconds. */
const clock = (seconds: number) => {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h > 0 ? `${h}:` : ''}${String(m).padStart(h > 0 ? 2 : 1, '0')}:${String(s).padStart(2, '0')}`;
};

/** GET /api/live-actions/download: the newest live actions as CSV, built with the shared document renderer. */
export async function downloadLiveActions(
  db: Database,
  query: LiveActionsDownloadQuery,
  siteUrl: string,
  now = new Date(),
): Promise<{ fileName: string; contentType: string; body: Buffer }> {
  const { rows } = await selectLiveActions(db, { stateCodes: query.stateCodes ?? null, limit: query.limit, offset: 0 });
  const document: StructuredDocument = {
    title: 'Live actions',
    generatedAt: now,
    branding: {},
    sections: [
      {
        blocks: [
          {
            kind: 'table',
            caption: 'Live actions',
            columns: [
              { key: 'state', header: 'State' },
              { key: 'bill', header: 'Bill' },
              { key: 'title', header: 'Bill title' },
              { key: 'hearing', header: 'Hearing' },
              { key: 'committee', header: 'Committee' },
              { key: 'startsAt', header: 'Hearing start', type: 'datetime' },
              { key: 'at', header: 'Time in recording' },
              { key: 'spokenAs', header: 'Said as' },
              { key: 'quote', header: 'Words around it' },
              { key: 'section', header: 'Section cited' },
              { key: 'origin', header: 'Found in' },
              { key: 'link', header: 'Link', type: 'link' },
            ],
            rows: rows.map((row) => ({
              state: row.stateCode,
              bill: row.billIdentifier,
              title: row.billTitle,
              hearing: row.hearingTitle,
              committee: row.committeeName,
              startsAt: row.hearingStartsAt,
              at: row.startSeconds === null ? '' : clock(row.startSeconds),
              spokenAs: row.spokenAs,
              quote: row.quote,
              section: row.section,
              origin: row.origin === 'agenda' ? "the legislature's agenda" : 'the transcript',
              link: `${siteUrl}/tools/committee-videos/${row.hearingId}${row.startSeconds === null ? '' : `?t=${row.startSeconds}`}`,
            })),
          },
        ],
      },
    ],
  };
  const file = await renderDocument(document, 'csv');
  return {
    fileName: `live-actions-${now.toISOString().slice(0, 10)}.csv`,
    contentType: file.contentType,
    body: file.body,
  };
}
