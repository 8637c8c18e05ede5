import { describe, expect, it } from 'vitest';
import { sharedData } from '../../../test/shared-data';
import type { StatuteSectionRecord } from '../loaders/statutes';
import { readDcCodeSections, readDcLaws } from './read-dc-code';

// Over whole files of ../shared/data: the corpus suite (npm run test:corpus), not part of npm test.
describe('D.C. Code parser', () => {
  it('reads all 639 sections of titles 25, 32 and 36 in table-of-contents order', async () => {
    const sections: StatuteSectionRecord[] = [];
    for await (const result of readDcCodeSections(sharedData('dc-law-xml'))) {
      expect(result.ok).toBe(true);
      if (result.ok) sections.push(result.value);
    }
    expect(sections).toHaveLength(639);
    expect(new Set(sections.map((section) => section.section)).size).toBe(639);
    expect(sections[0]).toMatchObject({ section: '25-101', chapter: '1', subchapter: 'I', heading: 'Definitions.' });
    const wages = sections.find((section) => section.section === '32-1455')!;
    expect(wages.hierarchy).toEqual([
      { level: 'title', num: '32', heading: 'Labor.' },
      { level: 'chapter', num: '14A', heading: 'Wage Transparency.' },
    ]);
    expect(wages.text.split('\n')[0]).toBe(
      '(a) If an employer fails to comply with the provisions of this chapter, the Mayor shall assess a civil fine of $1,000 for the first violation, $5,000 for the second violation, and $20,000 for each subsequent violation.',
    );
    expect(wages.citations).toEqual(['2-1801.01']);
  });

  it('reads the 40 Council Period 26 laws with their bill numbers', async () => {
    const laws = [];
    for await (const result of readDcLaws(sharedData('dc-law-xml'))) if (result.ok) laws.push(result.value);
    expect(laws).toHaveLength(40);
    expect(laws.find((law) => law.lawNumber === '26-96')).toMatchObject({
      billNumber: '26-147',
      amendedSections: expect.arrayContaining([{ code: 'DC Code', section: '25-101' }]),
    });
  });
});
