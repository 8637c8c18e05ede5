import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../../test/shared-data';
import { contractFirmDomains, firmDomainOf, withFirms } from './sd-lobbyists.firms';
import { parseSdPrivateExport } from './sd-lobbyists.parser';

const file = path.join(fixture('lobbyists', 'sd-lobbyists'), 'sos-export-private', '2021.txt');

describe('firms read off contract lobbyists’ e-mail domains', () => {
  it('ignores mail providers, internet providers and schools', () => {
    expect(firmDomainOf('dabraham@mayadam.net')).toBe('mayadam.net');
    expect(firmDomainOf('someone@gmail.com')).toBeNull();
    expect(firmDomainOf('deb@pie.midco.net')).toBeNull();
    expect(firmDomainOf('student@jacks.sdstate.edu')).toBeNull();
    expect(firmDomainOf('clerk@state.sd.us')).toBeNull();
    expect(firmDomainOf(null)).toBeNull();
    expect(firmDomainOf('no-at-sign')).toBeNull();
  });

  it('makes a firm of a domain whose lobbyist has three or more employers in a year (2021 excerpt)', async () => {
    const results = parseSdPrivateExport(await readFile(file, 'utf8'), file);
    const firms = contractFirmDomains(results);
    // Doug Abraham and Mike Shaw (May, Adam, Gerdes & Thompson) each represent 8-10 employers.
    expect(firms).toContain('mayadam.net');
    expect(firms).toContain('frieberglaw.com');
    expect(firms).not.toContain('gmail.com');
    expect(firms).not.toContain('pie.midco.net');
    const shaw = withFirms(results, firms).filter((result) => result.ok && result.value.lobbyist.lastName === 'Shaw');
    expect(shaw.length).toBeGreaterThanOrEqual(3);
    for (const result of shaw) {
      expect(result.ok && result.value.firm).toEqual({
        externalKey: 'domain:mayadam.net',
        name: 'mayadam.net',
        city: null,
        state: null,
      });
    }
    // An in-house lobbyist (one employer) keeps no firm.
    const inHouse = withFirms(results, firms).find(
      (result) => result.ok && result.value.registrationNumber === '103582',
    );
    expect(inHouse?.ok && inHouse.value.firm).toBeNull();
  });
});
