import { describe, expect, it } from 'vitest';
import { sharedData } from '../../../test/shared-data';
import { parseTxStatutes } from './tx-statutes.parser';

const statutesFile = sharedData('texas-tax-code-and-tac', 'statutes_text.txt');

// Over whole files of ../shared/data: the corpus suite (npm run test:corpus), not part of npm test.
describe('parseTxStatutes', () => {
  it('finds the sections behind the leading CSS and places them in their subchapters', async () => {
    const { readFile } = await import('node:fs/promises');
    const results = parseTxStatutes(await readFile(statutesFile, 'utf8'), statutesFile);
    expect(results.every((result) => result.ok)).toBe(true);
    const sections = results.flatMap((result) => (result.ok ? [result.value] : []));
    // 262 printed sections: 259 numbers, three of them (151.462, .466, .470) in two dated versions.
    expect(sections).toHaveLength(262);
    expect(new Set(sections.map((section) => section.section)).size).toBe(259);
    expect(sections[0]).toMatchObject({
      section: '151.001',
      heading: 'SHORT TITLE.',
      text: 'This chapter may be cited as the Limited Sales, Excise, and Use Tax Act.',
      title: '2',
      chapter: '151',
      subchapter: 'A',
    });
    expect(sections[0]!.text).not.toMatch(/\{|font-family/);
    expect(sections[0]!.annotations).toEqual([
      { type: 'History', text: 'Acts 1981, 67th Leg., p. 1545, ch. 389, Sec. 1, eff. Jan. 1, 1982.' },
    ]);
    const brewers = sections.filter((section) => section.section === '151.462');
    expect(brewers.map((section) => section.variant)).toEqual([
      'effective until September 01, 2021',
      'effective on September 01, 2021',
    ]);
    expect(brewers.every((section) => section.subchapter === 'I-1')).toBe(true);
    const amusement = sections.find((section) => section.section === '151.0028')!;
    expect(amusement.heading).toBe('"AMUSEMENT SERVICES".');
    expect(amusement.text.split('\n')).toHaveLength(3);
  });
});
