import { createHash } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { bandBuckets, LSH_BANDS, LSH_ROWS } from './lsh';
import { SHINGLE_WORDS, SIGNATURE_SIZE, signText } from './minhash';
import { signatureText } from './signature-text';
import { type BillTextRow, type SignatureRow, selectBillTexts, writeSignatures } from './signatures.queries';

// The text-reuse index pass: signs each bill's text (its latest version, else its title and summary) and files the
// signature's LSH buckets. It runs after the importers (CLI), after each live sync that changed bills, and when the
// sample dataset loads (the index is not shipped, like the search heads). Idempotent: a bill whose text hashes as
// stored is skipped, so re-running costs one read of the texts.

/** Changes when the shingles, hash functions or bands change: every stored signature is then signed again. */
export const INDEX_VERSION = `v1-w${SHINGLE_WORDS}-k${SIGNATURE_SIZE}-b${LSH_BANDS}x${LSH_ROWS}`;

export type SignatureCounts = { bills: number; signed: number; unchanged: number };

/** The text a bill row is compared on, with what it is. */
export const comparedTextOf = (row: BillTextRow) =>
  signatureText({ versionText: row.versionText, title: row.title, abstract: row.abstract, actClause: row.actClause });

const hashOf = (text: string) => `${INDEX_VERSION}:${createHash('sha1').update(text).digest('hex')}`;

/** Signs one bill row; null when its stored signature is of the same text. */
export function signBillRow(row: BillTextRow): SignatureRow | null {
  const compared = comparedTextOf(row);
  const textHash = hashOf(compared.text);
  if (textHash === row.storedHash) return null;
  const { signature, shingleCount } = signText(compared.text);
  return {
    billId: row.id,
    versionId: compared.source === 'version' ? row.versionId : null,
    signature,
    shingleCount,
    textHash,
    buckets: bandBuckets(signature),
  };
}

/** Brings bill_text_signatures and bill_lsh_buckets up to date for every bill (or `billIds`). */
export async function refreshTextSignatures(
  db: DbOrTx,
  options: { billIds?: readonly string[]; batchSize?: number } = {},
): Promise<SignatureCounts> {
  const counts: SignatureCounts = { bills: 0, signed: 0, unchanged: 0 };
  let afterId = '';
  for (;;) {
    const page = await selectBillTexts(db, { afterId, limit: options.batchSize ?? 200, billIds: options.billIds });
    if (page.length === 0) break;
    afterId = page[page.length - 1]?.id ?? afterId;
    const signed: SignatureRow[] = [];
    for (const row of page) {
      counts.bills += 1;
      const result = signBillRow(row);
      if (result) signed.push(result);
      else counts.unchanged += 1;
    }
    await writeSignatures(db, signed);
    counts.signed += signed.length;
  }
  return counts;
}

export type BillText = {
  id: string;
  text: string;
  source: 'version' | 'summary';
  versionId: number | null;
  versionName: string | null;
};

/** The texts these bills are compared on (the same choice the index signs). */
export async function readBillTexts(db: DbOrTx, billIds: readonly string[]): Promise<BillText[]> {
  const rows = await selectBillTexts(db, { billIds, limit: billIds.length });
  return rows.map((row) => {
    const compared = comparedTextOf(row);
    return {
      id: row.id,
      text: compared.text,
      source: compared.source,
      versionId: row.versionId,
      versionName: row.versionName,
    };
  });
}
