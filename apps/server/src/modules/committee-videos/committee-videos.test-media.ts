import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ffmpegPath, parseMediaInfo } from './ffmpeg-media';

/**
 * Test media made with the shipped ffmpeg: a test pattern with a tone (video) or the tone alone (audio), `seconds`
 * long. Small (a few tens of kB), so tests make them instead of keeping fixtures.
 */
export async function makeTestMedia(kind: 'video' | 'audio', seconds: number): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'statehouse-media-'));
  const output = path.join(folder, kind === 'video' ? 'hearing.mp4' : 'hearing.m4a');
  try {
    const video = ['-f', 'lavfi', '-i', `testsrc=size=160x120:rate=10:duration=${seconds}`];
    const audio = ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=16000:duration=${seconds}`];
    const codecs =
      kind === 'video'
        ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac']
        : ['-c:a', 'aac'];
    const result = spawnSync(
      ffmpegPath(),
      ['-hide_banner', '-loglevel', 'error', ...(kind === 'video' ? video : []), ...audio, ...codecs, '-y', output],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`ffmpeg could not make test media: ${result.stderr}`);
    return readFileSync(output);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Duration and streams of media bytes, read by the shipped ffmpeg (no ffprobe ships with it). */
export async function probeBytes(bytes: Buffer, name = 'clip.mp4') {
  const folder = await mkdtemp(path.join(tmpdir(), 'statehouse-probe-'));
  try {
    const file = path.join(folder, name);
    writeFileSync(file, bytes);
    const result = spawnSync(ffmpegPath(), ['-hide_banner', '-i', file], { encoding: 'utf8' });
    return parseMediaInfo(result.stderr);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
