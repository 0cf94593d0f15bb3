import { config } from '../config';
import { s3 } from './s3-client';

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
  const [{ client }, { createPresignedPost }] = await Promise.all([s3(), import('@aws-sdk/s3-presigned-post')]);
  return createPresignedPost(client, {
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
  const { sdk, client } = await s3();
  try {
    const head = await client.send(new sdk.HeadObjectCommand({ Bucket: config.documentsBucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (error instanceof sdk.NotFound || error instanceof sdk.NoSuchKey) return null;
    throw error;
  }
}

/** A whole stored object; null when it is gone. */
export async function readFile(key: string): Promise<Uint8Array | null> {
  const { sdk, client } = await s3();
  try {
    const object = await client.send(new sdk.GetObjectCommand({ Bucket: config.documentsBucket, Key: key }));
    return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (error) {
    if (error instanceof sdk.NoSuchKey || error instanceof sdk.NotFound) return null;
    throw error;
  }
}

export async function deleteFile(key: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: config.documentsBucket, Key: key }));
}

/** The keys of every stored object whose key starts with `prefix` (all pages). */
export async function listFiles(prefix: string): Promise<string[]> {
  const { sdk, client } = await s3();
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new sdk.ListObjectsV2Command({ Bucket: config.documentsBucket, Prefix: prefix, ContinuationToken: token }),
    );
    keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

export async function putFile(key: string, body: Uint8Array, contentType: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({ Bucket: config.documentsBucket, Key: key, Body: body, ContentType: contentType }),
  );
}

/** A short-lived link that downloads an object under the given file name. */
export async function presignDownload(key: string, fileName: string, expiresSeconds: number): Promise<string> {
  const [{ sdk, client }, { getSignedUrl }] = await Promise.all([s3(), import('@aws-sdk/s3-request-presigner')]);
  return getSignedUrl(
    client,
    new sdk.GetObjectCommand({
      Bucket: config.documentsBucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${fileName.replace(/"/g, '')}"`,
    }),
    { expiresIn: expiresSeconds },
  );
}
