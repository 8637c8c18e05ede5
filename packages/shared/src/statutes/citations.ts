import { legalCodes } from '../reference/legal-codes';

// How lawyers write citations to the codes we store, and back: "Tax Code 151.0101", "Tex. Tax Code Ann. § 151.0101",
// "Section 151.0101, Tax Code", "D.C. Code § 2-1402.11", "27 C.F.R. § 447.11", "34 Tex. Admin. Code § 3.280".

/**
 * A code named the way a citation names it. `code` is the stored form (statute_sections.code) when the
 * jurisdiction is known ('TX Tax Code', 'DC Code', '34 TAC', '27 CFR'); with `jurisdictionCode` null it is the name
 * without a state ('Tax Code'), to be matched against the stored codes of every state.
 */
export type CitedCode = { jurisdictionCode: string | null; code: string };

/** A citation split into its code and its section number (plus any subsection, e.g. '(a)(2)'). */
export type ParsedCitation = { code: string; section: string; subsection: string | null };

const texasLabels = new Map(legalCodes.map((code) => [code.label.toLowerCase(), code.label]));
const texasKeys = new Map(legalCodes.map((code) => [code.value.toLowerCase(), code.label]));

/** 'health and safety code' -> 'Health and Safety Code' (Texas labels keep their spelling; small words stay low). */
function titleCase(name: string): string {
  const known = texasLabels.get(name);
  if (known) return known;
  return name
    .split(' ')
    .map((word, index) =>
      index > 0 && ['and', 'of', 'the', 'for'].includes(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** Lower case, without dots, commas, §, "Ann."/"Annotated"/"Official"/"Vernon's", single spaces. */
function simplify(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[.,§]/g, ' ')
    .replace(/\b(ann|annotated|official|vernons|unannotated)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^the /, '');
}

/**
 * The stored code a citation's code name means, or null when it names no code we could hold. `stateCode` (the
 * caller's state) places a bare "Tax Code"; without it a bare name keeps jurisdictionCode null.
 */
export function parseCodeName(raw: string, stateCode?: string): CitedCode | null {
  const name = simplify(raw);
  if (name === '') return null;
  const state = stateCode?.toUpperCase();
  const cfr =
    /^(?:(\d+) (?:cfr|c f r|code of federal regulations)|(?:cfr|c f r|code of federal regulations) (?:title )?(\d+)|title (\d+) (?:cfr|c f r|code of federal regulations))$/.exec(
      name,
    );
  if (cfr) return { jurisdictionCode: 'US', code: `${Number(cfr[1] ?? cfr[2] ?? cfr[3])} CFR` };
  const tac =
    /^(?:(\d+) (?:tac|t a c|tex admin code|texas administrative code)|(?:tac|t a c|tex admin code|texas administrative code) (?:title )?(\d+))$/.exec(
      name,
    );
  if (tac) return { jurisdictionCode: 'TX', code: `${Number(tac[1] ?? tac[2])} TAC` };
  if (/^(?:dc|d c|district of columbia) code$/.test(name)) return { jurisdictionCode: 'DC', code: 'DC Code' };
  // A Texas code key as statutes.capitol.texas.gov writes it (TX = Tax Code, HS = Health and Safety Code).
  const key = texasKeys.get(name);
  if (key && name.length === 2) return { jurisdictionCode: 'TX', code: `TX ${key}` };
  const texas = /^(?:tex|texas|tx) (.+ code)$/.exec(name);
  if (texas?.[1]) return { jurisdictionCode: 'TX', code: `TX ${titleCase(texas[1])}` };
  const prefixed = /^([a-z]{2}) (.+ code)$/.exec(name);
  if (prefixed?.[1] && prefixed[2])
    return {
      jurisdictionCode: prefixed[1].toUpperCase(),
      code: `${prefixed[1].toUpperCase()} ${titleCase(prefixed[2])}`,
    };
  if (/^[a-z][a-z ]* code$/.test(name)) {
    const bare = titleCase(name);
    return state ? { jurisdictionCode: state, code: `${state} ${bare}` } : { jurisdictionCode: null, code: bare };
  }
  return null;
}

const referencePattern = /^([0-9][0-9A-Za-z]*(?:[.\-:][0-9A-Za-z]+)*)((?:\([0-9A-Za-z]{1,6}\))*)$/;

/**
 * A section reference as written ('§ 151.0101(a)', 'Sec. 25-101', '3.280', 'Rule 3.280') -> its section number and
 * subsection, or null when it is no section number (it must start with a digit).
 */
export function parseSectionReference(raw: string): { section: string; subsection: string | null } | null {
  const cleaned = raw
    .trim()
    .replace(/^(?:§+|sec(?:tion)?\.?|rule|part)\s*/i, '')
    .replace(/\s+/g, '')
    .replace(/\.$/, '');
  const match = referencePattern.exec(cleaned);
  if (!match?.[1]) return null;
  return { section: match[1], subsection: match[2] ? match[2] : null };
}

/**
 * A whole citation -> its code and section: "Tax Code 151.0101", "Tex. Tax Code Ann. § 151.0101(a)",
 * "Section 151.0101, Tax Code", "27 CFR 447.11", "D.C. Code § 2-1402.11". Null when no code or no number is there.
 */
export function splitCitation(text: string): ParsedCitation | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const sectionFirst = /^(?:§+|sec(?:tion)?\.?)\s*([0-9][^\s,]*)\s*,\s*(.+)$/i.exec(trimmed);
  const codeFirst =
    /^(.*?)[\s,]*(?:§+|\bsec(?:tion)?\.?|\brule)?\s*([0-9][0-9A-Za-z.\-:]*(?:\([0-9A-Za-z]{1,6}\))*)\.?$/i.exec(
      trimmed,
    );
  const [code, reference] = sectionFirst
    ? [sectionFirst[2], sectionFirst[1]]
    : codeFirst
      ? [codeFirst[1], codeFirst[2]]
      : [undefined, undefined];
  if (!code?.trim() || !reference) return null;
  const parsed = parseSectionReference(reference);
  return parsed ? { code: code.trim(), ...parsed } : null;
}

/** The code's name in a formal citation (Bluebook forms): 'TX Tax Code' -> 'Tex. Tax Code Ann.'. */
function formalCodeName(jurisdictionCode: string, code: string): string {
  const cfr = /^(\d+) CFR$/.exec(code);
  if (cfr) return `${cfr[1]} C.F.R.`;
  const tac = /^(\d+) TAC$/.exec(code);
  if (tac) return `${tac[1]} Tex. Admin. Code`;
  if (code === 'DC Code') return 'D.C. Code';
  if (jurisdictionCode === 'TX' && code.startsWith('TX ')) return `Tex. ${code.slice(3)} Ann.`;
  return code;
}

/** A section cited the way a brief would: "Tex. Tax Code Ann. § 151.0101", "27 C.F.R. § 447.11" (copy-citation). */
export function formatCitation(section: { jurisdictionCode: string; code: string; section: string }): string {
  return `${formalCodeName(section.jurisdictionCode, section.code)} § ${section.section}`;
}

/** The short label of a section on screen: "Tax Code § 151.0101", "D.C. Code § 25-101", "27 CFR § 447.11". */
export function sectionLabel(section: { jurisdictionCode: string; code: string; section: string }): string {
  const code =
    section.code === 'DC Code'
      ? 'D.C. Code'
      : section.code.startsWith(`${section.jurisdictionCode} `) && !/^\d/.test(section.code)
        ? section.code.slice(section.jurisdictionCode.length + 1)
        : section.code;
  return `${code} § ${section.section}`;
}

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** 'effective on September 01, 2021' -> { kind: 'from', date: '2021-09-01' }; null for any other wording. */
export function parseVariant(variant: string): { kind: 'from' | 'until'; date: string } | null {
  const match = /effective (on|from|after|until|before) ([a-z]+) (\d{1,2}), (\d{4})/i.exec(variant);
  if (!match?.[1] || !match[2] || !match[3] || !match[4]) return null;
  const month = months.indexOf(match[2].toLowerCase()) + 1;
  if (month === 0) return null;
  const date = `${match[4]}-${String(month).padStart(2, '0')}-${match[3].padStart(2, '0')}`;
  return { kind: /until|before/i.test(match[1]) ? 'until' : 'from', date };
}

/**
 * Of the printed versions of one section (Texas prints "Text of section effective on/until <date>" side by side),
 * the index of the one in effect on `asOf` (YYYY-MM-DD); the first when none says.
 */
export function pickVariant(variants: readonly string[], asOf: string): number {
  const index = variants.findIndex((variant) => {
    const parsed = parseVariant(variant);
    if (!parsed) return false;
    return parsed.kind === 'from' ? asOf >= parsed.date : asOf < parsed.date;
  });
  return index === -1 ? 0 : index;
}
