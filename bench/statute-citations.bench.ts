// Statute citation extraction quality: precision and recall of the extractor (apps/server/src/ingest/
// statute-citations) on the hand-labelled set of real TX, NY and D.C. bill-text citations kept beside it, overall and
// per state, matching code + section + kind and, separately, code + section only. Target: both at least 0.9
// (decision 038). Also the extractor's speed over every bill text of the sample dataset. Prints figures; never
// fails on them (the unit test holds the 0.9 floor).
import { createReadStream } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createGunzip } from 'node:zlib';
import { extractStatuteCitations } from '../apps/server/src/ingest/statute-citations/statute-citations.extract';
import { labelledExcerpts } from '../apps/server/src/ingest/statute-citations/statute-citations.labelled';
import { scoreExtractor } from '../apps/server/src/ingest/statute-citations/statute-citations.score';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pct = (value: number) => value.toFixed(3);

console.log('Citation extraction on the hand-labelled set (statute-citations.labelled.ts)');
console.log('set        excerpts  citations  precision  recall   (code+section only: precision  recall)');
for (const source of ['tx', 'ny', 'dc', 'all'] as const) {
  const excerpts = labelledExcerpts.filter((excerpt) => source === 'all' || excerpt.source === source);
  const citations = excerpts.reduce((sum, excerpt) => sum + excerpt.expected.length, 0);
  const full = scoreExtractor(excerpts);
  const sections = scoreExtractor(excerpts, { sectionsOnly: true });
  console.log(
    `${source.padEnd(10)} ${String(excerpts.length).padStart(8)} ${String(citations).padStart(10)} ${pct(full.precision).padStart(10)} ${pct(full.recall).padStart(7)}   ${pct(sections.precision).padStart(28)} ${pct(sections.recall).padStart(7)}`,
  );
  if (source === 'all')
    for (const miss of full.misses) console.log(`  ${miss.why.padEnd(6)} ${miss.billId}: ${miss.citation}`);
}

// Speed: every version text of the sample dataset, each bill's latest text once.
const texts = new Map<string, string>();
const lines = readline.createInterface({
  input: createReadStream(path.join(root, 'data/sample/bill_versions.jsonl.gz')).pipe(createGunzip()),
});
for await (const line of lines) {
  const row = JSON.parse(line) as { bill_id: string; text: string | null };
  if (row.text) texts.set(row.bill_id, row.text);
}
const chars = [...texts.values()].reduce((sum, text) => sum + text.length, 0);
const started = performance.now();
let found = 0;
for (const [billId, text] of texts) found += extractStatuteCitations(text, billId.split('-')[0] ?? '').length;
const ms = performance.now() - started;
console.log(
  `\nSample dataset: ${texts.size} bill texts (${(chars / 1e6).toFixed(1)} M characters), ${found} citations in ${ms.toFixed(0)} ms (${(chars / 1e6 / (ms / 1000)).toFixed(1)} M chars/s)`,
);
