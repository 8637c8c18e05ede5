import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedData } from '../../../test/shared-data';
import { parseSdPrivateExport, parseSdPublicList } from './sd-lobbyists.parser';

const folder = sharedData('lobbyists', 'sd-lobbyists');
const privateExport = (year: number) => path.join(folder, 'sos-export-private', `${year}.txt`);

// Over whole files of ../shared/data: the corpus suite (npm run test:corpus), not part of npm test.
describe('South Dakota lobbyist parsers', () => {
  it('reads every registration of the private exports, joining subjects that span lines', async () => {
    const counts: Record<number, number> = {};
    for (const year of [2021, 2022, 2023, 2024, 2025]) {
      const results = parseSdPrivateExport(await readFile(privateExport(year), 'utf8'), privateExport(year));
      expect(results.filter((result) => !result.ok)).toEqual([]);
      counts[year] = results.length;
    }
    // Physical lines minus the header are 668/742/753/756/19; some subjects run over several lines.
    expect(counts).toEqual({ 2021: 661, 2022: 739, 2023: 734, 2024: 750, 2025: 19 });
    const results = parseSdPrivateExport(await readFile(privateExport(2021), 'utf8'), privateExport(2021));
    const costello = results.find((result) => result.ok && result.value.registrationNumber === '103582');
    expect(costello).toMatchObject({
      ok: true,
      ref: { line: 21 },
      value: {
        year: 2021,
        status: 'Active',
        subject: 'Energy issues; Business issues; Utility issues',
        lobbyist: { name: 'Aaron C Costello', city: 'Rapid City', occupation: 'Manager, Government Affairs' },
        client: { name: 'Black Hills Corporation', city: 'Rapid City', state: 'SD' },
      },
    });
  });

  it('reads the public-agency list', async () => {
    const file = path.join(folder, 'public', 'south-dakota-lobbyists-public.csv');
    const results = parseSdPublicList(await readFile(file, 'utf8'), file);
    expect(results).toHaveLength(5484);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results[0]).toMatchObject({
      value: {
        year: 2012,
        lobbyist: { name: 'OEDEKOVEN DR. DUSTIN', lobbyistType: 'public' },
        client: { name: 'ANIMAL INDUSTRY BOARD', clientType: 'agency' },
      },
    });
  });
});
