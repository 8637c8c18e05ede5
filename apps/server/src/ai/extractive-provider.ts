import type { AiCitation, AiPassage } from '@statehouse/shared/ai/ai.schemas';
import type { AiProvider, AnswerEvent, AnswerOptions } from './provider';
import { splitSentences, terms, tidy } from './text-analysis';

/** Says plainly what an offline answer is; the web shows answers as they come, so this is the first line. */
export const EXTRACTIVE_NOTICE =
  'Extractive answer: the sentences below are quoted from the sources that best match your question; no language model wrote or checked them.';

const PASSAGES_CONSIDERED = 5;
const MAX_PER_PASSAGE = 2;
const DEFAULT_MAX_SENTENCES = 4;
/** Sentences shorter than this (in characters) are list markers or headings, not answers on their own. */
const MIN_SENTENCE_CHARS = 25;

type Candidate = { passageIndex: number; start: number; end: number; text: string; score: number };

/**
 * Picks the sentences of the best passages that best cover the question: each sentence scores the rarer query
 * terms it contains (weighted by how few passages have them) and its passage's rank, a little less when long; the
 * top ones are taken, at most two per passage, then shown in passage and reading order.
 */
export function selectSentences(question: string, passages: readonly AiPassage[], maxSentences: number): Candidate[] {
  const queryTerms = new Set(terms(question));
  if (queryTerms.size === 0) return [];
  const considered = passages.slice(0, PASSAGES_CONSIDERED).filter((passage) => passage.score > 0);
  const passageTerms = considered.map((passage) => new Set(terms(passage.text)));
  const weight = new Map<string, number>();
  for (const term of queryTerms) {
    const df = passageTerms.filter((set) => set.has(term)).length;
    weight.set(term, df === 0 ? 0 : 1 + Math.log((considered.length + 1) / df));
  }
  const candidates: Candidate[] = [];
  considered.forEach((passage, passageIndex) => {
    const rankFactor = 1 / (1 + passageIndex * 0.25);
    for (const span of splitSentences(passage.text)) {
      const text = passage.text.slice(span.start, span.end);
      if (text.length < MIN_SENTENCE_CHARS) continue;
      const sentenceTerms = terms(text);
      const present = new Set(sentenceTerms.filter((term) => queryTerms.has(term)));
      if (present.size === 0) continue;
      let coverage = 0;
      for (const term of present) coverage += weight.get(term) ?? 0;
      const lengthPenalty = 1 + Math.max(0, sentenceTerms.length - 40) / 80;
      const offset = passage.start ?? 0;
      candidates.push({
        passageIndex,
        start: offset + span.start,
        end: offset + span.end,
        text,
        score: (coverage * rankFactor) / lengthPenalty,
      });
    }
  });
  candidates.sort((a, b) => b.score - a.score);
  const chosen: Candidate[] = [];
  const perPassage = new Map<number, number>();
  for (const candidate of candidates) {
    if (chosen.length >= maxSentences) break;
    const used = perPassage.get(candidate.passageIndex) ?? 0;
    if (used >= MAX_PER_PASSAGE) continue;
    // A weak sentence after strong ones adds noise: keep those within a third of the best score.
    if (chosen.length > 0 && candidate.score < (chosen[0]?.score ?? 0) / 3) break;
    chosen.push(candidate);
    perPassage.set(candidate.passageIndex, used + 1);
  }
  return chosen.sort((a, b) => a.passageIndex - b.passageIndex || a.start - b.start);
}

/** Whether only whitespace separates two sentences of a passage. */
function isContiguous(first: Candidate, second: Candidate, passage: AiPassage): boolean {
  const offset = passage.start ?? 0;
  return passage.text.slice(first.end - offset, second.start - offset).trim() === '';
}

/** Splits text into word-sized deltas, so an extractive answer streams like a model's. */
function* deltas(text: string): Generator<string> {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  for (let index = 0; index < pieces.length; index += 8) yield pieces.slice(index, index + 8).join('');
}

/**
 * The offline provider: an extractive answer built from the best passages, sentence by sentence, each quote
 * followed by its citation number. It needs no network and no model, and says so in its first line.
 */
export function createExtractiveProvider(): AiProvider {
  return {
    name: 'extractive',
    extractive: true,
    async *answer(question: string, passages: readonly AiPassage[], options: AnswerOptions = {}) {
      const chosen = selectSentences(question, passages, options.maxSentences ?? DEFAULT_MAX_SENTENCES);
      const scope = options.scopeLabel ? ` in ${options.scopeLabel}` : '';
      if (chosen.length === 0) {
        yield { type: 'citations', citations: [] } satisfies AnswerEvent;
        const text =
          passages.length === 0
            ? `No text${scope} matches the words of your question. Try other words, or check that the text is available.`
            : `No sentence${scope} contains the words of your question. Try naming what you are looking for in the words a statute would use.`;
        yield* [...deltas(`${EXTRACTIVE_NOTICE}\n\n${text}`)].map((delta) => ({ type: 'text' as const, text: delta }));
        return;
      }
      // One citation per run of consecutive sentences of a passage, so that a citation's range holds exactly the
      // words quoted (the bill page marks that range).
      const runs: { passageIndex: number; sentences: Candidate[] }[] = [];
      for (const sentence of chosen) {
        const last = runs.at(-1);
        const previous = last?.sentences.at(-1);
        const passage = passages[sentence.passageIndex] as AiPassage;
        if (
          last &&
          previous &&
          last.passageIndex === sentence.passageIndex &&
          isContiguous(previous, sentence, passage)
        ) {
          last.sentences.push(sentence);
        } else {
          runs.push({ passageIndex: sentence.passageIndex, sentences: [sentence] });
        }
      }
      const citations: AiCitation[] = runs.map((run, index) => {
        const passage = passages[run.passageIndex] as AiPassage;
        return {
          n: index + 1,
          kind: passage.kind,
          id: passage.id,
          ...(passage.billId ? { billId: passage.billId } : {}),
          label: passage.label,
          ...(passage.start !== undefined
            ? { start: run.sentences[0]?.start ?? 0, end: run.sentences.at(-1)?.end ?? 0 }
            : {}),
          quote: tidy(run.sentences.map((item) => item.text).join(' ')),
        };
      });
      yield { type: 'citations', citations } satisfies AnswerEvent;
      const lines = runs.map(
        (run, index) => `- "${tidy(run.sentences.map((item) => item.text).join(' '))}" [${index + 1}]`,
      );
      const body = `${EXTRACTIVE_NOTICE}\n\n${lines.join('\n')}`;
      for (const delta of deltas(body)) yield { type: 'text', text: delta } satisfies AnswerEvent;
    },
  };
}
