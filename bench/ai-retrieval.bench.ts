// AI retrieval quality: recall@5 of the right passage on the hand-labelled questions in
// apps/server/src/ai/fixtures/retrieval-questions.json (55 questions over 14 Texas bills of the sample, each with the
// exact words of the passage that answers it, written by reading the bill text). Runs the real retrieval
// (apps/server/src/ai/retrieval.ts) on PGlite with the shipped sample dataset, three ways:
//   bill        the question asked on the bill's page (POST /api/ai/bill-question: the latest version only);
//   TX bills    the question asked of every Texas bill (POST /api/ai/chat with stateCode TX, sources bill_version);
//   everything  the question asked of every source (POST /api/ai/chat: all bills, statutes and regulations).
// A question counts as found when one of the top 5 passages covers at least half of the labelled words in the right
// bill ("strict"); "any bill" also counts the same words in another bill (Texas files identical companion bills).
// Then answer completeness: the question asked on the bill's page and answered offline (the extractive provider, as
// POST /api/ai/bill-question without a model) counts as complete when every word of the labelled answer is in the
// answer's text (a sentence cut before its list, "a civil penalty of:", is not). Mean answer length beside it, so
// that quoting more is not mistaken for answering better.
// Prints figures and per-query latency; never fails on a figure. Target: recall@5 >= 0.9.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AI_PASSAGES_DEFAULT } from '@statehouse/shared/ai/ai.schemas';
import { latestVersionIndex } from '@statehouse/shared/bills/latest-version';
import { sql } from 'drizzle-orm';
import { createExtractiveProvider, EXTRACTIVE_NOTICE } from '../apps/server/src/ai/extractive-provider';
import { collectAnswer } from '../apps/server/src/ai/provider';
import { retrievePassages, type SearchScope, type SourceDocument } from '../apps/server/src/ai/retrieval';
import { words } from '../apps/server/src/ai/text-analysis';
import { openDatabase } from '../apps/server/src/db/client';
import { selectRows } from '../apps/server/src/db/sql';
import { loadSample } from '../apps/server/src/ingest/sample/load-sample';

type Question = { billId: string; question: string; answer: string };
const questions: Question[] = JSON.parse(
  readFileSync(new URL('../apps/server/src/ai/fixtures/retrieval-questions.json', import.meta.url), 'utf8'),
);
const K = 5;

/** The range of `answer` in `text`, whitespace-insensitive, or undefined. */
function locate(text: string, answer: string): { start: number; end: number } | undefined {
  const pattern = answer
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const match = new RegExp(pattern).exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : undefined;
}

const covers = (passage: { start?: number; end?: number }, range: { start: number; end: number }) => {
  const overlap = Math.min(passage.end ?? 0, range.end) - Math.max(passage.start ?? 0, range.start);
  return overlap >= (range.end - range.start) / 2;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-ai-'));
const handle = await openDatabase({ kind: 'pglite', dataDir });
try {
  await handle.migrate();
  await loadSample(handle.db, { info: () => {} });
  const db = handle.db;
  const documents = new Map<string, SourceDocument>();
  for (const billId of new Set(questions.map((question) => question.billId))) {
    const versions = await selectRows<{ id: number; name: string; text: string | null }>(
      db,
      sql`select id, name, text from bill_versions where bill_id = ${billId} order by position`,
    );
    const latest = versions[latestVersionIndex(versions)];
    if (!latest?.text) throw new Error(`${billId} has no text in the sample`);
    documents.set(billId, { kind: 'bill_version', id: String(latest.id), billId, label: billId, text: latest.text });
  }

  const modes: {
    name: string;
    scope: (question: Question) => { documents?: SourceDocument[]; search?: SearchScope };
  }[] = [
    { name: 'bill', scope: (question) => ({ documents: [documents.get(question.billId) as SourceDocument] }) },
    { name: 'TX bills', scope: () => ({ search: { sources: ['bill_version'], stateCode: 'TX' } }) },
    { name: 'everything', scope: () => ({ search: { sources: ['bill_version', 'statute', 'regulation'] } }) },
  ];
  console.log(`${questions.length} questions over ${documents.size} bills; recall@${K} of the labelled passage`);
  console.log('mode         strict   any bill   latency p50 / p95');
  for (const mode of modes) {
    let strict = 0;
    let lenient = 0;
    const times: number[] = [];
    const misses: string[] = [];
    for (const question of questions) {
      const document = documents.get(question.billId) as SourceDocument;
      const range = locate(document.text, question.answer);
      if (!range) throw new Error(`The answer of "${question.question}" is not in ${question.billId}`);
      const started = performance.now();
      const passages = await retrievePassages(db, { query: question.question, limit: K, ...mode.scope(question) });
      times.push(performance.now() - started);
      const hit = passages.some((passage) => passage.id === document.id && covers(passage, range));
      const anyHit =
        hit ||
        passages.some((passage) => {
          const found = locate(passage.text, question.answer.slice(0, Math.ceil(question.answer.length / 2)));
          return found !== undefined;
        });
      if (hit) strict += 1;
      if (anyHit) lenient += 1;
      else misses.push(`${question.billId}: ${question.question}`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${mode.name.padEnd(12)} ${(strict / questions.length).toFixed(3).padStart(6)}   ${(lenient / questions.length)
        .toFixed(3)
        .padStart(8)}   ${percentile(times, 0.5).toFixed(1)} ms / ${percentile(times, 0.95).toFixed(1)} ms`,
    );
    for (const miss of misses) console.log(`    missed: ${miss}`);
  }

  // Answer completeness on the bill's page, offline.
  const provider = createExtractiveProvider();
  let complete = 0;
  let answerWords = 0;
  const incomplete: string[] = [];
  for (const question of questions) {
    const document = documents.get(question.billId) as SourceDocument;
    const passages = await retrievePassages(db, {
      query: question.question,
      documents: [document],
      limit: AI_PASSAGES_DEFAULT,
    });
    const { text } = await collectAnswer(provider.answer(question.question, passages, { scopeLabel: question.billId }));
    const said = new Set(words(text.replace(EXTRACTIVE_NOTICE, '')));
    answerWords += words(text.replace(EXTRACTIVE_NOTICE, '')).length;
    const missing = [...new Set(words(question.answer))].filter((word) => !said.has(word));
    if (missing.length === 0) complete += 1;
    else incomplete.push(`${question.billId}: ${question.question} (missing: ${missing.slice(0, 8).join(' ')})`);
  }
  console.log(
    `answer completeness (bill page, offline): ${(complete / questions.length).toFixed(3)}; mean answer ${Math.round(answerWords / questions.length)} words`,
  );
  for (const miss of incomplete) console.log(`    incomplete: ${miss}`);
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
