import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedData } from '../../../test/shared-data';
import { readTarEntries } from './tar';

// Over whole files of ../shared/data: the corpus suite (npm run test:corpus), not part of npm test.
describe('readTarEntries', () => {
  it('reads every file of the TX 892 text archive', () => {
    const entries = readTarEntries(
      readFileSync(sharedData('openstates-bills-windycivi/tx-data-pipeline/tx-892-all-bill-texts.tar.gz')),
    );
    expect(entries.size).toBe(2160);
    expect(entries.get('bills/HB1/files/HB00001I_Introduced.HTM')?.toString('utf8')).toContain('89(2) HB 1');
  });
});
