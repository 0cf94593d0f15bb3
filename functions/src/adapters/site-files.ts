import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { awsClientConfig } from '../commons/client-config';
import { lazy } from '../commons/lazy';
import { config } from '../config';

/**
 * The site bucket, whose files CloudFront serves (the documents bucket's adapter, files.ts, is for customer
 * files only): the pages of published blog posts and the blog's images. On the local stack, a bucket of the S3
 * emulator whose `blog-images/` the local web server serves.
 */
const s3 = lazy(
  () =>
    new S3Client({
      ...awsClientConfig('s3'),
      forcePathStyle: config.s3ForcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
);

/** A site file's text, or null when there is no such file. */
export async function readSiteText(key: string): Promise<string | null> {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: config.siteBucket, Key: key }));
    return await object.Body!.transformToString('utf8');
  } catch (error) {
    if (error instanceof NoSuchKey) return null;
    throw error;
  }
}

export async function putSiteFile(
  key: string,
  body: string | Uint8Array,
  headers: { contentType: string; cacheControl: string },
): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: config.siteBucket,
      Key: key,
      Body: body,
      ContentType: headers.contentType,
      CacheControl: headers.cacheControl,
    }),
  );
}

export async function deleteSiteFile(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: config.siteBucket, Key: key }));
}
