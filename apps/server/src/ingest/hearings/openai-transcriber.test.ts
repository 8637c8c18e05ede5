import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startLocalServer } from '../../../test/local-http-server';
import { ffmpegPath } from './media';
import { chunkStarts, stitchChunks, transcribeWithOpenAi, transcriptionsUrl } from './openai-transcriber';

describe('OpenAI-compatible transcription', () => {
  it('cuts long media into overlapping chunks and keeps each overlap once', () => {
    expect(chunkStarts(25, 10, 2)).toEqual([0, 8, 16]);
    expect(chunkStarts(9, 10, 2)).toEqual([0]);
    const stitched = stitchChunks(
      [
        {
          startSeconds: 0,
          segments: [
            { start: 0, end: 4, text: 'first' },
            { start: 7.5, end: 9.5, text: 'cut in two' },
          ],
        },
        {
          startSeconds: 8,
          segments: [
            { start: 0, end: 1.5, text: 'cut in two' },
            { start: 2, end: 5, text: 'after' },
          ],
        },
      ],
      2,
    );
    expect(stitched.map((segment) => [segment.text, segment.startMs])).toEqual([
      ['first', 0],
      ['cut in two', 7500],
      ['after', 10000],
    ]);
  });

  it('finds the endpoint under a base with or without the version', () => {
    expect(transcriptionsUrl('http://host:8000')).toBe('http://host:8000/v1/audio/transcriptions');
    expect(transcriptionsUrl('http://host/v1/')).toBe('http://host/v1/audio/transcriptions');
  });

  describe('against a local server', () => {
    let server: LocalServer;
    let dir: string;
    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), 'statehouse-openai-'));
      // 25 s of tone: three chunks of 10 s overlapping by 2 s.
      execFileSync(ffmpegPath, [
        '-hide_banner',
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        'sine=frequency=440:duration=25',
        '-ac',
        '1',
        '-ar',
        '16000',
        path.join(dir, 'in.wav'),
      ]);
      let call = 0;
      server = await startLocalServer((request, response) => {
        call += 1;
        response.setHeader('content-type', 'application/json');
        if (request.headers.authorization !== 'Bearer key-1' || !request.body.includes('verbose_json')) {
          response.statusCode = 401;
          response.end('{"error":"no"}');
          return;
        }
        response.end(
          JSON.stringify({
            segments: [{ start: 1, end: 3, text: ` part ${call} on House Bill 7`, avg_logprob: -0.1 }],
          }),
        );
      });
    });
    afterAll(async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('sends each chunk with verbose_json and the key, and puts the segments on the media clock', async () => {
      const progress: string[] = [];
      const segments = await transcribeWithOpenAi(
        path.join(dir, 'in.wav'),
        25_000,
        { baseUrl: server.url, apiKey: 'key-1', model: 'whisper-1', chunkSeconds: 10, overlapSeconds: 2 },
        { workDir: dir, onChunk: async (done, total) => void progress.push(`${done}/${total}`) },
      );
      expect(server.requests).toHaveLength(3);
      expect(server.requests[0]?.url.pathname).toBe('/v1/audio/transcriptions');
      expect(progress).toEqual(['1/3', '2/3', '3/3']);
      expect(segments.map((segment) => [segment.text, segment.startMs])).toEqual([
        ['part 1 on House Bill 7', 1000],
        ['part 2 on House Bill 7', 9000],
        ['part 3 on House Bill 7', 17000],
      ]);
      expect(segments[0]?.confidence).toBeCloseTo(Math.exp(-0.1));
    });

    it('says what the service answered when it refuses', async () => {
      await expect(
        transcribeWithOpenAi(
          path.join(dir, 'in.wav'),
          5000,
          { baseUrl: server.url, model: 'm', chunkSeconds: 10, overlapSeconds: 2 },
          { workDir: dir },
        ),
      ).rejects.toThrow('The transcription service answered 401');
    });
  });
});
