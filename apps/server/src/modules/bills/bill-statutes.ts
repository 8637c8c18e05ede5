/** A code section a bill changes, read from the bill's own data (pure; no database). */
export type StatuteReference = { code: string; section: string; action: string | null };

const actionWords: [RegExp, string][] = [
  [/^\s*(?:is|are)\s+amended\s+by\s+adding/i, 'add'],
  [/^\s*(?:is|are)\s+added/i, 'add'],
  [/^\s*(?:is|are)\s+amended/i, 'amend'],
  [/^\s*(?:is|are)\s+repealed/i, 'repeal'],
  [/^\s*(?:is|are)\s+(?:reenacted|re-enacted)/i, 'reenact'],
];

/**
 * Sections cited the way Texas (and many states) draft amendments: "Section 151.001, Tax Code, is amended",
 * "Sections 151.0101(a) and 151.0103, Tax Code, are amended". Subsections are dropped; each section once.
 */
export function statuteReferencesInText(text: string, limit = 200): StatuteReference[] {
  const found = new Map<string, StatuteReference>();
  const pattern =
    /\bSections?\s+((?:\d[\w.-]*(?:\([^)]{1,6}\))*)(?:\s*(?:,|,?\s*and|,?\s*or)\s*\d[\w.-]*(?:\([^)]{1,6}\))*)*),\s+((?:[A-Z][A-Za-z]+\s+){1,5}Code)\b/g;
  for (const match of text.matchAll(pattern)) {
    const code = (match[2] ?? '').trim();
    const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 60);
    const action = actionWords.find(([words]) => words.test(after.replace(/^,/, '')))?.[1] ?? null;
    for (const raw of (match[1] ?? '').split(/\s*(?:,|\band\b|\bor\b)\s*/)) {
      const section = raw
        .replace(/\(.*$/, '')
        .replace(/[.-]+$/, '')
        .trim();
      if (!/^\d/.test(section)) continue;
      const key = `${code}|${section}`;
      if (!found.has(key)) found.set(key, { code, section, action });
      if (found.size >= limit) return [...found.values()];
    }
  }
  return [...found.values()];
}

const nyActions: Record<string, string> = { amd: 'amend', add: 'add', rpld: 'repeal', rpl: 'repeal', ren: 'renumber' };

/**
 * New York's LawSection/LawCode summary: "Amd §§1101 & 1105, add §1115-a, Tax L; amd §3, Chap 60 of 2004".
 * Returns each section with its law (the text after the last comma of each ';' part).
 */
export function statuteReferencesInNyLawCode(lawCode: string): StatuteReference[] {
  const references: StatuteReference[] = [];
  for (const part of lawCode.split(';')) {
    const lastComma = part.lastIndexOf(',');
    if (lastComma < 0) continue;
    const code = part.slice(lastComma + 1).trim();
    let action: string | null = null;
    for (const piece of part.slice(0, lastComma).split(/,\s*/)) {
      const word = /^\s*([A-Za-z]+)/.exec(piece)?.[1]?.toLowerCase();
      if (word && nyActions[word]) action = nyActions[word] ?? null;
      for (const section of piece.matchAll(/§+\s*([\d][\w.-]*)|&\s*([\d][\w.-]*)/g)) {
        const value = (section[1] ?? section[2] ?? '').replace(/[.-]+$/, '');
        if (value) references.push({ code, section: value, action });
      }
    }
  }
  return references;
}
