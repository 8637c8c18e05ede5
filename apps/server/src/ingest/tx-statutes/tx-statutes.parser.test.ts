import { describe, expect, it } from 'vitest';
import { parseTxStatutes } from './tx-statutes.parser';

describe('parseTxStatutes', () => {
  it('reports a file without any section', () => {
    const [result] = parseTxStatutes('just some text', 'empty.txt');
    expect(result).toMatchObject({ ok: false, ref: { file: 'empty.txt' } });
  });
});
