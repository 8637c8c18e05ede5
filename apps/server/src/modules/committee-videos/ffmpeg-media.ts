import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * ffmpeg as the `@ffmpeg-installer/ffmpeg` package ships it for this platform, so `npm ci` is all a machine needs
 * (decision 070). FFMPEG_PATH overrides it (a system ffmpeg where the package has no binary).
 */
export function ffmpegPath(): string {
  if (process.env.FFMPEG_PATH) return process.env.FFMPEG_PATH;
  const require = createRequire(import.meta.url);
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/** What ffmpeg reads in a recording: its length and whether it has pictures and sound. */
export type MediaInfo = { durationMs: number | null; hasVideo: boolean; hasAudio: boolean };

type Run = { code: number | null; stderr: string };

function runFfmpeg(args: string[], signal?: AbortSignal): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), args, { stdio: ['ignore', 'ignore', 'pipe'], signal });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      // Only the head and the tail matter (the streams at the top, the error at the end).
      stderr = (stderr + chunk.toString()).slice(-64_000);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

/** Reads the header of `ffmpeg -i` (no ffprobe ships with the package): duration and stream kinds. */
export function parseMediaInfo(stderr: string): MediaInfo {
  const duration = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr);
  const durationMs = duration
    ? Math.round((Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])) * 1000)
    : null;
  // An attached cover picture (mp3 artwork) is not a video to watch.
  const videoLines = stderr.split('\n').filter((line) => /Stream #\S+.*: Video:/.test(line));
  const hasVideo = videoLines.some((line) => !/attached pic/.test(line));
  const hasAudio = /Stream #\S+.*: Audio:/.test(stderr);
  return { durationMs, hasVideo, hasAudio };
}

/** Probes a file path or URL; null when ffmpeg cannot read it as media. */
export async function probeMedia(input: string): Promise<MediaInfo | null> {
  const { stderr } = await runFfmpeg(['-hide_banner', '-i', input]);
  const info = parseMediaInfo(stderr);
  return info.hasAudio || info.hasVideo ? info : null;
}

/**
 * Cuts [startMs, endMs) of `input` (a file path or a URL ffmpeg can read) into `output`, re-encoded so the clip
 * starts and ends at the asked moments and not at the nearest keyframes: H.264/AAC in MP4 when the recording has
 * pictures, AAC in M4A when it is sound only. `-ss` before `-i` seeks fast, and with re-encoding it is exact.
 */
export async function cutClip(options: {
  input: string;
  output: string;
  startMs: number;
  endMs: number;
  video: boolean;
  signal?: AbortSignal;
}): Promise<void> {
  const { input, output, startMs, endMs, video } = options;
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    '-ss',
    (startMs / 1000).toFixed(3),
    '-i',
    input,
    '-t',
    ((endMs - startMs) / 1000).toFixed(3),
    ...(video
      ? ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k']
      : ['-vn', '-c:a', 'aac', '-b:a', '128k']),
    // The index first, so a browser plays the clip while it downloads.
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    '-y',
    output,
  ];
  const { code, stderr } = await runFfmpeg(args, options.signal);
  if (code !== 0) throw new Error(`ffmpeg could not cut the clip: ${stderr.trim().split('\n').slice(-3).join(' ')}`);
}
