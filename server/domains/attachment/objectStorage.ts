import type { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStorageConfig } from '../../core/settings';
import type { FileRef, FileStore } from './fileStore';

// Uploads in an S3-compatible bucket (decision 054). The browser posts the file straight to the
// bucket under a POST policy signed here (key prefix, size range, expiry); the server then reads
// it back to check it and serves it from the bucket, so any process sharing the bucket and the
// database can serve any upload.

export interface SignedPost {
  /** Where the browser posts the form. */
  url: string;
  /** The form fields the bucket requires before `key` and `file` (policy, algorithm, signature ...). */
  fields: Record<string, string>;
}

export interface ObjectStore extends FileStore {
  signPost(keyPrefix: string, maxBytes: number, expiresSeconds: number): Promise<SignedPost>;
  /** The stored object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  readKey(key: string): Promise<Buffer | null>;
  removeKey(key: string): Promise<void>;
  bucket: string;
}

function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NoSuchKey' || name === 'NotFound';
}

export function objectStore(config: ObjectStorageConfig): ObjectStore {
  // The SDK is loaded on the first call, not with the server: it takes about 0.15 s to load, and
  // a process (or a test) that never touches an upload need not pay it.
  let connection: Promise<{ s3: typeof import('@aws-sdk/client-s3'); client: S3Client }> | null =
    null;
  function connect() {
    connection ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      }),
    }));
    return connection;
  }
  const Bucket = config.bucket;

  async function readKey(key: string): Promise<Buffer | null> {
    try {
      const { s3, client } = await connect();
      const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
      if (!object.Body) return null;
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function size(key: string): Promise<number | null> {
    try {
      const { s3, client } = await connect();
      const head = await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function removeKey(key: string): Promise<void> {
    const { s3, client } = await connect();
    await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
  }

  async function signPost(keyPrefix: string, maxBytes: number, expiresSeconds: number) {
    const [{ client }, { createPresignedPost }] = await Promise.all([
      connect(),
      import('@aws-sdk/s3-presigned-post'),
    ]);
    const { url, fields } = await createPresignedPost(client, {
      Bucket,
      Key: `${keyPrefix}\${filename}`,
      Conditions: [
        ['starts-with', '$key', keyPrefix],
        ['content-length-range', 1, maxBytes],
      ],
      Expires: expiresSeconds,
    });
    // The browser sends its own `key` (the prefix plus a random name), as in the spec's form.
    const { key: _key, ...rest } = fields;
    return { url, fields: rest };
  }

  return {
    bucket: Bucket,
    signPost,
    size,
    readKey,
    removeKey,
    async write(ref: FileRef, bytes: Buffer, contentType: string) {
      const { s3, client } = await connect();
      await client.send(
        new s3.PutObjectCommand({
          Bucket,
          Key: ref.objectKey,
          Body: bytes,
          ContentType: contentType,
        }),
      );
    },
    read: (ref) => readKey(ref.objectKey),
    remove: (ref) => removeKey(ref.objectKey),
    exists: async (ref) => (await size(ref.objectKey)) !== null,
    close() {
      void connection?.then(
        ({ client }) => client.destroy(),
        () => undefined,
      );
    },
  };
}
