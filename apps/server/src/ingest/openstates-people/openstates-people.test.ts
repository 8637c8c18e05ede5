import { describe, expect, it } from 'vitest';
import { currentRole, parsePersonYaml } from './openstates-people.parser';

describe('openstates-people parser', () => {
  it('throws a message naming the file for truncated YAML or a missing id', () => {
    expect(() => parsePersonYaml('id: [unclosed', 'x.yml')).toThrow(/invalid YAML/);
    expect(() => parsePersonYaml('name: Someone', 'x.yml')).toThrow(/missing or malformed id/);
  });

  it('picks the open role as the current one', () => {
    expect(
      currentRole(
        [
          { type: 'lower', district: '32', endDate: '2023-01-05' },
          { type: 'upper', district: '21', startDate: '2026-03-02', endDate: '2027-01-13' },
        ],
        '2026-11-22',
      ),
    ).toMatchObject({ type: 'upper', district: '21' });
  });
});
