import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { kindTag } from '@taxback/functions/needs';
import { DATA_RIGHTS } from '@taxback/shared/constants';

export interface StorageProps {
  key: IKey;
  accessLogsBucket: IBucket;
  /** The web app origin, allowed to upload with presigned POST/PUT straight from the browser. */
  appOrigin: string;
}

/** Customers' uploaded documents (W-2G, 1042-S, ID): private, KMS-encrypted, versioned. */
export class Storage extends Construct {
  readonly documentsBucket: Bucket;

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    this.documentsBucket = new Bucket(this, 'DocumentsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.KMS,
      encryptionKey: props.key,
      bucketKeyEnabled: true,
      versioned: true,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'documents/',
      cors: [
        {
          allowedOrigins: [props.appOrigin],
          allowedMethods: [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.PUT, HttpMethods.POST],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { abortIncompleteMultipartUploadAfter: Duration.days(1), expiredObjectDeleteMarker: true },
        { noncurrentVersionExpiration: Duration.days(90) },
        // What a browser uploaded and the server never checked, and any version of it, goes within a day.
        {
          id: 'QuarantineExpires',
          tagFilters: { [kindTag]: 'quarantine' },
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        // An export's ZIP is deleted with its record (functions/src/account/data-export.ts); an old version of
        // one, or one whose deletion failed, goes a day later.
        {
          id: 'ExportsExpire',
          tagFilters: { [kindTag]: 'exports' },
          expiration: Duration.days(DATA_RIGHTS.exportDays + 1),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}
