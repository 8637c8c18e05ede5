import type { HierarchyLevel } from '../../db/schema/statutes';
import { parseDelimited } from '../loaders/delimited';
import { clean, type ParseResult } from '../loaders/records';
import type { StatuteSectionRecord } from '../loaders/statutes';

export const txAdminCodeName = '34 TAC';

const hierarchy: HierarchyLevel[] = [
  { level: 'title', num: '34', heading: 'Public Finance' },
  { level: 'part', num: '1', heading: 'Comptroller of Public Accounts' },
  { level: 'chapter', num: '3', heading: 'Tax Administration' },
];

/**
 * Parses the pipe-delimited Texas Administrative Code extract (`regulation|service_type|urls|
 * regulation_text`, one row per rule of 34 TAC Part 1 Chapter 3; the text is quoted and may span
 * lines) into regulation sections.
 */
export function parseTxAdminCode(content: string, file: string): ParseResult<StatuteSectionRecord>[] {
  return parseDelimited(content, { delimiter: '|' }).map((row) => {
    const rule = clean(row.values.regulation)?.replace(/^§\s*/, '');
    const ref = { file, line: row.line, record: rule ? `§${rule}` : undefined };
    if (row.problem) return { ok: false, ref, reason: row.problem };
    if (!rule || !/^\d+\.\d+[a-z]?$/.test(rule)) {
      return { ok: false, ref, reason: `regulation "${row.values.regulation ?? ''}" is not a rule number like §3.280` };
    }
    const text = (row.values.regulation_text ?? '').replace(/[ \t]{2,}/g, ' ').trim();
    if (!text) return { ok: false, ref, reason: 'regulation_text is empty' };
    const chapter = rule.split('.')[0]!;
    return {
      ok: true,
      ref,
      value: {
        jurisdictionId: 'TX',
        code: txAdminCodeName,
        title: '34',
        chapter,
        subchapter: null,
        part: '1',
        section: rule,
        variant: '',
        heading: clean(row.values.service_type),
        text,
        hierarchy: chapter === '3' ? hierarchy : hierarchy.slice(0, 2),
        annotations: [],
        citations: [...new Set([...text.matchAll(/§\s?(\d+\.\d+[a-z]?)/g)].map((cite) => cite[1]!))],
        sourceUrl: clean(row.values.urls),
      },
    };
  });
}
