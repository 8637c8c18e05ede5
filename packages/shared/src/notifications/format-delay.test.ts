import { describe, expect, it } from 'vitest';
import { delaySentence, formatDelay } from './format-delay';

describe('formatDelay', () => {
  it.each([
    [-5, '0.0 s'],
    [420, '0.4 s'],
    [9_949, '9.9 s'],
    [12_400, '12 s'],
    [150_000, '3 min'],
    [3_900_000, '1 h 5 min'],
    [5 * 3_600_000, '5 h'],
    [4 * 86_400_000, '4 days'],
  ])('%i ms reads %s', (ms, expected) => {
    expect(formatDelay(ms)).toBe(expected);
  });

  it('says what the figure measures', () => {
    expect(delaySentence(1200)).toBe('Delivered 1.2 s after the change was published.');
  });
});
