import { formatCount } from '@statehouse/shared/common/plain-format';

/**
 * "TX Tax Code § 151.001". The importers store some codes with their jurisdiction already in the name
 * ("TX Tax Code", "DC Code", "34 TAC" for Texas), so the state is prefixed only when the code does not
 * already start with it; otherwise the header showed "TX TX Tax Code".
 */
export function sectionCitation(section: { stateCode: string; code: string; section: string }): string {
  const code = section.code.trim();
  const startsWithState = code.toUpperCase().split(/\s+/)[0] === section.stateCode.toUpperCase();
  return `${startsWithState ? code : `${section.stateCode} ${code}`} § ${section.section}`;
}

/** "1 result", "2 results": the count with the noun in the right number. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

/** The term inside the page's own quotation marks: one quoted phrase loses its straight quotes (“tax”, not “"tax"”). */
export function quotedTerm(term: string): string {
  const trimmed = term.trim();
  const phrase = /^"([^"]+)"$/.exec(trimmed);
  return `“${phrase ? phrase[1] : trimmed}”`;
}
