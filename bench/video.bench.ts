// Hearing video (issue 35, decision 069): bill-mention precision and recall on the hand-labelled set of real NY
// transcript lines and synthetic spoken lines (target at least 0.9 each); the default provider's (pocketsphinx)
// transcription speed as a multiple of real time on a flite-spoken hearing (target above 1x); and the delay from a
// recording becoming available to its alert for a 10-minute hearing, extrapolated from that speed (the alert engine
// adds milliseconds: the pipeline test measures the real delay end to end). Prints figures; never fails on them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { probeMedia, toWav16k } from '../apps/server/src/ingest/hearings/media';
import { transcribeWithPocketsphinx } from '../apps/server/src/ingest/hearings/pocketsphinx';
import { labelledLines } from '../apps/server/src/text-reuse/bill-mentions.labelled';
import { scoreMentions } from '../apps/server/src/text-reuse/bill-mentions.score';

const pct = (value: number) => value.toFixed(3);
console.log('Bill mentions on the hand-labelled set (bill-mentions.labelled.ts)');
console.log('set         lines  mentions  precision  recall');
for (const source of ['ny', 'synthetic', 'all'] as const) {
  const lines = labelledLines.filter((line) => source === 'all' || line.source === source);
  const score = scoreMentions(lines);
  const mentions = lines.reduce((sum, line) => sum + line.expected.length, 0);
  console.log(
    `${source.padEnd(10)} ${String(lines.length).padStart(6)} ${String(mentions).padStart(9)} ${pct(score.precision).padStart(10)} ${pct(score.recall).padStart(7)}`,
  );
  if (source === 'all') for (const miss of score.misses) console.log(`  ${miss.why} ${miss.reference}: ${miss.text}`);
}

const dir = mkdtempSync(path.join(tmpdir(), 'statehouse-video-bench-'));
try {
  const sentences = Array.from(
    { length: 6 },
    (_, index) =>
      `Members, we will now take up House Bill ${index + 1}. The author has asked that it be left pending, and we will hear testimony next week.`,
  ).join(' ');
  execFileSync('flite', ['-voice', 'awb', '-t', sentences, '-o', path.join(dir, 'speech.wav')]);
  const wav = path.join(dir, 'speech16.wav');
  await toWav16k(path.join(dir, 'speech.wav'), wav);
  const { durationMs } = await probeMedia(wav);
  const started = performance.now();
  const result = await transcribeWithPocketsphinx(wav, { stateCode: 'TX' });
  const seconds = (performance.now() - started) / 1000;
  const speed = durationMs / 1000 / seconds;
  console.log(`\nTranscription (pocketsphinx, both passes) of ${(durationMs / 1000).toFixed(1)} s of flite speech`);
  console.log(`  wall time ${seconds.toFixed(1)} s: ${speed.toFixed(2)}x real time; ${result.segments.length} lines`);
  console.log(
    `  bills heard by keyword spotting: ${result.spotted.map((item) => `${item.billType} ${item.number}`).join(', ') || 'none'}`,
  );
  console.log(`  delay from available to alert for a 10-minute hearing (extrapolated): ${(600 / speed).toFixed(0)} s`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
