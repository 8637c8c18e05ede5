import type { AiCitation, AiPassage } from '@statehouse/shared/ai/ai.schemas';
import { askedBoilerplate, isUnaskedBoilerplate } from './boilerplate';
import type { AiProvider, AnswerEvent, AnswerOptions } from './provider';
import { quoteSpan, type Span, splitSentences, terms, tidy } from './text-analysis';

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
 * top ones are taken, at most two per passage, then shown in passage and reading order. Boilerplate (caption,
 * enacting clause, severability, effective date, certification) is left out unless the question names it, and a
 * sentence ending in a colon takes the list that follows it ("a civil penalty of: (1) $5,000 ...; and (2) ...").
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
  const asked = askedBoilerplate(question);
  const candidates: Candidate[] = [];
  const sentencesOf = new Map<number, Span[]>();
  considered.forEach((passage, passageIndex) => {
    const rankFactor = 1 / (1 + passageIndex * 0.25);
    const sentences = splitSentences(passage.text);
    sentencesOf.set(passageIndex, sentences);
    for (const span of sentences) {
      const text = passage.text.slice(span.start, span.end);
      if (text.length < MIN_SENTENCE_CHARS) continue;
      if (isUnaskedBoilerplate(text, asked)) continue;
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
    // A list item already quoted with the sentence that introduces it.
    if (chosen.some((item) => item.passageIndex === candidate.passageIndex && contains(item, candidate))) continue;
    const passage = considered[candidate.passageIndex] as AiPassage;
    const offset = passage.start ?? 0;
    const sentences = sentencesOf.get(candidate.passageIndex) ?? [];
    const quoted = quoteSpan(
      passage.text,
      sentences,
      sentences.findIndex((span) => span.start === candidate.start - offset),
    );
    const whole = {
      ...candidate,
      start: offset + quoted.start,
      end: offset + quoted.end,
      text: passage.text.slice(quoted.start, quoted.end),
    };
    // Quoted already, or overlapping a quote it does not hold whole.
    if (
      chosen.some((item) => item.passageIndex === whole.passageIndex && overlap(item, whole) && !contains(whole, item))
    )
      continue;
    // Sentences of the list chosen before their lead-in give way to it.
    for (let index = chosen.length - 1; index >= 0; index -= 1) {
      const item = chosen[index] as Candidate;
      if (item.passageIndex === whole.passageIndex && contains(whole, item)) chosen.splice(index, 1);
    }
    chosen.push(whole);
    perPassage.set(candidate.passageIndex, chosen.filter((item) => item.passageIndex === whole.passageIndex).length);
  }
  return chosen.sort((a, b) => a.passageIndex - b.passageIndex || a.start - b.start);
}

const contains = (outer: Span, inner: Span) => inner.start >= outer.start && inner.end <= outer.end;
const overlap = (one: Span, other: Span) => one.start < other.end && other.start < one.end;

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
      const max = options.maxSentences ?? DEFAULT_MAX_SENTENCES;
      const chosen = options.passagesAreAnswers
        ? passages.slice(0, max).map((passage, passageIndex) => ({
            passageIndex,
            start: passage.start ?? 0,
            end: passage.end ?? passage.text.length,
            text: passage.text,
            score: passage.score,
          }))
        : selectSentences(question, passages, max);
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
          ...(passage.startMs !== undefined ? { startMs: passage.startMs } : {}),
          quote: tidy(run.sentences.map((item) => item.text).join(' ')),
        };
      });
      yield { type: 'citations', citations } satisfies AnswerEvent;
      const lines = runs.map((run, index) => {
        const quote = tidy(run.sentences.map((item) => item.text).join(' '));
        // A list cut at the end of its passage says that more follows.
        return `- "${quote}${/[;:,]$/.test(quote) ? ' …' : ''}" [${index + 1}]`;
      });
      const body = `${EXTRACTIVE_NOTICE}\n\n${lines.join('\n')}`;
      for (const delta of deltas(body)) yield { type: 'text', text: delta } satisfies AnswerEvent;
    },
  };
}
