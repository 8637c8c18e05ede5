import { RecordError } from '../core/errors';
import { monthNumber } from '../loaders/records';
import { parseXml, rootElement, textAt, type XmlNode } from '../loaders/xml';
import { decodeNumericEntities } from './congress.uslm';

// Reading Congress XML: the text at a path with numeric entities decoded, chambers, dates, the root element.

/** The text at a path (loaders/xml textAt), with the numeric character references GPO writes decoded. */
export const text = (node: XmlNode | undefined, ...path: string[]): string | null => {
  const value = textAt(node, ...path);
  return value === null ? null : decodeNumericEntities(value);
};

const easternDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `2021-03-04T04:05:36Z` -> `2021-03-03` (the day in Washington); plain dates stay. */
export function easternDate(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return trimmed;
  const date = new Date(trimmed);
  return Number.isNaN(date.getTime()) ? null : easternDay.format(date);
}

/** `November 12, 2019.` -> `2019-11-12`. */
export function proseDate(value: string): string | null {
  const match = /([A-Za-z]+)\.?\s+(\d{1,2}),\s*(\d{4})/.exec(value);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const month = monthNumber(match[1]);
  if (month === 0) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[2].padStart(2, '0')}`;
}

export function parseDocument(xml: string, file: string): XmlNode {
  let nodes: XmlNode[];
  try {
    nodes = parseXml(xml);
  } catch (error) {
    throw new RecordError(error instanceof Error ? error.message : String(error), { file });
  }
  const root = rootElement(nodes);
  if (!root) throw new RecordError('no root element', { file });
  return root;
}
