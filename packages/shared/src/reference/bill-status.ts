import { z } from 'zod';

// Codes follow LegiScan's status (0-6) and progress-event (7-12) numbering, so its datasets import without mapping.
// `label` is what a reader sees; `sourceTerm` is LegiScan's own name of the event where it is shorthand (shown as
// the label's tooltip), so nobody meets "Report Pass" on a screen (issue 34).
export const billStatuses = [
  { value: 0, label: 'Pre-filed' },
  { value: 1, label: 'Introduced' },
  { value: 2, label: 'Engrossed' },
  { value: 3, label: 'Enrolled' },
  { value: 4, label: 'Passed' },
  { value: 5, label: 'Vetoed' },
  { value: 6, label: 'Failed' },
  { value: 7, label: 'Veto overridden', sourceTerm: 'Override' },
  { value: 8, label: 'Chaptered' },
  { value: 9, label: 'Referred to committee', sourceTerm: 'Refer' },
  { value: 10, label: 'Passed committee', sourceTerm: 'Report Pass' },
  { value: 11, label: 'Committee: do not pass', sourceTerm: 'Report DNP' },
  { value: 12, label: 'Drafted', sourceTerm: 'Draft' },
] as const satisfies readonly { value: number; label: string; sourceTerm?: string }[];

/** Any code that may appear in a bill's progress array. */
export type ProgressStatusCode = (typeof billStatuses)[number]['value'];

export const progressStatusCodes: readonly ProgressStatusCode[] = billStatuses.map((status) => status.value);

/** The codes a bill's own `status` field may hold. */
export const billStatusCodes = [0, 1, 2, 3, 4, 5, 6] as const;
export type BillStatusCode = (typeof billStatusCodes)[number];

/** Events that are recorded in a bill's progress array but never become its `status`. */
export const progressOnlyStatusCodes = [7, 8, 9, 10, 11, 12] as const;
export type ProgressOnlyStatusCode = (typeof progressOnlyStatusCodes)[number];

export const billStatusCodeSchema = z.literal(billStatusCodes).describe('Bill status code (0-6).');
export const progressStatusCodeSchema = z
  .literal(billStatuses.map((status) => status.value))
  .describe('Bill progress status code (0-12).');

export const isBillStatusCode = (code: number): code is BillStatusCode =>
  (billStatusCodes as readonly number[]).includes(code);

export const isProgressOnlyStatus = (code: number): code is ProgressOnlyStatusCode =>
  (progressOnlyStatusCodes as readonly number[]).includes(code);

export const billStatusLabel = (code: number): string | undefined =>
  billStatuses.find((status) => status.value === code)?.label;

/** The source's own (shorthand) name of a progress event, for a tooltip; undefined when the label is that name. */
export const billStatusSourceTerm = (code: number): string | undefined => {
  const status = billStatuses.find((item) => item.value === code);
  return status && 'sourceTerm' in status ? status.sourceTerm : undefined;
};
