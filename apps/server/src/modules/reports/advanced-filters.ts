import { encodeSessionSelection, type SessionSelection } from '@statehouse/shared/reference/sessions';
import { getStateName } from '@statehouse/shared/reference/states';
import {
  type AdvancedFilters,
  billReportColumnLabels,
  billReportColumns,
  billReportGroupingLabels,
  billReportGroupings,
  reportFormatLabels,
  reportFormats,
} from '@statehouse/shared/reports/reports.schemas';
import type { Database } from '../../db/client';
import { listBills } from '../bills/bills.service';
import { listSessions } from '../sessions/sessions.service';
import { listTags } from '../tags/tags.service';
import type { ReportCaller } from './report-context';

/**
 * GET /api/report/populate-advanced-filters?state&session: what a report's filters can choose, from the data:
 * the bill list's facets over the state and session (states, types, statuses, subjects, sponsor parties, with
 * counts), the state's sessions, the tags the caller sees, and the report's columns, groupings and formats.
 */
export async function populateAdvancedFilters(
  db: Database,
  caller: ReportCaller,
  query: { state?: string | null; session?: SessionSelection },
): Promise<AdvancedFilters> {
  const state = query.state ?? null;
  const [bills, sessions, tags] = await Promise.all([
    listBills({
      db,
      query: { page: 1, pageSize: 1, stateCode: state, sessionCode: query.session },
    }),
    state ? listSessions({ db, query: { stateCode: state } }) : { items: [] },
    listTags({ db, caller, query: { sort: 'name', page: 1, pageSize: 1000 } }),
  ]);
  const option = (bucket: { value: string; label: string; count: number }) => ({
    value: bucket.value,
    label: bucket.label,
    count: bucket.count,
  });
  return {
    state,
    session: query.session ? encodeSessionSelection(query.session) : null,
    sessions: sessions.items.map((session) => ({
      value: session.id,
      label: session.name,
      count: session.billCount,
    })),
    states: bills.facets.state.map((bucket) => ({
      ...option(bucket),
      label: getStateName(bucket.value) ?? bucket.label,
    })),
    types: bills.facets.type.map(option),
    statuses: bills.facets.status.map(option),
    subjects: bills.facets.subject.map(option),
    parties: bills.facets.party.map(option),
    tags: tags.data.map((tag) => ({ id: tag.id, name: tag.name, color: tag.color })),
    columns: billReportColumns.map((value) => ({ value, label: billReportColumnLabels[value] })),
    groupings: billReportGroupings.map((value) => ({ value, label: billReportGroupingLabels[value] })),
    formats: reportFormats.map((value) => ({ value, label: reportFormatLabels[value] })),
  };
}
