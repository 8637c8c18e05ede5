import { describe, expect, it } from 'vitest';
import { parseCaptions } from './captions';

describe('parseCaptions', () => {
  it('reads WebVTT cues with voices and drops settings, notes and tags', () => {
    const vtt = [
      'WEBVTT',
      '',
      'NOTE recorded in room 2',
      '',
      '1',
      '00:00:01.000 --> 00:00:03.500 align:start',
      '<v Chair Smith>The committee will come to order.',
      '',
      '00:03.500 --> 00:06.000',
      'We take up <b>House Bill 1</b>',
      'on property tax.',
    ].join('\n');
    expect(parseCaptions(vtt)).toEqual([
      { startMs: 1000, endMs: 3500, text: 'The committee will come to order.', speaker: 'Chair Smith' },
      { startMs: 3500, endMs: 6000, text: 'We take up House Bill 1 on property tax.', speaker: null },
    ]);
  });

  it('reads SubRip times with commas and skips broken cues', () => {
    const srt =
      '2\r\n00:00:05,250 --> 00:00:07,000\r\nSecond\r\n\r\n1\r\n00:00:02,000 --> 00:00:04,000\r\nFirst\r\n\r\n3\r\nnot a time --> x\r\nBroken';
    expect(parseCaptions(srt).map((cue) => [cue.startMs, cue.text])).toEqual([
      [2000, 'First'],
      [5250, 'Second'],
    ]);
  });
});
