import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../../test/s3-server';
import { testConfig } from '../../config/env';
import { type BlobStore, readAll } from './blob-store';
import { createBlobStore } from './create-blob-store';

/** A stream that sends `good` bytes, then fails as a cut-off upload does. */
function failingStream(good: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(good);
      } else {
        this.destroy(new Error('connection reset'));
      }
    },
  });
}

/** Every blob store keeps the same promises; the same tests run on the local folder and on S3 (s3rver). */
const stores: {
  name: string;
  open: () => Promise<{ store: BlobStore; files: () => Promise<string[]>; close: () => Promise<void> }>;
}[] = [
  {
    name: 'local folder',
    open: async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'statehouse-blobs-'));
      const store = createBlobStore(testConfig({ DATA_DIR: dataDir }));
      const files = async () =>
        (await readdir(path.join(dataDir, 'blobs'), { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name);
      return { store, files, close: () => rm(dataDir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (local s3rver)',
    open: async () => {
      const s3: LocalS3 = await startLocalS3();
      const store = createBlobStore(testConfig(s3.config));
      const { ListObjectsV2Command, S3Client } = await import('@aws-sdk/client-s3');
      const client = new S3Client({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      });
      const files = async () =>
        ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map(
          (item) => item.Key ?? '',
        );
      return {
        store,
        files,
        close: async () => {
          client.destroy();
          store.close?.();
          await s3.close();
        },
      };
    },
  },
];

describe.each(stores)('blob store contract: $name', ({ name, open }) => {
  let store: BlobStore;
  let files: () => Promise<string[]>;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ store, files, close } = await open());
  });
  afterAll(() => close());

  it('names its kind', () => {
    expect(store.kind).toBe(name.startsWith('S3') ? 's3' : 'local');
  });

  it('stores a buffer and gives the same bytes back', async () => {
    const bytes = Buffer.from('Committee substitute for House Bill 1');
    expect(await store.put('files/1/a', bytes, { contentType: 'text/plain' })).toEqual({ sizeBytes: bytes.length });
    expect(await store.exists('files/1/a')).toBe(true);
    const stream = await store.get('files/1/a');
    expect(stream).not.toBeNull();
    expect((await readAll(stream as Readable)).equals(bytes)).toBe(true);
  });

  it('stores a stream larger than one multipart part', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const chunks = Array.from({ length: 6 }, (_, index) => Buffer.concat([chunk, Buffer.from([index])]));
    const expected = Buffer.concat(chunks);
    expect(await store.put('files/1/large', Readable.from(chunks))).toEqual({ sizeBytes: expected.length });
    const back = await readAll((await store.get('files/1/large')) as Readable);
    expect(back.length).toBe(expected.length);
    expect(back.equals(expected)).toBe(true);
  });

  it('reads its size and a byte range (a player seeking in a recording)', async () => {
    await store.put('files/1/range', Buffer.from('0123456789'));
    expect(await store.size('files/1/range')).toBe(10);
    expect(await store.size('files/9/missing')).toBeNull();
    const part = await store.get('files/1/range', { start: 2, end: 5 });
    expect((await readAll(part as Readable)).toString()).toBe('2345');
  });

  it('replaces what a key held', async () => {
    await store.put('files/1/b', Buffer.from('first'));
    await store.put('files/1/b', Buffer.from('second'));
    expect((await readAll((await store.get('files/1/b')) as Readable)).toString()).toBe('second');
  });

  it('leaves nothing under the key when the stream fails part way', async () => {
    const before = await files();
    await expect(store.put('files/2/cut', failingStream(Buffer.alloc(64 * 1024, 1)))).rejects.toThrow();
    expect(await store.exists('files/2/cut')).toBe(false);
    expect(await store.get('files/2/cut')).toBeNull();
    expect(await files()).toEqual(before);
  });

  it('answers null and false for a missing key, and deletes quietly', async () => {
    expect(await store.get('files/9/missing')).toBeNull();
    expect(await store.exists('files/9/missing')).toBe(false);
    await store.delete('files/9/missing');
    await store.put('files/3/c', Buffer.from('x'));
    await store.delete('files/3/c');
    expect(await store.exists('files/3/c')).toBe(false);
  });

  it('refuses keys that could leave its root', async () => {
    for (const key of ['../etc/passwd', '/abs', 'files/../../x', 'files\\x', 'files//x', '']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Unsafe blob key/);
      await expect(store.get(key)).rejects.toThrow(/Unsafe blob key/);
    }
  });
});
