/** One cue of a captions file: its times and words, and the speaker a WebVTT voice tag names. */
export type Cue = { startMs: number; endMs: number; text: string; speaker: string | null };

const timePattern = /(?:(\d+):)?(\d{1,2}):(\d{2})[.,](\d{1,3})/;
const toMs = (time: string): number | null => {
  const match = timePattern.exec(time);
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = '0'] = match;
  return (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000 + Number(fraction.padEnd(3, '0'));
};

/**
 * Reads WebVTT or SubRip captions into timed lines (an uploaded recording's transcript). Cue settings, numbering,
 * NOTE blocks and styling tags are dropped; `<v Speaker>` becomes the line's speaker. Lines come in time order.
 */
export function parseCaptions(text: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing === -1) continue;
    const [from = '', to = ''] = (lines[timing] as string).split('-->');
    const startMs = toMs(from);
    const endMs = toMs(to);
    if (startMs === null || endMs === null || endMs < startMs) continue;
    const raw = lines.slice(timing + 1).join(' ');
    const voice = /<v(?:\.[^\s>]*)?\s+([^>]+)>/.exec(raw);
    const words = raw
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (words) cues.push({ startMs, endMs, text: words, speaker: voice?.[1]?.trim() ?? null });
  }
  return cues.sort((a, b) => a.startMs - b.startMs);
}
