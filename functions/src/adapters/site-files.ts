import { config } from '../config';
import { s3 } from './s3-client';

// The site bucket, whose files CloudFront serves (the documents bucket's adapter, files.ts, is for customer
// files only): the pages of published blog posts and the blog's images. On the local stack, a bucket of the S3
// emulator whose `blog-images/` the local web server serves.

/** A site file's text, or null when there is no such file. */
export async function readSiteText(key: string): Promise<string | null> {
  const { sdk, client } = await s3();
  try {
    const object = await client.send(new sdk.GetObjectCommand({ Bucket: config.siteBucket, Key: key }));
    return await object.Body!.transformToString('utf8');
  } catch (error) {
    if (error instanceof sdk.NoSuchKey) return null;
    throw error;
  }
}

export async function putSiteFile(
  key: string,
  body: string | Uint8Array,
  headers: { contentType: string; cacheControl: string },
): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: config.siteBucket,
      Key: key,
      Body: body,
      ContentType: headers.contentType,
      CacheControl: headers.cacheControl,
    }),
  );
}

export async function deleteSiteFile(key: string): Promise<void> {
  const { sdk, client } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: config.siteBucket, Key: key }));
}
