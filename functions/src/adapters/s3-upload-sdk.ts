// What putStream (files.ts) uses to store a stream in parts, imported through this module as the other SDK
// modules are: lib-storage's Upload, and the commands it sends (named, so a bundle carries no other).
export { Upload } from '@aws-sdk/lib-storage';
export {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectTaggingCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
