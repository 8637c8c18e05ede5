import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';

// ffmpeg from the @ffmpeg-installer/ffmpeg package (decision 069): `npm ci` is all a fresh machine needs.

export const ffmpegPath: string = ffmpegInstaller.path;

export class MediaError extends Error {}

/** Runs a program and resolves with its output; rejects with its last lines of stderr. */
export function run(
  command: string,
  args: readonly string[],
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { maxBuffer: 256 * 1024 * 1024, signal: options.signal, timeout: options.timeoutMs ?? 0 },
      (error, stdout, stderr) => {
        if (error) {
          const tail = String(stderr).trim().split('\n').slice(-3).join(' ');
          reject(
            Object.assign(new Error(tail || error.message), {
              code: (error as { code?: unknown }).code,
              stderr: String(stderr),
            }),
          );
        } else resolve({ stdout: String(stdout), stderr: String(stderr) });
      },
    );
  });
}

/**
 * The media's length in milliseconds and whether it has sound, from ffmpeg's own reading of it. A file ffmpeg
 * cannot read, or one without an audio stream, is a MediaError with words for the hearing page.
 */
export async function probeMedia(file: string): Promise<{ durationMs: number }> {
  if (!existsSync(file)) throw new MediaError('The media file is missing.');
  // `ffmpeg -i` alone exits 1 ("At least one output file must be specified") but prints the streams first.
  const result = await run(ffmpegPath, ['-hide_banner', '-i', file]).catch((error: Error & { stderr?: string }) => ({
    stdout: '',
    stderr: error.stderr ?? error.message,
  }));
  const text = result.stderr;
  if (/Invalid data found|could not find codec|moov atom not found|No such file/i.test(text)) {
    throw new MediaError('The file is not a recording ffmpeg can read (corrupt, or not audio or video).');
  }
  const duration = /Duration:\s*(\d+):(\d+):(\d+(?:\.\d+)?)/.exec(text);
  if (!/Stream #\S+.*Audio:/.test(text)) throw new MediaError('The recording has no sound track.');
  if (!duration) throw new MediaError('ffmpeg could not tell how long the recording is.');
  const [, h, m, s] = duration;
  return { durationMs: Math.round((Number(h) * 3600 + Number(m) * 60 + Number(s)) * 1000) };
}

/** The sound of `input` (or `seconds` of it from `fromSeconds`) as 16 kHz mono 16-bit WAV, what recognisers read. */
export async function toWav16k(
  input: string,
  output: string,
  options: { fromSeconds?: number; seconds?: number; signal?: AbortSignal } = {},
): Promise<void> {
  const cut = [
    ...(options.fromSeconds !== undefined ? ['-ss', String(options.fromSeconds)] : []),
    ...(options.seconds !== undefined ? ['-t', String(options.seconds)] : []),
  ];
  await run(
    ffmpegPath,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      ...cut,
      '-i',
      input,
      '-vn',
      '-ac',
      '1',
      '-ar',
      '16000',
      '-sample_fmt',
      's16',
      output,
    ],
    { signal: options.signal },
  ).catch((error: Error) => {
    if (options.signal?.aborted) throw error;
    throw new MediaError(`ffmpeg could not read the recording: ${error.message}`);
  });
}

/** The loudest moment of a WAV in dB (ffmpeg volumedetect): a silent file has nothing to transcribe. */
export async function maxVolumeDb(file: string): Promise<number> {
  const result = await run(ffmpegPath, ['-hide_banner', '-i', file, '-af', 'volumedetect', '-f', 'null', '-']);
  const match = /max_volume:\s*(-?[\d.]+|-inf) dB/.exec(result.stderr);
  if (!match || match[1] === '-inf') return Number.NEGATIVE_INFINITY;
  return Number(match[1]);
}
