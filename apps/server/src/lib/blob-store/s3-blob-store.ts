import { Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, type BlobStore, type ByteRange } from './blob-store';

export type S3BlobStoreOptions = {
  bucket: string;
  /** Any S3-compatible service (MinIO, Ceph, R2, a test server); AWS itself when unset. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

const isMissing = (error: unknown): boolean => {
  const name = (error as { name?: string } | undefined)?.name;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
};

/**
 * Blobs as objects in an S3 bucket. Puts stream through lib-storage's Upload (multipart above 5 MB, one PUT below),
 * which aborts the multipart upload on failure, so a failed or cut-off put leaves no object under the key: S3 only
 * shows an object once its PUT or CompleteMultipartUpload succeeded. Checksums are sent only when the API requires
 * them: many S3-compatible servers do not understand the SDK's default CRC32 trailers (decision 035).
 */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly options: S3BlobStoreOptions) {
    const config: S3ClientConfig = {
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    };
    if (options.accessKeyId && options.secretAccessKey) {
      config.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
    }
    this.client = new S3Client(config);
  }

  private objectKey(key: string): string {
    assertSafeKey(key);
    return key;
  }

  async put(key: string, body: Readable | Buffer, options?: { contentType?: string }): Promise<{ sizeBytes: number }> {
    const Key = this.objectKey(key);
    let sizeBytes = 0;
    // Counted as the bytes go by: a stream's length is known only at its end. An error of the source (a cut-off
    // upload) is passed on, so the upload fails and is aborted.
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sizeBytes += chunk.length;
        done(null, chunk);
      },
    });
    const counted = Buffer.isBuffer(body) ? body : body.on('error', (error) => counter.destroy(error)).pipe(counter);
    const upload = new Upload({
      client: this.client,
      params: {
        Bucket: this.options.bucket,
        Key,
        Body: counted,
        ContentType: options?.contentType ?? 'application/octet-stream',
      },
      leavePartsOnError: false,
    });
    await upload.done();
    return { sizeBytes: Buffer.isBuffer(body) ? body.length : sizeBytes };
  }

  async get(key: string, range?: ByteRange): Promise<Readable | null> {
    try {
      const reply = await this.client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: this.objectKey(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!reply.Body) return null;
      return reply.Body instanceof Readable ? reply.Body : Readable.fromWeb(reply.Body.transformToWebStream() as never);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
      );
      return head.ContentLength ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  close(): void {
    this.client.destroy();
  }
}
