import type { SegmentInput } from './hearings.queries';

// A stenographed transcript (NY LBDC, as event_transcripts stores it: line numbers gone, a form feed between pages)
// as time-ordered transcript lines: one per speaker's turn, long turns cut at sentence ends.

const speakerRe = /^\s*((?:[A-Z][A-Z.'’-]*\s?){1,6}):\s*(.*)$/;
/** A turn longer than this is cut at a sentence end, so a line of the hearing page stays readable. */
const MAX_LINE = 600;

export function transcriptTurns(text: string): SegmentInput[] {
  const turns: { speaker: string | null; text: string }[] = [];
  for (const raw of text.replace(/\f/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const speaker = speakerRe.exec(line);
    if (speaker?.[1] && speaker[1].trim().length >= 3) {
      turns.push({ speaker: speaker[1].trim(), text: speaker[2] ?? '' });
    } else if (turns.length === 0) {
      turns.push({ speaker: null, text: line });
    } else {
      const last = turns[turns.length - 1] as { speaker: string | null; text: string };
      last.text = last.text ? `${last.text} ${line}` : line;
    }
  }
  const segments: SegmentInput[] = [];
  for (const turn of turns) {
    for (const piece of cutAtSentences(turn.text.replace(/\s+/g, ' ').trim())) {
      if (piece === '') continue;
      segments.push({ position: segments.length, startMs: null, endMs: null, text: piece, speaker: turn.speaker });
    }
  }
  return segments;
}

function cutAtSentences(text: string): string[] {
  if (text.length <= MAX_LINE) return [text];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of text.split(/(?<=[.?!])\s+(?=[A-Z"(])/)) {
    if (current && current.length + sentence.length + 1 > MAX_LINE) {
      pieces.push(current);
      current = sentence;
    } else {
      current = current ? `${current} ${sentence}` : sentence;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}
