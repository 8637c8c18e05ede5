import {
  type BillReportColumn,
  type BillReportGrouping,
  type BillSelectionInput,
  billReportColumns,
  billReportGroupings,
  defaultBillReportColumns,
  type ReportFormat,
  reportFormats,
} from '@statehouse/shared/reports/reports.schemas';

/** How the builder chooses bills: tracked bills with tags, tracked bills by filters, or a typed list. */
export type SelectionMode = 'tags' | 'tracked' | 'bills';

/** Everything a report builder holds; it lives in the URL so a report can be bookmarked and shared. */
export type BuilderState = {
  by: SelectionMode;
  tagIds: number[];
  states: string[];
  statuses: number[];
  billIds: string[];
  columns: BillReportColumn[];
  groupBy: BillReportGrouping;
  format: ReportFormat;
  /** Vote reports. */
  chamber: '' | 'upper' | 'lower';
  dateFrom: string;
  dateTo: string;
  memberVotes: boolean;
  title: string;
};

const list = (params: URLSearchParams, key: string) =>
  params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean);

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

export function readBuilderState(params: URLSearchParams, defaultFormat: ReportFormat = 'pdf'): BuilderState {
  const columns = list(params, 'columns').filter((value): value is BillReportColumn =>
    (billReportColumns as readonly string[]).includes(value),
  );
  return {
    by: oneOf(params.get('by'), ['tags', 'tracked', 'bills'] as const, 'tracked'),
    tagIds: list(params, 'tagIds')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
    states: list(params, 'states').map((value) => value.toUpperCase()),
    statuses: list(params, 'statuses')
      .map(Number)
      .filter((code) => Number.isInteger(code)),
    billIds: list(params, 'billIds'),
    columns: columns.length ? columns : defaultBillReportColumns,
    groupBy: oneOf(params.get('groupBy'), billReportGroupings, 'none'),
    format: oneOf(params.get('format'), reportFormats, defaultFormat),
    chamber: oneOf(params.get('chamber'), ['', 'upper', 'lower'] as const, ''),
    dateFrom: params.get('dateFrom') ?? '',
    dateTo: params.get('dateTo') ?? '',
    memberVotes: params.get('memberVotes') !== '0',
    title: params.get('title') ?? '',
  };
}

/** The URL of a builder state: defaults are left out, lists are comma-separated. */
export function writeBuilderState(state: BuilderState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('by', state.by);
  if (state.tagIds.length) params.set('tagIds', state.tagIds.join(','));
  if (state.states.length) params.set('states', state.states.join(','));
  if (state.statuses.length) params.set('statuses', state.statuses.join(','));
  if (state.billIds.length) params.set('billIds', state.billIds.join(','));
  if (state.columns.join(',') !== defaultBillReportColumns.join(',')) params.set('columns', state.columns.join(','));
  if (state.groupBy !== 'none') params.set('groupBy', state.groupBy);
  params.set('format', state.format);
  if (state.chamber) params.set('chamber', state.chamber);
  if (state.dateFrom) params.set('dateFrom', state.dateFrom);
  if (state.dateTo) params.set('dateTo', state.dateTo);
  if (!state.memberVotes) params.set('memberVotes', '0');
  if (state.title) params.set('title', state.title);
  return params;
}

/** The selection the API takes, or null while the choice is incomplete (no tag, no bill). */
export function selectionOf(state: BuilderState): BillSelectionInput | null {
  switch (state.by) {
    case 'tags':
      return state.tagIds.length ? { by: 'tags', tagIds: state.tagIds } : null;
    case 'bills':
      return state.billIds.length ? { by: 'bills', billIds: state.billIds } : null;
    default:
      return {
        by: 'tracked',
        ...(state.states.length ? { states: state.states } : {}),
        ...(state.statuses.length ? { progressStatuses: state.statuses } : {}),
      };
  }
}

/** The report's parameters (what a schedule stores), or null while the choice is incomplete. */
export function parametersOf(kind: 'bill' | 'vote', state: BuilderState): Record<string, unknown> | null {
  const selection = selectionOf(state);
  if (!selection) return null;
  const title = state.title.trim() ? { title: state.title.trim() } : {};
  if (kind === 'bill') return { selection, columns: state.columns, groupBy: state.groupBy, ...title };
  return {
    selection,
    ...(state.chamber ? { chamber: state.chamber } : {}),
    ...(state.dateFrom ? { dateFrom: state.dateFrom } : {}),
    ...(state.dateTo ? { dateTo: state.dateTo } : {}),
    includeMemberVotes: state.memberVotes,
    ...title,
  };
}

/** "TX-892-HB-1, tx-892-sb-1\nCO-251-SB-2" -> the ids, upper-cased in their first three parts. */
export function parseBillIds(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((value) => value.trim())
        .filter(Boolean)
        .map((value) =>
          value
            .split('-')
            .map((part, index) => (index < 3 ? part.toUpperCase() : part))
            .join('-'),
        ),
    ),
  ];
}
