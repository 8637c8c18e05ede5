import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { AiPassage } from '@statehouse/shared/ai/ai.schemas';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../test/shared-data';
import { billChanges, billFigures } from './bill-changes';
import { askedBoilerplate, boilerplateKind } from './boilerplate';
import { createExtractiveProvider } from './extractive-provider';
import { rankPassages } from './passage-ranking';
import { collectAnswer } from './provider';
import { passagesOf } from './retrieval';
import { summarizeExtractive } from './summarize';
import { chunkPassages, extendOverList, splitSentences } from './text-analysis';

// Offline answers on the bill texts of every state the shipped sample holds (decision 063): boilerplate is never the
// answer unless asked for, a sentence ending in a colon takes its list, and what a bill changes is read from its
// amending clauses whatever the state's wording.

/** Bill version texts of the sample by version id. */
const versions = new Map<number, { billId: string; text: string }>();
for (const line of gunzipSync(readFileSync(`${repoRoot}/data/sample/bill_versions.jsonl.gz`))
  .toString()
  .split('\n')) {
  if (!line) continue;
  const row = JSON.parse(line) as { id: number; bill_id: string; text: string | null };
  if (row.text) versions.set(row.id, { billId: row.bill_id, text: row.text });
}
const textOf = (id: number) => {
  const version = versions.get(id);
  if (!version) throw new Error(`Version ${id} is not in the sample`);
  return version.text;
};
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The sentence of a text holding `words`. */
const sentenceWith = (text: string, words: string) => {
  const span = splitSentences(text).find((item) => squash(text.slice(item.start, item.end)).includes(words));
  if (!span) throw new Error(`No sentence holds "${words}"`);
  return text.slice(span.start, span.end);
};

const versionIds = {
  txHb1Enrolled: 550,
  txHb214: 699,
  sdSb90Introduced: 1855,
  sdSb90Enrolled: 1857,
  sdHb1244: 1921,
  coHb1001: 1,
  ilSb2201Enrolled: 364,
  wiAb140: 1659,
  usHjres37: 4707,
};

describe('boilerplate in the bill texts of every state', () => {
  it.each([
    [versionIds.txHb1Enrolled, 'BE IT ENACTED BY THE LEGISLATURE OF THE STATE OF TEXAS', 'enacting clause'],
    [versionIds.txHb1Enrolled, 'AN ACT relating to youth camp', 'caption'],
    [versionIds.txHb1Enrolled, 'I certify that H.B. No. 1 was passed by the House', 'certification'],
    [versionIds.txHb1Enrolled, 'This Act takes effect immediately if it receives a vote', 'effective date'],
    [versionIds.txHb214, 'the invalidity does not affect other provisions', 'severability'],
    [versionIds.sdSb90Introduced, 'Be it enacted by the Legislature of the State of South Dakota', 'enacting clause'],
    [versionIds.sdSb90Introduced, 'An Act to repeal the requirement of advance notice', 'caption'],
    [versionIds.sdSb90Enrolled, 'I certify that the attached Act originated', 'certification'],
    [versionIds.sdHb1244, 'this Act shall be in full force and effect from and after its passage', 'effective date'],
    [versionIds.coHb1001, 'Be it enacted by the General Assembly of the State of Colorado', 'enacting clause'],
    [versionIds.coHb1001, 'preservation of the public peace, health, or safety', 'effective date'],
    [versionIds.ilSb2201Enrolled, 'Be it enacted by the People of the State of Illinois', 'enacting clause'],
    [versionIds.ilSb2201Enrolled, 'This Act takes effect July 1', 'effective date'],
    [versionIds.wiAb140, 'do enact as follows', 'enacting clause'],
  ])('version %i: the sentence with "%s" is the %s', (id, words, kind) => {
    expect(boilerplateKind(sentenceWith(textOf(id), words))).toBe(kind);
  });

  it.each([
    [versionIds.txHb214, 'is liable for a civil penalty of:'],
    [versionIds.txHb214, 'may not be construed to prevent a litigant from asserting the invalidity'],
    [versionIds.txHb1Enrolled, 'is not required to submit a youth camp emergency plan'],
    [versionIds.sdSb90Introduced, "three days' written notice to quit must be given"],
    [versionIds.usHjres37, 'has been enacted'],
  ])('version %i: the sentence with "%s" says something of its own', (id, words) => {
    expect(boilerplateKind(sentenceWith(textOf(id), words))).toBeUndefined();
  });

  it('knows when a question asks for a kind of boilerplate by name', () => {
    expect([...askedBoilerplate('When does the hookah law take effect?')]).toEqual(['effective date']);
    expect([...askedBoilerplate('How did the Senate vote on it?')]).toEqual(['certification']);
    expect([...askedBoilerplate('Is there a severability clause?')]).toEqual(['severability']);
    expect([...askedBoilerplate('What is the civil penalty?')]).toEqual([]);
  });
});

describe('extractive answers offline', () => {
  const answer = async (id: number, question: string) => {
    const version = versions.get(id) as { billId: string; text: string };
    const document = {
      kind: 'bill_version' as const,
      id: String(id),
      billId: version.billId,
      label: 'bill',
      text: version.text,
    };
    const passages: AiPassage[] = rankPassages(question, passagesOf(document)).slice(0, 6);
    return collectAnswer(createExtractiveProvider().answer(question, passages));
  };

  it('quotes a sentence ending in a colon with the list that follows it', async () => {
    const { text, citations } = await answer(versionIds.txHb214, 'What is the civil penalty for a state agency?');
    expect(squash(text)).toContain(
      'is liable for a civil penalty of: (1) $5,000 for the first violation; and (2) $25,000 for the second or a subsequent violation.',
    );
    // The citation's range holds the list too (the bill page marks it).
    const cited = citations.find((citation) => citation.quote.includes('$25,000'));
    expect(squash(textOf(versionIds.txHb214).slice(cited?.start, cited?.end))).toContain('(2) $25,000');
  });

  it('keeps the list in the passage of its lead-in', () => {
    const text = textOf(versionIds.txHb214);
    const lead = text.indexOf('civil penalty of:');
    const passage = chunkPassages(text).find((span) => span.start <= lead && span.end > lead);
    expect(squash(text.slice(passage?.start, passage?.end))).toContain('(2) $25,000');
  });

  it('stops the list at the next item of the outer series, and takes one sentence after a colon that starts no list', () => {
    const text =
      'A person is liable for: (1) $5 for a first violation; and (2) $10 after that. (b) Each day counts. Later text.';
    const sentences = splitSentences(text);
    const lead = sentences.find((span) => text.slice(span.start, span.end).endsWith(':'));
    expect(text.slice(lead?.start, extendOverList(text, sentences, lead?.end ?? 0))).toBe(
      'A person is liable for: (1) $5 for a first violation; and (2) $10 after that.',
    );
    const plain = 'The fee is set as follows: ten dollars. Other words here.';
    const plainSentences = splitSentences(plain);
    expect(extendOverList(plain, plainSentences, plainSentences[0]?.end ?? 0)).toBe(plainSentences[0]?.end);
  });

  it('never answers with the severability clause or the certification unless asked', async () => {
    const provisions = await answer(versionIds.txHb214, 'Which provision applies to a person or circumstance?');
    expect(provisions.text).not.toMatch(/invalidity does not affect other provisions/);
    const severability = await answer(versionIds.txHb214, 'Is the act severable if a provision is held invalid?');
    expect(squash(severability.text)).toMatch(/invalidity does not affect other provisions/);

    const passed = await answer(
      versionIds.txHb1Enrolled,
      'What does the act do about youth camps passed by the House?',
    );
    expect(passed.text).toMatch(/I certify that H\.B\. No\. 1 was passed/);
    const camps = await answer(versionIds.txHb1Enrolled, 'What must the House of youth camps do?');
    expect(camps.text).not.toMatch(/I certify/);
  });

  it('leaves the caption, enacting clause and certification out of a summary', () => {
    const { summary } = summarizeExtractive(textOf(versionIds.txHb1Enrolled), 4, 6);
    expect(summary).not.toMatch(/AN ACT relating to|BE IT ENACTED|I certify|Speaker of the House/);
  });
});

describe('what a bill changes, in every state', () => {
  const changes = (id: number) => billChanges(textOf(id)).map((change) => `${change.subject}: ${change.how}`);

  it('reads Texas amending clauses', () => {
    expect(changes(versionIds.txHb1Enrolled)).toContain(
      'Section 141.002, Health and Safety Code: amended by amending Subdivision (1) and adding Subdivisions (1-a), (2-a), (2-b), and (2-c)',
    );
  });

  it('reads South Dakota, Colorado, Illinois and Wisconsin amending clauses', () => {
    expect(changes(versionIds.sdSb90Enrolled)).toEqual(['§ 21-16-2: repealed', '§ 21-16-7: amended']);
    expect(changes(versionIds.coHb1001)).toEqual(['Colorado Revised Statutes 39-22-104: amended (3)(o)']);
    expect(changes(versionIds.ilSb2201Enrolled)[0]).toMatch(
      /^The Unified Code of Corrections: amended by adding Section 3-2-/,
    );
    expect(changes(versionIds.wiAb140)).toEqual(['66.1105 (17) (h) of the statutes: created']);
  });

  it('lists amounts and dates, none from the certification or the effective-date clause', () => {
    const figures = billFigures(textOf(versionIds.txHb1Enrolled)).map((figure) => figure.text);
    expect(figures).toEqual(expect.arrayContaining(['April 1, 2026', 'January 1, 2026']));
    // The House vote of August 21, 2025 is in the certification only.
    expect(figures).not.toContain('August 21, 2025');
  });
});
