import { isUnaskedBoilerplate } from './boilerplate';
import { type Span, splitSentences, tidy, withoutPrintMarks } from './text-analysis';

/**
 * What a bill changes, read from its text without a model (decision 063): the clauses that amend, add, repeal or
 * create sections of law, and the dollar amounts, percentages and dates it sets. The amending clause is written the
 * same way in every state's bills, only the words differ:
 *   TX  "SECTION 2.  Section 141.002, Health and Safety Code, is amended by amending Subdivision (1) ..."
 *   SD  "Section 1. That § 21-16-2 be REPEALED:"      "That a NEW SECTION be added to chapter 2-1:"
 *   IL  "Section 5. The State Commemorative Dates Act is amended by adding Section 197 as follows:"
 *   WI  "Section 1. 66.1105 (17) (h) of the statutes is created to read:"
 *   CO  "In Colorado Revised Statutes, 39-22-104, amend (3)(o) as follows:"
 *   NY  "Section 1. Section 12 of the tax law ... is amended to read as follows:"   US "Section 5 of the Act is amended—"
 */
export type BillChange = {
  kind: 'amends' | 'adds' | 'repeals';
  /** The law changed, in the bill's words: "Section 141.002, Health and Safety Code", "§ 21-16-2". */
  subject: string;
  /** How: "amended by adding Subdivision (1-a)", "repealed", "created". */
  how: string;
  /** The clause's sentence in the text. */
  start: number;
  end: number;
};
export type BillFigure = { text: string; start: number; end: number; sentence: Span };

/** Dollar amounts, percentages and dates: what readers look for first in a bill and among changed words. */
export const amountPattern =
  /\$\s?\d[\d,]*(?:\.\d+)?(?:\s(?:million|billion))?|\b\d+(?:\.\d+)?\s?(?:percent|%)|\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\s\d{1,2},\s\d{4}/g;

const heading = String.raw`(?:(?:SECTION|Section|SEC\.|Sec\.|§)\s*\d+[A-Za-z]?(?:\.\d+)?\.\s+)?`;
const verbKinds: Record<string, BillChange['kind']> = {
  amended: 'amends',
  amend: 'amends',
  reenacted: 'amends',
  renumbered: 'amends',
  added: 'adds',
  add: 'adds',
  created: 'adds',
  repealed: 'repeals',
  repeal: 'repeals',
};
/** "<what> is amended / be REPEALED / is created / are added" at the start of a clause. */
const passiveClause = new RegExp(
  String.raw`^${heading}(?:That\s+)?((?:(?!\b(?:is|are|be)\b)[\s\S]){3,240}?),?\s+(?:is|are|be|shall\s+be)\s+(?:hereby\s+)?(amended|repealed|created|added|renumbered|reenacted)\b([^:]{0,160})`,
  'i',
);
/** Colorado: "In Colorado Revised Statutes, 39-22-104, amend (3)(o) as follows:". */
const imperativeClause =
  /^(?:(?:SECTION|Section)\s*\d+\.\s+)?In\s+([^,]{3,80}?(?:Statutes|Code|Law)),\s*([^,]{1,60}),\s*(amend|add|repeal|repeal and reenact)\b([^:]{0,160})/i;

const trimTail = (tail: string) =>
  tidy(tail)
    .replace(/\s*(?:,?\s*(?:to read|as follows|to read as follows)\b.*)$/i, '')
    .replace(/[\s,;.—-]+$/, '');

/** A subject names a law: a number, a §, or a word such as Code, Act, Section, Chapter, Statutes. */
const namesLaw =
  /\d|§|\b(?:Act|Code|Law|Laws|Statutes?|Chapter|Section|Sections|Title|Article|Subchapter|Subsection|Subdivision|Rule|Rules|Constitution)\b/i;

/** The clauses of a text that amend, add or repeal law, in order, each once. */
export function billChanges(text: string): BillChange[] {
  const changes: BillChange[] = [];
  const seen = new Set<string>();
  for (const span of splitSentences(text)) {
    const sentence = withoutPrintMarks(text.slice(span.start, span.end));
    const passive = passiveClause.exec(sentence);
    const imperative = passive ? null : imperativeClause.exec(sentence);
    let change: Omit<BillChange, 'start' | 'end'> | undefined;
    const past = (verb: string) =>
      verb.endsWith('ed') ? verb : verb === 'repeal and reenact' ? 'repealed and reenacted' : `${verb}ed`;
    if (passive) {
      const subject = tidy(passive[1] ?? '');
      // A clause, not a sentence that merely mentions an amendment ("the amendments made by this Act are ...").
      if (
        /\b(?:if|when|unless|made by|provided)\b/i.test(subject) ||
        /^(?:\([^)]*\)\s*)*(?:There|It|This|Such)\b/.test(subject) ||
        !namesLaw.test(subject) ||
        subject.split(' ').length > 30
      )
        continue;
      const verb = (passive[2] ?? '').toLowerCase();
      const tail = trimTail(passive[3] ?? '');
      change = { kind: verbKinds[verb] ?? 'amends', subject, how: `${verb}${tail ? ` ${tail}` : ''}` };
    } else if (imperative) {
      const verb = (imperative[3] ?? '').toLowerCase();
      const tail = trimTail(imperative[4] ?? '');
      change = {
        kind: verbKinds[verb.split(' ')[0] ?? ''] ?? 'amends',
        subject: `${tidy(imperative[1] ?? '')} ${tidy(imperative[2] ?? '')}`,
        how: `${past(verb)}${tail ? ` ${tail}` : ''}`,
      };
    }
    if (!change) continue;
    const key = `${change.subject}|${change.how}`;
    if (seen.has(key)) continue;
    seen.add(key);
    changes.push({ ...change, start: span.start, end: span.end });
  }
  return changes;
}

/**
 * The amounts, percentages and dates a text sets, each once, with the sentence it is in; none from the boilerplate
 * (the certification's vote dates, the effective-date clause: a report says those under their own heading).
 */
export function billFigures(text: string): BillFigure[] {
  const figures: BillFigure[] = [];
  const seen = new Set<string>();
  const none = new Set<never>();
  for (const sentence of splitSentences(text)) {
    const words = text.slice(sentence.start, sentence.end);
    if (isUnaskedBoilerplate(words, none)) continue;
    for (const match of words.matchAll(amountPattern)) {
      const figure = tidy(match[0]);
      if (seen.has(figure)) continue;
      seen.add(figure);
      const start = sentence.start + (match.index ?? 0);
      figures.push({ text: figure, start, end: start + match[0].length, sentence });
    }
  }
  return figures;
}

/** "What does this bill change?", "What does it amend or repeal?", "Summarize the bill", "What would it do?". */
const changeQuestion =
  /\b(?:chang(?:e|es|ed|ing)|amend\w*|repeal\w*|modif\w*|summar\w*|overview)\b|\bwhat (?:does|would|will|did) (?:this|the|it)\b(?:\s+\w+)?\s+do\b/i;

/**
 * The words to match passages and sentences on for a question: the question's own, and for a question about what
 * the bill changes, the words its amending clauses use ("amended", "added", "repealed"), which a reader seldom types.
 * Offline, "What does this bill change?" then quotes the amending clauses instead of finding no sentence with
 * "change" in it; the question shown and stored stays the reader's.
 */
export function matchWordsFor(question: string): string {
  return changeQuestion.test(question) ? `${question} amended added repealed created` : question;
}
