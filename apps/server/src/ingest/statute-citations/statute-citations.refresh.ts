import type { DbOrTx } from '../../db/client';
import type { WriteOutcome } from '../core/types';
import { extractNyLawCodeCitations, extractStatuteCitations, type FoundCitation } from './statute-citations.extract';
import {
  type BillForCitations,
  type CitationRow,
  replaceBillCitations,
  type SectionTarget,
  type StoredCitation,
  selectBillsForCitations,
  selectSectionTargets,
  selectStoredCitations,
} from './statute-citations.queries';

// The citation pass: reads each bill's latest text (and NY LawCode, D.C. session-law codifications), extracts its
// statute and regulation references, links them to stored sections and makes bill_statute_citations match. It runs
// after the importers (the `statute-citations` source, last under --all) and when the sample dataset loads;
// re-running writes only what changed, so a newer version or a newly loaded code updates the links.

export type CitationCounts = { bills: number; inserted: number; updated: number; deleted: number; unchanged: number };

/** Runs one bill's write; the importer passes ctx.writeRecord so each bill is its own transaction. */
export type WriteBill = (billId: string, write: (db: DbOrTx) => Promise<WriteOutcome>) => Promise<unknown>;

/** Every citation of one bill, before linking: its text's, its LawCode's and its D.C. Law's, once per key. */
export function citationsOfBill(bill: BillForCitations): FoundCitation[] {
  const found: FoundCitation[] = [];
  if (bill.text) found.push(...extractStatuteCitations(bill.text, bill.jurisdictionId));
  // LawCode hits carry offsets into the summary, not the version text: -1 marks "not from the text".
  if (bill.lawCode) found.push(...extractNyLawCodeCitations(bill.lawCode).map((hit) => ({ ...hit, offset: -1 })));
  for (const row of bill.sessionLawSections ?? []) {
    found.push({
      jurisdictionId: bill.jurisdictionId,
      code: row.code,
      section: row.section,
      kind: 'amends',
      offset: -1,
      snippet: 'Codified by the D.C. Law enacted from this bill.',
    });
  }
  const changed = new Set(found.filter((hit) => hit.kind !== 'cites').map((hit) => `${hit.code}|${hit.section}`));
  const seen = new Set<string>();
  return found.filter((hit) => {
    const key = `${hit.code}|${hit.section}|${hit.kind}`;
    if (seen.has(key) || (hit.kind === 'cites' && changed.has(`${hit.code}|${hit.section}`))) return false;
    seen.add(key);
    return true;
  });
}

const sameRow = (a: CitationRow, b: StoredCitation) =>
  a.versionId === b.versionId &&
  a.snippet === b.snippet &&
  a.textOffset === b.textOffset &&
  a.statuteSectionId === b.statuteSectionId &&
  a.regulationSectionId === b.regulationSectionId;

/**
 * Brings bill_statute_citations up to date for every bill (or `billIds`), `batchSize` bills per read. Bills whose
 * citations are already stored as found are not written.
 */
export async function refreshStatuteCitations(
  db: DbOrTx,
  options: {
    billIds?: readonly string[];
    batchSize?: number;
    writeBill?: WriteBill;
    onBatch?: (bills: number) => void;
  } = {},
): Promise<CitationCounts> {
  const counts: CitationCounts = { bills: 0, inserted: 0, updated: 0, deleted: 0, unchanged: 0 };
  const writeBill: WriteBill = options.writeBill ?? ((_billId, write) => write(db));
  let afterId = '';
  for (;;) {
    const bills = await selectBillsForCitations(db, {
      afterId,
      limit: options.batchSize ?? 200,
      billIds: options.billIds,
    });
    if (bills.length === 0) break;
    afterId = bills[bills.length - 1]?.id ?? afterId;
    const found = new Map(bills.map((bill) => [bill.id, citationsOfBill(bill)]));
    const targets = await selectSectionTargets(
      db,
      [...found.values()].flat().map(({ jurisdictionId, code, section }) => ({ jurisdictionId, code, section })),
    );
    const targetOf = new Map<string, SectionTarget>(
      targets.map((target) => [`${target.jurisdictionId}|${target.code}|${target.section}`, target]),
    );
    const stored = new Map<string, StoredCitation[]>();
    for (const row of await selectStoredCitations(
      db,
      bills.map((bill) => bill.id),
    )) {
      stored.set(row.billId, [...(stored.get(row.billId) ?? []), row]);
    }
    for (const bill of bills) {
      counts.bills += 1;
      const rows: CitationRow[] = (found.get(bill.id) ?? []).map((hit) => {
        const target = targetOf.get(`${hit.jurisdictionId}|${hit.code}|${hit.section}`);
        return {
          jurisdictionId: hit.jurisdictionId,
          code: hit.code,
          section: hit.section,
          kind: hit.kind,
          versionId: hit.offset >= 0 ? bill.versionId : null,
          snippet: hit.snippet,
          textOffset: hit.offset >= 0 ? hit.offset : null,
          statuteSectionId: target?.table === 'statute' ? target.id : null,
          regulationSectionId: target?.table === 'regulation' ? target.id : null,
        };
      });
      const before = stored.get(bill.id) ?? [];
      const unchanged =
        before.length === rows.length &&
        rows.every((row) =>
          before.some(
            (old) => old.code === row.code && old.section === row.section && old.kind === row.kind && sameRow(row, old),
          ),
        );
      if (unchanged) {
        counts.unchanged += 1;
        continue;
      }
      await writeBill(bill.id, async (tx) => {
        const result = await replaceBillCitations(tx, bill.id, rows);
        counts.inserted += result.inserted;
        counts.updated += result.updated;
        counts.deleted += result.deleted;
        return before.length === 0 ? 'inserted' : 'updated';
      });
    }
    options.onBatch?.(bills.length);
  }
  return counts;
}
