import type { Readable } from 'node:stream';
import { config } from '../config';
import { kindTagging, kindTaggingXml, type taggedKinds } from '../needs';
import { s3 } from './s3-client';

export interface PresignedUpload {
  url: string;
  fields: Record<string, string>;
}

/**
 * A browser upload straight to S3, limited to one key of the quarantine, one content type and a size range. The
 * object is tagged as quarantined, which the bucket's lifecycle expires within a day whatever becomes of it.
 */
export async function presignUpload(
  key: string,
  contentType: string,
  maxBytes: number,
  expiresSeconds: number,
): Promise<PresignedUpload> {
  const [{ client }, { createPresignedPost }] = await Promise.all([s3(), import('@aws-sdk/s3-presigned-post')]);
  const tagging = kindTaggingXml('quarantine');
  return createPresignedPost(client, {
    Bucket: config.documentsBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$Content-Type', contentType],
      ['eq', '$tagging', tagging],
    ],
    Fields: { 'Content-Type': contentType, tagging },
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

interface StoredVersion {
  Key: string;
  VersionId?: string;
}

/** Every stored version and delete marker of the objects whose key starts with `prefix` (all pages). */
async function versionsUnder(prefix: string): Promise<StoredVersion[]> {
  if (!config.s3ListsVersions) return (await listFiles(prefix)).map((Key) => ({ Key }));
  const { sdk, client } = await s3();
  const versions: StoredVersion[] = [];
  let keyMarker: string | undefined;
  let versionIdMarker: string | undefined;
  do {
    const page = await client.send(
      new sdk.ListObjectVersionsCommand({
        Bucket: config.documentsBucket,
        Prefix: prefix,
        KeyMarker: keyMarker,
        VersionIdMarker: versionIdMarker,
      }),
    );
    for (const { Key, VersionId } of [...(page.Versions ?? []), ...(page.DeleteMarkers ?? [])]) {
      if (Key) versions.push({ Key, VersionId });
    }
    keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
    versionIdMarker = page.IsTruncated ? page.NextVersionIdMarker : undefined;
  } while (keyMarker);
  return versions;
}

/** S3 deletes at most this many objects in one DeleteObjects request. */
const DELETE_BATCH = 1000;

async function deleteVersions(versions: StoredVersion[]): Promise<void> {
  const { sdk, client } = await s3();
  for (let at = 0; at < versions.length; at += DELETE_BATCH) {
    const answer = await client.send(
      new sdk.DeleteObjectsCommand({
        Bucket: config.documentsBucket,
        Delete: { Objects: versions.slice(at, at + DELETE_BATCH), Quiet: true },
      }),
    );
    const [refused] = answer.Errors ?? [];
    if (refused) throw new Error(`S3 did not delete ${refused.Key} (${refused.VersionId}): ${refused.Code}`);
  }
}

/**
 * Deletes an object for good: every stored version of the key and its delete markers. A plain DeleteObject in
 * the versioned bucket would only hide it behind a delete marker, and the bytes would stay as an old version.
 */
export async function deleteFile(key: string): Promise<void> {
  await deleteVersions((await versionsUnder(key)).filter((version) => version.Key === key));
}

/** Deletes every object whose key starts with `prefix`, each version of it; answers how many keys there were. */
export async function deleteFilesUnder(prefix: string): Promise<number> {
  const versions = await versionsUnder(prefix);
  await deleteVersions(versions);
  return new Set(versions.map((version) => version.Key)).size;
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

/** An object's bytes as a stream, fetched as they are read; null when there is none. */
export async function openFile(key: string): Promise<Readable | null> {
  const { sdk, client } = await s3();
  try {
    const object = await client.send(new sdk.GetObjectCommand({ Bucket: config.documentsBucket, Key: key }));
    return (object.Body as Readable | undefined) ?? null;
  } catch (error) {
    if (error instanceof sdk.NoSuchKey || error instanceof sdk.NotFound) return null;
    throw error;
  }
}

/** The part size of a streamed upload: S3's least, so that memory holds a few parts and no more. */
const STREAM_PART_BYTES = 5 * 1024 * 1024;

/**
 * Stores what a stream yields, in parts (a multipart upload once it passes one part), as it is read: memory
 * holds about two parts whatever the size. A failure aborts the upload and leaves no part behind.
 */
export async function putStream(
  key: string,
  body: Readable,
  contentType: string,
  kind: (typeof taggedKinds)[number],
): Promise<void> {
  const [{ client }, { Upload }] = await Promise.all([s3(), import('./s3-upload-sdk')]);
  await new Upload({
    client,
    params: {
      Bucket: config.documentsBucket,
      Key: key,
      Body: body,
      ContentType: contentType,
      Tagging: kindTagging(kind),
    },
    partSize: STREAM_PART_BYTES,
    queueSize: 1,
    leavePartsOnError: false,
  }).done();
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
