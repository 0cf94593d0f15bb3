import { config } from '../config';
import { lazyAwsClient } from '../commons/client-config';

/**
 * The S3 SDK and a client made with it, loaded by the first file operation: most requests of the functions that
 * keep files (an account's reads, a list of uploads, the public blog) touch none, and a cold start would otherwise
 * compile the S3 client and its XML protocol (about 120 KB). One client for both buckets: the documents (files.ts)
 * and the site (site-files.ts).
 */
export const s3 = lazyAwsClient(
  's3',
  () => import('./s3-sdk'),
  (sdk, clientConfig) =>
    new sdk.S3Client({
      ...clientConfig,
      forcePathStyle: config.s3ForcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
);
