import path from 'node:path';
import { defaultSampleDir, readSampleRows } from '../ingest/sample/sample-files';

/** Version texts of the shipped sample (data/sample: real bills, in the repository), by bill id, oldest first. */
export async function sampleVersionTexts(billIds: readonly string[]): Promise<Map<string, string[]>> {
  const wanted = new Set(billIds);
  const texts = new Map<string, { position: number; text: string }[]>();
  for await (const lines of readSampleRows(path.join(defaultSampleDir, 'bill_versions.jsonl.gz'), 500)) {
    for (const line of lines) {
      const row = JSON.parse(line) as { bill_id: string; position: number; text: string | null };
      if (!wanted.has(row.bill_id) || !row.text) continue;
      texts.set(row.bill_id, [...(texts.get(row.bill_id) ?? []), { position: row.position, text: row.text }]);
    }
  }
  return new Map(
    [...texts].map(([id, versions]) => [id, versions.sort((a, b) => a.position - b.position).map((v) => v.text)]),
  );
}

/** The last version text of each bill. */
export async function latestSampleTexts(billIds: readonly string[]): Promise<Map<string, string>> {
  const all = await sampleVersionTexts(billIds);
  return new Map([...all].map(([id, versions]) => [id, versions[versions.length - 1] ?? '']));
}
