import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedData } from '../../../test/shared-data';
import { parseMnCandidates, parseMnContributions } from './mn-cfb.parser';

const exportsDir = sharedData('campaign-finance', 'mn-cfb-exports');
const candidatesFile = path.join(exportsDir, 'all-registered-candidate-committees.csv');
const contributionsDir = path.join(exportsDir, 'itemized-contributions-over-200');
const _independentFile = path.join(contributionsDir, 'independent-expenditure-committees-and-funds.csv');

// Over whole files of ../shared/data: the corpus suite (npm run test:corpus), not part of npm test.
describe('Minnesota CFB parsers', () => {
  it('reads every row of the real exports, giving each contribution a distinct stable id', async () => {
    const candidates = parseMnCandidates(await readFile(candidatesFile, 'utf8'), candidatesFile);
    expect(candidates).toHaveLength(558);
    expect(candidates.every((result) => result.ok)).toBe(true);
    for (const [name, rows] of [
      ['state-party-units.csv', 2309],
      ['party-unit-caucus-committees.csv', 3869],
      ['independent-expenditure-committees-and-funds.csv', 1383],
    ] as const) {
      const file = path.join(contributionsDir, name);
      const content = await readFile(file, 'utf8');
      const results = parseMnContributions(content, file);
      expect(results).toHaveLength(rows);
      expect(results.every((result) => result.ok)).toBe(true);
      const ids = results.map((result) => (result.ok ? result.value.sourceRecordId : ''));
      expect(new Set(ids).size).toBe(rows);
      expect(parseMnContributions(content, file).map((result) => result.ok && result.value.sourceRecordId)).toEqual(
        ids,
      );
    }
  });
});
