import { withoutPrintMarks } from './text-analysis';

/**
 * The parts of a bill every bill has and no reader asks about: the caption ("AN ACT relating to ...", "An Act to
 * repeal ...", a short title), the enacting clause ("BE IT ENACTED BY THE LEGISLATURE ...", "The people of the state
 * of Wisconsin ... do enact as follows"), the severability clause, the effective-date clause (with Colorado's safety
 * clause), and the certification of the votes and signatures on an enrolled bill. An offline answer or summary never
 * quotes one of them unless the question asks for it (decision 063): the question's words name the kind ("When does
 * it take effect?" asks for the effective date; "How did the House vote?" for the certification).
 *
 * The patterns are those of the bill texts of every state the sample holds (TX, SD, CO, IL, WI, NY, US): the
 * wording differs, the clauses are the same.
 */
export type BoilerplateKind = 'caption' | 'enacting clause' | 'severability' | 'effective date' | 'certification';

type Rule = { kind: BoilerplateKind; pattern: RegExp; askedBy: RegExp };

const rules: Rule[] = [
  {
    kind: 'enacting clause',
    pattern: /\bbe it enacted by\b|\bdo enact as follows\b|\bis enacted as follows\b|\bin Congress assembled\b/i,
    askedBy: /\benact/i,
  },
  {
    kind: 'caption',
    // Case-sensitive on purpose: "AN ACT relating to", "An Act to repeal", "A BILL TO BE ENTITLED", "A Bill for an Act",
    // not "an act to prevent" inside a provision. Also the short title ("may be cited as").
    pattern:
      /(?:^|[\s.:])(?:AN ACT|An Act|A BILL|A Bill)\b[\s\S]{0,60}?\b(?:relating to|[Cc]oncerning|to [a-z]+|TO BE ENTITLED|for an Act|FOR AN ACT)\b|\bmay be cited as\b|\bshort title\b/,
    askedBy: /\b(?:title|caption|cited|called|named|short)\b/i,
  },
  {
    kind: 'severability',
    pattern:
      /\bseverab|\bIf any (?:provision|section|part|clause|sentence|word|portion|phrase|subsection|paragraph|item|application)\b[\s\S]{0,300}?\b(?:invalid|unconstitutional)\b/i,
    askedBy: /\b(?:severab\w*|invalid\w*|unconstitutional|struck|court)\b/i,
  },
  {
    kind: 'effective date',
    pattern:
      /\b(?:act|Act|ACT|section|Section)\b[^.;]{0,80}?\b(?:takes|shall take|will take|to take) effect\b|\b(?:act|Act|ACT) (?:is|shall be|becomes) effective\b|\bpreservation of the public peace, health,? or safety\b|\bsafety clause\b|\bAct subject to petition\b|\bin full force and effect\b/,
    askedBy: /\b(?:effect|effective|when|start|starts|begin|begins|commence\w*|operative|date)\b/i,
  },
  {
    kind: 'certification',
    pattern:
      /\bI,? (?:hereby )?certify that\b|\bby the following vote\b|\bYeas:? \d+|\bAttest:|\bAPPROVED\b|_{6,}|\b(?:President of the Senate|Speaker of the House|Chief Clerk|Secretary of the Senate)\b[\s\S]{0,80}\b(?:President of the Senate|Speaker of the House|Chief Clerk|Secretary of the Senate|Governor)\b/,
    askedBy:
      /\b(?:vote|votes|voted|voting|passed|pass|certif\w*|sign|signed|signature|approved|governor|yeas|nays|clerk)\b/i,
  },
];

/** The kind of boilerplate a sentence is, or undefined for a sentence that says something of its own. */
export function boilerplateKind(sentence: string): BoilerplateKind | undefined {
  const words = withoutPrintMarks(sentence);
  return rules.find((rule) => rule.pattern.test(words))?.kind;
}

/** The kinds of boilerplate a question asks for by name (none for most questions). */
export function askedBoilerplate(question: string): Set<BoilerplateKind> {
  return new Set(rules.filter((rule) => rule.askedBy.test(question)).map((rule) => rule.kind));
}

/**
 * Whether a sentence is boilerplate the question did not ask for: the test every offline answer and summary applies
 * before quoting a sentence. `asked` is askedBoilerplate(question); empty for a summary, which asks for none.
 */
export function isUnaskedBoilerplate(sentence: string, asked: ReadonlySet<BoilerplateKind>): boolean {
  const kind = boilerplateKind(sentence);
  return kind !== undefined && !asked.has(kind);
}
