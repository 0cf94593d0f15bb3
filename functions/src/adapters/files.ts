import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config';
import { S3Client } from '@aws-sdk/client-s3';
import { awsClientConfig, timedClient } from '../commons/client-config';
import { lazy } from '../commons/lazy';

export const s3 = lazy(() =>
  timedClient(
    new S3Client({
      ...awsClientConfig('s3'),
      forcePathStyle: config.s3ForcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
    's3',
  ),
);

export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
}

/** A browser upload straight to S3, limited to one key, one content type and a size range. */
export async function presignUpload(
  key: string,
  contentType: string,
  maxBytes: number,
  expiresSeconds: number,
): Promise<PresignedUpload> {
  return createPresignedPost(s3(), {
    Bucket: config.documentsBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: expiresSeconds,
  });
}

/** The stored size of an object, or null when there is none. */
export async function storedSize(key: string): Promise<number | null> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: config.documentsBucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (error instanceof NotFound || error instanceof NoSuchKey) return null;
    throw error;
  }
}

/** The first bytes of an object, to tell its real type. */
export async function firstBytes(key: string, count: number): Promise<Uint8Array> {
  const object = await s3().send(
    new GetObjectCommand({ Bucket: config.documentsBucket, Key: key, Range: `bytes=0-${count - 1}` }),
  );
  return (await object.Body?.transformToByteArray())?.slice(0, count) ?? new Uint8Array();
}

/** A whole stored object; null when it is gone. */
export async function readFile(key: string): Promise<Uint8Array | null> {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: config.documentsBucket, Key: key }));
    return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (error) {
    if (error instanceof NoSuchKey || error instanceof NotFound) return null;
    throw error;
  }
}

export async function deleteFile(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: config.documentsBucket, Key: key }));
}

/** The keys of every stored object whose key starts with `prefix` (all pages). */
export async function listFiles(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({ Bucket: config.documentsBucket, Prefix: prefix, ContinuationToken: token }),
    );
    keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

export async function putFile(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({ Bucket: config.documentsBucket, Key: key, Body: body, ContentType: contentType }),
  );
}

/** A short-lived link that downloads an object under the given file name. */
export async function presignDownload(key: string, fileName: string, expiresSeconds: number): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: config.documentsBucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${fileName.replace(/"/g, '')}"`,
    }),
    { expiresIn: expiresSeconds },
  );
}
