/**
 * "TX Tax Code § 151.001". The importers store some codes with their jurisdiction already in the name
 * ("TX Tax Code", "DC Code", "34 TAC" for Texas), so the state is prefixed only when the code does not
 * already start with it; otherwise the header showed "TX TX Tax Code".
 */
export function sectionCitation(section: { stateId: string; code: string; section: string }): string {
  const code = section.code.trim();
  const startsWithState = code.toUpperCase().split(/\s+/)[0] === section.stateId.toUpperCase();
  return `${startsWithState ? code : `${section.stateId} ${code}`} § ${section.section}`;
}

/** "1 result", "2 results": the count with the noun in the right number. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
