import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { AiPassage } from '@statehouse/shared/ai/ai.schemas';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../test/shared-data';
import { createExtractiveProvider, EXTRACTIVE_NOTICE, selectSentences } from './extractive-provider';
import { rankPassages } from './passage-ranking';
import { collectAnswer } from './provider';
import { passagesOf, type SourceDocument } from './retrieval';
import { keywordsOf, summarizeExtractive } from './summarize';
import { chunkPassages, PASSAGE_MAX_CHARS, splitSentences, terms } from './text-analysis';

type Question = { billId: string; question: string; answer: string };

/** The latest version text of each Texas bill of the shipped sample (data/sample, made by the importers). */
const texts = new Map<string, { id: number; text: string }>();
for (const line of gunzipSync(readFileSync(`${repoRoot}/data/sample/bill_versions.jsonl.gz`))
  .toString()
  .split('\n')) {
  if (!line) continue;
  const row = JSON.parse(line) as { id: number; bill_id: string; position: number; text: string | null };
  if (!row.text || !row.bill_id.startsWith('TX-')) continue;
  const seen = texts.get(row.bill_id) as { id: number; text: string; position?: number } | undefined;
  if (!seen || (seen.position ?? 0) < row.position)
    texts.set(row.bill_id, { id: row.id, text: row.text, position: row.position } as never);
}
const questions: Question[] = JSON.parse(
  readFileSync(new URL('./fixtures/retrieval-questions.json', import.meta.url), 'utf8'),
);

const documentOf = (billId: string): SourceDocument => {
  const version = texts.get(billId);
  if (!version) throw new Error(`${billId} is not in the sample`);
  return { kind: 'bill_version', id: String(version.id), billId, label: billId, text: version.text };
};
const squash = (text: string) => text.replace(/\s+/g, ' ');

describe('text analysis on real bill text', () => {
  const hookahs = documentOf('TX-892-HB-129').text;

  it('stems terms and drops stop words and bill boilerplate', () => {
    expect(terms('The operators shall submit emergency plans under Section 141.0091')).toEqual([
      'oper',
      'submit',
      'emerg',
      'plan',
      '141.0091',
    ]);
  });

  it('splits sentences at periods, semicolons and list colons, but not after Sec. or inside 161.096', () => {
    const sentences = splitSentences(hookahs).map((span) => hookahs.slice(span.start, span.end));
    const tidy = sentences.map(squash);
    expect(tidy).toContain('(2) "Minor" means an individual under 21 years of age.');
    expect(tidy).toContain('(c) An offense under this section is a Class C misdemeanor.');
    expect(tidy).toContain('Sec. 161.095. DEFINITIONS.');
    expect(sentences.some((sentence) => sentence.endsWith('Sec.'))).toBe(false);
    expect(sentences.some((sentence) => /^\d{3}\.\d/.test(sentence))).toBe(false);
  });

  it('cuts passages that cover the text in order, without overlap, none longer than the maximum', () => {
    for (const billId of ['TX-892-HB-1', 'TX-892-HB-129', 'TX-892-HB-268']) {
      const text = documentOf(billId).text;
      const passages = chunkPassages(text);
      expect(passages.length).toBeGreaterThan(2);
      for (const [index, passage] of passages.entries()) {
        expect(passage.end - passage.start).toBeLessThanOrEqual(PASSAGE_MAX_CHARS);
        if (index > 0) expect(passage.start).toBeGreaterThanOrEqual(passages[index - 1]?.end ?? 0);
      }
      // Only whitespace is left out between passages.
      const covered = passages.map((passage) => text.slice(passage.start, passage.end)).join(' ');
      expect(squash(covered)).toBe(squash(text).trim());
    }
  });

  it('starts a new passage at a new section of the bill', () => {
    const text = documentOf('TX-892-HB-268').text;
    const starts = chunkPassages(text).map((passage) => squash(text.slice(passage.start, passage.start + 14)));
    expect(starts).toContain('Sec. 46.066. ');
  });
});

describe('passage ranking', () => {
  it('finds the labelled passage in the top 5 of its bill for at least 9 in 10 labelled questions', () => {
    let found = 0;
    for (const question of questions) {
      const passages = rankPassages(question.question, passagesOf(documentOf(question.billId))).slice(0, 5);
      if (passages.some((passage) => squash(passage.text).includes(squash(question.answer).slice(0, 40)))) found += 1;
    }
    expect(found / questions.length).toBeGreaterThanOrEqual(0.9);
  });

  it('ranks passages sharing no word with the query last, with score 0, keeping their order', () => {
    const ranked = rankPassages('hookah minor', [
      { text: 'nothing here' },
      { text: 'A hookah to a minor' },
      { text: 'none' },
    ]);
    expect(ranked.map((passage) => passage.text)).toEqual(['A hookah to a minor', 'nothing here', 'none']);
    expect(ranked[1]?.score).toBe(0);
  });
});

describe('extractive answers', () => {
  const passagesFor = (billId: string, question: string): AiPassage[] =>
    rankPassages(question, passagesOf(documentOf(billId))).slice(0, 5);

  it('quotes the sentence that answers, cites it by number and says it is extractive', async () => {
    const question = 'What is the civil penalty for a campground that does not comply?';
    const { text, citations } = await collectAnswer(
      createExtractiveProvider().answer(question, passagesFor('TX-892-HB-172', question)),
    );
    expect(text.startsWith(EXTRACTIVE_NOTICE)).toBe(true);
    expect(text).toContain('civil penalty of $1,000 for each violation');
    expect(text).toMatch(/" \[1\]/);
    expect(citations[0]).toMatchObject({ n: 1, kind: 'bill_version', billId: 'TX-892-HB-172' });
    const source = documentOf('TX-892-HB-172').text;
    const first = citations[0];
    expect(squash(source.slice(first?.start, first?.end))).toContain('civil penalty of $1,000');
  });

  it('takes at most two sentences of one passage and keeps reading order', () => {
    const question = 'What must an alert of the toxic chemical emergency alert system include?';
    const chosen = selectSentences(question, passagesFor('TX-892-HB-179', question), 4);
    expect(chosen.length).toBeGreaterThan(0);
    const perPassage = new Map<number, number>();
    for (const sentence of chosen)
      perPassage.set(sentence.passageIndex, (perPassage.get(sentence.passageIndex) ?? 0) + 1);
    expect(Math.max(...perPassage.values())).toBeLessThanOrEqual(2);
    const order = chosen.map((sentence) => [sentence.passageIndex, sentence.start]);
    expect([...order].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0))).toEqual(order);
  });

  it('answers with no citation when no sentence shares a word with the question', async () => {
    const { text, citations } = await collectAnswer(
      createExtractiveProvider().answer('quantum chromodynamics', passagesFor('TX-892-HB-172', 'quantum'), {
        scopeLabel: 'HB 172',
      }),
    );
    expect(citations).toEqual([]);
    expect(text).toContain('No sentence in HB 172 contains the words of your question.');
  });
});

describe('summaries', () => {
  it('summarizes a real bill with its central sentences and keywords', () => {
    const text = documentOf('TX-892-HB-179').text;
    const { summary, keywords } = summarizeExtractive(text, 2, 6);
    expect(summary.length).toBeLessThan(text.length / 3);
    expect(summary.toLowerCase()).toContain('alert system');
    expect(keywords).toContain('alert system');
    expect(keywords.length).toBeLessThanOrEqual(6);
  });

  it('never offers a word about following legislation, or a preposition, as a keyword', () => {
    const description =
      'We follow bills along the session that affect rural hospitals. Our members track legislation on rural ' +
      'hospitals, nurse staffing and Medicaid plans, and we monitor bills on nurse staffing along with Medicaid plans.';
    const keywords = keywordsOf(description, 6);
    expect(keywords).toEqual(expect.arrayContaining(['rural hospitals', 'nurse staffing', 'medicaid plans']));
    for (const noise of ['follow', 'bills', 'along', 'track', 'legislation', 'monitor', 'members', 'session']) {
      expect(keywords).not.toContain(noise);
    }
  });

  it('prefers a repeated phrase over its single words', () => {
    expect(keywordsOf('Flood warning sirens. Flood warning sirens save lives. Sirens.', 3)).toEqual([
      'flood warning',
      'warning sirens',
      'lives',
    ]);
  });
});
