import {
  cfrCode,
  dcCode,
  newYorkCodeOfAbbreviation,
  newYorkCodeOfName,
  tacCode,
  texasCode,
  texasCodeNames,
  uscCode,
} from './statute-citations.codes';

// Finds statute and regulation references in bill text (pure; no database). What counts as a citation (decision
// 038): a section the text names together with its code: Texas "Section 151.0101, Tax Code", New York "section 7-104
// of the election law", D.C. "D.C. Official Code § 42-3502.08", federal "27 C.F.R. 447.11", "42 U.S.C. Section
// 1396a", and Texas rules "Section 3.286, Title 34, Texas Administrative Code". A bare "Section 443.001" inside
// inserted code text is not one: it names no code (it means the code being amended, which the clause before it cites).

export const citationKinds = ['amends', 'adds', 'repeals', 'cites'] as const;
export type CitationKind = (typeof citationKinds)[number];

export type FoundCitation = {
  jurisdictionId: string;
  /** As statute_sections.code / regulation_sections.code write it: 'TX Tax Code', 'DC Code', '27 CFR'. */
  code: string;
  /** Section number without § or subsections: '151.0101', '7-104', '42-3502.08'. */
  section: string;
  kind: CitationKind;
  /** Character offset of the section number in the text. */
  offset: number;
  /** The words around it, whitespace collapsed. */
  snippet: string;
};

type Hit = Omit<FoundCitation, 'snippet'>;

const SUB = String.raw`\([A-Za-z0-9.-]{1,8}\)`;
const SEP = String.raw`(?:\s*,\s*|\s*,?\s+(?:and|or|through)\s+)`;
/** A list of numbers with optional subsections: "151.0101(a), (b), and 151.0103". */
const listOf = (num: string) =>
  String.raw`${num}(?:${SUB})*(?:${SEP}(?:[Ss]ections?\s+)?(?:${num}|${SUB})(?:${SUB})*)*`;

const TX_NUM = String.raw`\d+[A-Z]?(?:\.\d+[A-Za-z]?)*`;
const NY_NUM = String.raw`\d+(?:[.-][\dA-Za-z]+)*`;
const DC_NUM = String.raw`\d+[A-Z]?-\d+(?:[.:]?[\dA-Za-z]+)*`;
const FED_NUM = String.raw`\d+[a-z]*(?:[.-]\d+[a-z]*)*`;
const TX_LIST = listOf(TX_NUM);
const NY_LIST = listOf(NY_NUM);
const DC_LIST = listOf(DC_NUM);
const FED_LIST = listOf(FED_NUM);

const TX_CODE = `(${texasCodeNames.map((name) => name.replace(/\s+/g, String.raw`\s+`)).join('|')})`;
/** New York law names as bill texts write them: "the vehicle and traffic law", "the civil practice law and rules". */
const NY_WORD = String.raw`(?:[a-z][a-z']*(?:-\s*[a-z][a-z']*)*|&)`;
const NY_NAME = String.raw`(${NY_WORD}(?:\s+${NY_WORD}){0,6}?)\s+law(?:\s+and\s+rules)?\b(?!s)`;
/** ", as amended by Chapter 1 (H.B. 2), Acts of the 88th Legislature, Regular Session, 2023," between a cite and its verb. */
const AS_CLAUSE = String.raw`(?:,?\s*as\s+(?:added|amended|redesignated|renumbered|reenacted|relettered|transferred|effective)\b(?:(?!\bSection\s+\d+(?:\.\d+)?\.\s|§\s*\d+\.\s|read\s+as\s+follows)[\s\S]){0,400}?)?,?`;

/** What follows a cite: "is amended", "are repealed", "is amended by adding Section 151.3186". */
const VERB = new RegExp(
  String.raw`^\s*${AS_CLAUSE}\s*(?:is|are)\s+(?:hereby\s+)?(amended|repealed|reenacted|re-enacted|renumbered|added)\b`,
  'i',
);

function verbKind(after: string): CitationKind | null {
  const match = VERB.exec(after);
  if (!match) return null;
  // The "as amended by ..." clause must not run into the next bill section or the inserted text.
  if (/\bSECTION\s+\d+(?:\.\d+)?\.\s|\bSec\.\s+\d|read\s+as\s+follows|§\s*\d+\.\s/.test(match[0])) return null;
  const verb = (match[1] ?? '').toLowerCase();
  if (verb === 'repealed') return 'repeals';
  if (verb === 'added') return 'adds';
  return 'amends';
}

/** "amends section 353 of the executive law" (a summary's wording) names the kind before the cite. */
function verbBefore(before: string): CitationKind | null {
  const word = /\b(amends?|adds?|repeals?)\s+(?:new\s+)?$/i.exec(before)?.[1]?.toLowerCase();
  if (!word) return null;
  if (word.startsWith('amend')) return 'amends';
  if (word.startsWith('add')) return 'adds';
  return 'repeals';
}

/** The section numbers of a list with their offsets (subsections dropped). */
function listItems(list: string, listOffset: number, num: string): { section: string; offset: number }[] {
  const items: { section: string; offset: number }[] = [];
  for (const match of list.matchAll(new RegExp(`${SUB}|(${num})`, 'g'))) {
    if (!match[1]) continue;
    const section = match[1].replace(/[.:-]+$/, '');
    items.push({ section, offset: listOffset + (match.index ?? 0) });
  }
  return items;
}

type Rule = {
  pattern: RegExp;
  /** Turns one match into hits. */
  read: (match: RegExpMatchArray & { indices?: [number, number][] }, text: string) => Hit[];
  /** Only for bills of these jurisdictions (drafting conventions are a state's own). */
  only?: string[];
};

const start = (match: { indices?: [number, number][] }, group: number) => match.indices?.[group]?.[0] ?? 0;
const end = (match: { indices?: [number, number][] }, group: number) => match.indices?.[group]?.[1] ?? 0;

function hitsOf(
  list: string,
  listOffset: number,
  num: string,
  base: Omit<Hit, 'section' | 'offset'>,
  normalize: (section: string) => string = (section) => section,
): Hit[] {
  return listItems(list, listOffset, num).map((item) => ({
    ...base,
    section: normalize(item.section),
    offset: item.offset,
  }));
}

const rules: Rule[] = [
  // Texas: "Sections 151.0101 and 151.0103, Tax Code, are amended"; "Article 42.01, Code of Criminal Procedure".
  {
    only: ['TX'],
    pattern: new RegExp(String.raw`\b(?:Sections?|Articles?)\s+(${TX_LIST})\s*,\s+${TX_CODE}\b`, 'gd'),
    read: (match, text) => {
      const code = texasCode(match[2] ?? '');
      const kind =
        verbKind(text.slice(end(match, 0), end(match, 0) + 600)) ??
        verbBefore(text.slice(Math.max(0, start(match, 0) - 20), start(match, 0))) ??
        'cites';
      return hitsOf(match[1] ?? '', start(match, 1), TX_NUM, { jurisdictionId: 'TX', code, kind });
    },
  },
  // Texas: "Subchapter H, Chapter 151, Tax Code, is amended by adding Sections 151.3186 and 151.3187".
  {
    only: ['TX'],
    pattern: new RegExp(
      String.raw`\b(?:(?:Subchapter|Chapter|Subtitle|Title|Article|Part)\s+[\dA-Z][\w.-]*\s*,\s+)+${TX_CODE}\s*${AS_CLAUSE}\s*is\s+amended\s+by\s+adding\s+(?:Sections?|Articles?)\s+(${TX_LIST})`,
      'gd',
    ),
    read: (match) =>
      hitsOf(match[2] ?? '', start(match, 2), TX_NUM, {
        jurisdictionId: 'TX',
        code: texasCode(match[1] ?? ''),
        kind: 'adds',
      }),
  },
  // Texas repealers: "The following provisions of the Tax Code are repealed: (1) Section 151.0101; (2) ...".
  {
    only: ['TX'],
    pattern: new RegExp(
      String.raw`\bThe\s+following\s+(?:provisions|sections|laws|articles)?\s*(?:of\s+(?:the\s+)?${TX_CODE}\s+)?(?:are|is)\s+(?:hereby\s+)?repealed\s*:([\s\S]{0,4000}?)(?=\bSECTION\s+\d|$)`,
      'gd',
    ),
    read: (match) => {
      const header = match[1] ? texasCode(match[1]) : null;
      const body = match[2] ?? '';
      const bodyOffset = start(match, 2);
      const hits: Hit[] = [];
      const item = new RegExp(String.raw`\b(?:Sections?|Articles?)\s+(${TX_LIST})(?:\s*,\s+${TX_CODE}\b)?`, 'gd');
      for (const found of body.matchAll(item) as IterableIterator<
        RegExpMatchArray & { indices?: [number, number][] }
      >) {
        const code = found[2] ? texasCode(found[2]) : header;
        if (!code) continue;
        hits.push(
          ...hitsOf(found[1] ?? '', bodyOffset + start(found, 1), TX_NUM, {
            jurisdictionId: 'TX',
            code,
            kind: 'repeals',
          }),
        );
      }
      return hits;
    },
  },
  // Texas rules: "Section 3.286, Title 34, Texas Administrative Code".
  {
    pattern: new RegExp(
      String.raw`\bSections?\s+(${listOf(String.raw`\d+\.\d+`)})\s*,\s+Title\s+(\d+)\s*,\s+Texas\s+Administrative\s+Code\b`,
      'gd',
    ),
    read: (match) =>
      hitsOf(match[1] ?? '', start(match, 1), String.raw`\d+\.\d+`, {
        jurisdictionId: 'TX',
        code: tacCode(match[2] ?? ''),
        kind: 'cites',
      }),
  },
  {
    pattern: /\b(\d+)\s+T\.?\s?A\.?\s?C\.?\s+(?:Sections?\s+|Sec\.\s+|§§?\s*)?(\d+\.\d+)/dg,
    read: (match) => [
      {
        jurisdictionId: 'TX',
        code: tacCode(match[1] ?? ''),
        section: match[2] ?? '',
        kind: 'cites',
        offset: start(match, 2),
      },
    ],
  },
  // New York: "Section 1-104 of the election law is amended", "§§ 1101 and 1105 of the tax law".
  {
    pattern: new RegExp(String.raw`\b(?:sections?|§§?)\s*(${NY_LIST})\s+of\s+the\s+${NY_NAME}`, 'gdi'),
    only: ['NY'],
    read: (match, text) => {
      const name = match[2] ?? '';
      if (/\b(?:laws?|such|this|said|federal|internal|united)\b/i.test(name)) return [];
      const code = newYorkCodeOfName(name);
      const kind =
        verbKind(text.slice(end(match, 0), end(match, 0) + 500)) ??
        verbBefore(text.slice(Math.max(0, start(match, 0) - 20), start(match, 0))) ??
        'cites';
      return hitsOf(match[1] ?? '', start(match, 1), NY_NUM, { jurisdictionId: 'NY', code, kind }, (section) =>
        section.toLowerCase(),
      );
    },
  },
  // New York: "The tax law is amended by adding a new section 1202-ll", "Article 7 of the election law is amended by
  // adding two new sections 7-107 and 7-108".
  {
    only: ['NY'],
    pattern: new RegExp(
      String.raw`\b(?:the|of\s+the)\s+${NY_NAME}\s*${AS_CLAUSE}\s*is\s+amended\s+by\s+adding\s+(?:a|one|two|three|four|five)?\s*new\s+(?:sections?|§§?)\s*(${NY_LIST})`,
      'gdi',
    ),
    read: (match) => {
      const name = match[1] ?? '';
      if (/\b(?:laws?|such|this|said)\b/i.test(name)) return [];
      return hitsOf(
        match[2] ?? '',
        start(match, 2),
        NY_NUM,
        { jurisdictionId: 'NY', code: newYorkCodeOfName(name), kind: 'adds' },
        (section) => section.toLowerCase(),
      );
    },
  },
  // D.C.: "(D.C. Official Code § 42-3502.08) is amended", "D.C. Official Code § 42-3502.01 et seq." (the whole act).
  {
    pattern: new RegExp(String.raw`\bD\.\s?C\.\s+(?:Official\s+)?Code\s*§§?\s*(${DC_LIST})(\s+et\s+seq\b)?`, 'gd'),
    read: (match, text) => {
      let kind: CitationKind = 'cites';
      if (!match[2]) {
        const after = text.slice(end(match, 0), end(match, 0) + 300);
        const closing = /^[^()]{0,40}\)\s*/.exec(after);
        kind = verbKind(closing ? after.slice(closing[0].length) : after) ?? 'cites';
      }
      return hitsOf(match[1] ?? '', start(match, 1), DC_NUM, { jurisdictionId: 'DC', code: dcCode, kind });
    },
  },
  // D.C.: "Section 47-2002 of the District of Columbia Official Code is amended".
  {
    pattern: new RegExp(
      String.raw`\bsections?\s+(${DC_LIST})\s+of\s+(?:the\s+)?District\s+of\s+Columbia\s+(?:Official\s+)?Code\b`,
      'gdi',
    ),
    read: (match, text) =>
      hitsOf(match[1] ?? '', start(match, 1), DC_NUM, {
        jurisdictionId: 'DC',
        code: dcCode,
        kind: verbKind(text.slice(end(match, 0), end(match, 0) + 500)) ?? 'cites',
      }),
  },
  // D.C.: "Chapter 20 of Title 47 of the District of Columbia Official Code is amended by adding a new section 47-2005.01".
  {
    pattern: new RegExp(
      String.raw`\bof\s+(?:the\s+)?District\s+of\s+Columbia\s+(?:Official\s+)?Code\s+is\s+amended\s+by\s+adding\s+(?:a\s+)?new\s+sections?\s+(${DC_LIST})`,
      'gdi',
    ),
    read: (match) =>
      hitsOf(match[1] ?? '', start(match, 1), DC_NUM, { jurisdictionId: 'DC', code: dcCode, kind: 'adds' }),
  },
  // Federal rules: "27 C.F.R. Section 447.11", "27 CFR 447.11"; parts alone ("27 CFR Part 447") name no section.
  {
    pattern: /\b(\d+)\s+C\.?\s?F\.?\s?R\.?\s+(?:Sections?\s+|Sec\.\s+|§§?\s*)?(\d+\.\d+[a-z]?(?:-\d+)?)/dg,
    read: (match) => [
      {
        jurisdictionId: 'US',
        code: cfrCode(match[1] ?? ''),
        section: match[2] ?? '',
        kind: 'cites',
        offset: start(match, 2),
      },
    ],
  },
  {
    pattern: new RegExp(
      String.raw`\bSections?\s+(${listOf(String.raw`\d+\.\d+[a-z]?`)})\s*,\s+Title\s+(\d+)\s*,\s+Code\s+of\s+Federal\s+Regulations\b`,
      'gd',
    ),
    read: (match) =>
      hitsOf(match[1] ?? '', start(match, 1), String.raw`\d+\.\d+[a-z]?`, {
        jurisdictionId: 'US',
        code: cfrCode(match[2] ?? ''),
        kind: 'cites',
      }),
  },
  // United States Code: "42 U.S.C. Section 1396a", "Section 1396a, Title 42, United States Code", and the
  // Internal Revenue Code (26 U.S.C.).
  {
    pattern: /\b(\d+)\s+U\.\s?S\.\s?C\.(?:\s?A\.)?\s*(?:Sections?\s+|Sec\.\s+|§§?\s*)?(\d+[a-z]*(?:-\d+[a-z]*)?)/dg,
    read: (match) => [
      {
        jurisdictionId: 'US',
        code: uscCode(match[1] ?? ''),
        section: match[2] ?? '',
        kind: 'cites',
        offset: start(match, 2),
      },
    ],
  },
  {
    pattern: new RegExp(
      String.raw`\bSections?\s+(${FED_LIST})\s*,\s+Title\s+(\d+)\s*,\s+United\s+States\s+Code\b`,
      'gd',
    ),
    read: (match) =>
      hitsOf(match[1] ?? '', start(match, 1), FED_NUM, {
        jurisdictionId: 'US',
        code: uscCode(match[2] ?? ''),
        kind: 'cites',
      }),
  },
  {
    pattern: new RegExp(String.raw`\bSections?\s+(${FED_LIST})\s*(?:,|of\s+the)\s+Internal\s+Revenue\s+Code\b`, 'gd'),
    read: (match) =>
      hitsOf(match[1] ?? '', start(match, 1), FED_NUM, { jurisdictionId: 'US', code: uscCode('26'), kind: 'cites' }),
  },
];

const SNIPPET_BEFORE = 100;
const SNIPPET_AFTER = 160;

export function snippetAt(text: string, offset: number): string {
  let from = Math.max(0, offset - SNIPPET_BEFORE);
  let to = Math.min(text.length, offset + SNIPPET_AFTER);
  // Whole words at both ends.
  if (from > 0) from = text.indexOf(' ', from) + 1 || from;
  if (to < text.length) to = text.lastIndexOf(' ', to) > offset ? text.lastIndexOf(' ', to) : to;
  const body = text.slice(from, to).replace(/\s+/g, ' ').trim();
  return `${from > 0 ? '…' : ''}${body}${to < text.length ? '…' : ''}`;
}

/**
 * Every citation in one bill text, once per (code, section, kind), first occurrence first. A section the bill
 * amends, adds or repeals is not also listed as merely cited.
 */
export function extractStatuteCitations(original: string, jurisdictionId: string): FoundCitation[] {
  const text = withoutLineNumbers(original);
  const byOffset = new Map<number, Hit>();
  for (const rule of rules) {
    if (rule.only && !rule.only.includes(jurisdictionId)) continue;
    rule.pattern.lastIndex = 0;
    for (const match of text.matchAll(rule.pattern)) {
      for (const hit of rule.read(match as RegExpMatchArray & { indices?: [number, number][] }, text)) {
        if (!hit.section) continue;
        // Two rules reading one number: the more specific kind wins (a repeal list over a plain cite).
        const earlier = byOffset.get(hit.offset);
        if (!earlier || earlier.kind === 'cites') byOffset.set(hit.offset, hit);
      }
    }
  }
  return finish(
    [...byOffset.values()].sort((a, b) => a.offset - b.offset),
    text,
  );
}

/**
 * Printed bills number their lines ("     2  amended by chapter 704", SOBI's "2013S07300 T00023    2  "); the
 * numbers split clauses, so they become spaces of the same length (offsets stay those of the original text).
 */
function withoutLineNumbers(text: string): string {
  if (!text.includes('\n')) return text;
  return text.replace(
    /(^|\n)([ \t]*(?:\d{4}[A-Z]\d{5}[ \t]+[A-Z]\d{5})?[ \t]*\d{1,2})(?=[ \t]{2})/g,
    (_match, newline: string, prefix: string) => newline + ' '.repeat(prefix.length),
  );
}

function finish(hits: Hit[], text: string): FoundCitation[] {
  const changed = new Set(hits.filter((hit) => hit.kind !== 'cites').map((hit) => `${hit.code}|${hit.section}`));
  const seen = new Set<string>();
  const result: FoundCitation[] = [];
  for (const hit of hits) {
    if (hit.kind === 'cites' && changed.has(`${hit.code}|${hit.section}`)) continue;
    const key = `${hit.code}|${hit.section}|${hit.kind}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ ...hit, snippet: snippetAt(text, hit.offset) });
  }
  return result;
}

const nyActions: Record<string, CitationKind> = { amd: 'amends', add: 'adds', rpld: 'repeals', rpl: 'repeals' };

/**
 * New York's LawCode summary of a bill: "Amd §§1101 & 1105, add §1115-a, Tax L; rpld §3, Pub Health L". Session
 * laws ("amd §3, Chap 60 of 2004") and laws we cannot name are left out. Offsets are into the summary.
 */
export function extractNyLawCodeCitations(lawCode: string): FoundCitation[] {
  const hits: Hit[] = [];
  let partOffset = 0;
  for (const part of lawCode.split(';')) {
    const lastComma = part.lastIndexOf(',');
    const code = lastComma < 0 ? null : newYorkCodeOfAbbreviation(part.slice(lastComma + 1).replace(/\(.*$/, ''));
    if (code) {
      let kind: CitationKind = 'amends';
      let pieceOffset = partOffset;
      for (const piece of part.slice(0, lastComma).split(',')) {
        const word = /^\s*([A-Za-z]+)/.exec(piece)?.[1]?.toLowerCase();
        if (word && nyActions[word]) kind = nyActions[word];
        for (const found of piece.matchAll(/(?:§+\s*|&\s*|^\s*)(\d[\w.-]*)/g)) {
          const section = (found[1] ?? '').replace(/[.-]+$/, '').toLowerCase();
          const offset = pieceOffset + (found.index ?? 0) + found[0].indexOf(found[1] ?? '');
          if (section) hits.push({ jurisdictionId: 'NY', code, section, kind, offset });
        }
        pieceOffset += piece.length + 1;
      }
    }
    partOffset += part.length + 1;
  }
  return finish(hits, lawCode).map((hit) => ({ ...hit, snippet: lawCode }));
}
