import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedData } from '../../../test/shared-data';
import { parseFec } from './fec.parser';

const filings = sharedData('campaign-finance', 'fec-electronic-filings');
const filing = (name: string) => path.join(filings, name);

// Over whole files of ../shared/data: the corpus suite (npm run test:corpus), not part of npm test.
describe('parseFec', () => {
  it('reads the Biden for President F3P filing (format 8.3, 0x1C-separated)', async () => {
    const parsed = parseFec(await readFile(filing('1527862.fec'), 'latin1'), filing('1527862.fec'));
    expect(parsed.version).toBe('8.3');
    expect(parsed.filer).toMatchObject({ registrationNumber: 'C00703975', name: 'Biden for President', state: 'PA' });
    expect(parsed.results).toHaveLength(2224);
    expect(parsed.results.every((result) => result.ok)).toBe(true);
    const values = parsed.results.flatMap((result) => (result.ok ? [result.value] : []));
    expect(values.filter((value) => value.receiptType === 'SA18')).toHaveLength(2192);
    expect(values[0]).toMatchObject({
      sourceRecordId: 'fec:1527862:29806013',
      contributorName: 'Biden Victory Fund',
      contributorType: 'committee',
      contributorRegistrationNumber: 'C00744946',
      amount: '5000.00',
      receivedOn: '2021-06-30',
      isMemo: false,
    });
    expect(values[1]).toMatchObject({
      contributorName: 'Aaron, Daniel',
      isMemo: true,
      contributorEmployer: 'Daniel J. Aaron P.C.',
    });
  });

  it('reads the legacy comma-separated format 2.02 with its header block and ^-joined names', async () => {
    const parsed = parseFec(await readFile(filing('13360.fec'), 'latin1'), filing('13360.fec'));
    expect(parsed.version).toBe('2.02');
    expect(parsed.filer).toMatchObject({ registrationNumber: 'C00101766', state: 'TX' });
    expect(parsed.results).toHaveLength(140);
    expect(parsed.results[0]).toMatchObject({
      ok: true,
      value: {
        sourceRecordId: 'fec:13360:SA11A1.7430',
        contributorName: 'Kellner, Lawrence',
        contributorLastName: 'Kellner',
        contributorFirstName: 'Lawrence',
        contributorEmployer: 'Continental Airlines, Inc.',
        amount: '5000.00',
        receivedOn: '2000-05-10',
      },
    });
  });
});
