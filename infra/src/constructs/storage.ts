import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { kindTag } from '@taxback/functions/needs';
import { DATA_RIGHTS } from '@taxback/shared/constants';

export interface StorageProps {
  key: IKey;
  accessLogsBucket: IBucket;
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

  /**
   * Lets the web app at `appOrigin` upload with presigned POST/PUT straight from the browser. The CORS rule is
   * put by a custom resource rather than on the bucket itself: the site's CSP names this bucket, and the app's
   * origin is the distribution's domain, so a rule on the bucket would make the two depend on each other.
   */
  allowUploadsFrom(appOrigin: string): AwsCustomResource {
    const bucket = this.documentsBucket;
    const cors = new AwsCustomResource(this, 'UploadCors', {
      onUpdate: {
        service: 'S3',
        action: 'putBucketCors',
        parameters: {
          Bucket: bucket.bucketName,
          CORSConfiguration: { CORSRules: [uploadCorsRule(appOrigin)] },
        },
        physicalResourceId: PhysicalResourceId.of(`${bucket.node.path}/UploadCors`),
      },
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['s3:PutBucketCORS'], resources: [bucket.bucketArn] }),
      ]),
      installLatestAwsSdk: false,
    });
    acknowledgeCustomResourceHandler(this);
    return cors;
  }
}

/** The one CORS rule of the documents bucket (as S3's PutBucketCors spells it). */
export const uploadCorsRule = (appOrigin: string) => ({
  AllowedOrigins: [appOrigin],
  AllowedMethods: [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.PUT, HttpMethods.POST],
  AllowedHeaders: ['*'],
  ExposeHeaders: ['ETag'],
  MaxAgeSeconds: 3000,
});

/** AwsCustomResource runs a CDK-provided singleton function whose runtime and policy CDK decides. */
function acknowledgeCustomResourceHandler(scope: Construct): void {
  const id = `AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`;
  const target = Stack.of(scope).node.tryFindChild(id);
  if (!target) throw new Error('AwsCustomResource handler not found');
  Validations.of(target).acknowledge(
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'CDK-provided custom resource handler: the managed policy only lets it write its own CloudWatch logs.',
    },
    {
      id: 'AwsSolutions-L1',
      reason: 'The runtime of the CDK-provided custom resource handler is chosen by aws-cdk-lib, not by this app.',
    },
  );
}
