// What files.ts uses of the S3 SDK, imported through this module: a chunk loaded with import() keeps every export
// of what it imports, and the SDK's own index exports every command of S3's API.
export {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
