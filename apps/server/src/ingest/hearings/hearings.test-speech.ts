import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { toWav16k } from './media';

// Spoken test hearings for the recogniser's tests: flite speaks, pocketsphinx listens. `.ci/run` installs both
// (Debian's flite, pocketsphinx and pocketsphinx-en-us); a machine without them leaves those tests out.

const installed = (program: string) => spawnSync(program, ['-h']).error === undefined;

/** Whether flite and pocketsphinx are both here to make and read speech. */
export const speechToolsMissing = !installed('flite') || !installed('pocketsphinx_continuous');

/** `text` spoken by the flite `voice` as a 16 kHz mono WAV in `dir` (its path), as the job converts recordings. */
export async function spokenHearing(dir: string, voice: string, text: string): Promise<string> {
  const spoken = path.join(dir, 'spoken.wav');
  execFileSync('flite', ['-voice', voice, '-t', text, '-o', spoken]);
  const wav = path.join(dir, 'hearing.wav');
  await toWav16k(spoken, wav);
  return wav;
}
