import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { BLOG_IMAGE_FOLDER } from '@taxback/shared/blog/images';
import { arnFinding, bootstrapAssetsFinding } from '../nag';

export interface WebProps {
  accessLogsBucket: IBucket;
  /** Custom domain with its ACM certificate (us-east-1); the CloudFront domain when absent. */
  customDomain?: { domainName: string; certificateArn: string };
}

/** What the SPA fetches as /config.json at start-up (the local stack serves the same shape). */
export interface SiteConfig {
  apiUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  authFlowType: 'USER_SRP_AUTH';
  /** The WebSocket API for realtime updates. */
  wsUrl: string;
}

/** The SPA: a private bucket served through CloudFront with an origin access control. */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://` origin of the app, for CORS and e-mailed links. */
  readonly appOrigin: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: 'site/',
    });

    // Pages the build did not prerender (the signed-in ones) are drawn in the browser from the app shell.
    const spaFallback = (httpStatus: number) => ({
      httpStatus,
      responseHttpStatus: 200,
      responsePagePath: '/app.html',
      ttl: Duration.seconds(0),
    });
    const certificate = props.customDomain
      ? Certificate.fromCertificateArn(this, 'Certificate', props.customDomain.certificateArn)
      : undefined;

    this.distribution = new Distribution(this, 'Distribution', {
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.securityHeaders(),
        compress: true,
        functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: this.prerenderedPages() }],
      },
      errorResponses: [spaFallback(403), spaFallback(404)],
      domainNames: props.customDomain ? [props.customDomain.domainName] : undefined,
      certificate,
      minimumProtocolVersion: certificate ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.accessLogsBucket,
      logFilePrefix: 'cloudfront/',
    });
    this.appOrigin = `https://${props.customDomain?.domainName ?? this.distribution.distributionDomainName}`;

    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'Customers may travel; the product does not restrict countries.' },
      {
        id: 'AwsSolutions-CFR2',
        reason: 'Static SPA only; the API has its own throttling. WAF can be added when traffic warrants it.',
      },
    );
    if (!certificate) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'No custom domain configured, so the default *.cloudfront.net certificate is used; TLSv1.2_2021 applies once domainName/certificateArn are set.',
      });
    }
  }

  /**
   * The build writes each public page as `<path>/index.html` (frontend/src/prerender/): a page's address
   * without a file extension is answered with that file; S3 answers 403 when there is none, and the
   * fallback above serves the app shell.
   */
  private prerenderedPages(): CloudFrontFunction {
    return new CloudFrontFunction(this, 'PrerenderedPages', {
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves the prerendered index.html of extension-less page paths',
      code: FunctionCode.fromInline(`function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.endsWith('/')) request.uri = uri + 'index.html';
  else if (uri.lastIndexOf('.') < uri.lastIndexOf('/') + 1) request.uri = uri + '/index.html';
  return request;
}`),
    });
  }

  /**
   * Uploads the built SPA (when given) and its runtime config, then invalidates the cache. The files of the
   * previous build are pruned, but not the blog's images, which staff upload between builds and no build holds.
   */
  publish(config: SiteConfig, assetsDir?: string): BucketDeployment {
    const deployment = new BucketDeployment(this, 'Deployment', {
      destinationBucket: this.bucket,
      sources: [...(assetsDir ? [Source.asset(assetsDir)] : []), Source.jsonData('config.json', config)],
      exclude: [`${BLOG_IMAGE_FOLDER}/*`],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    this.acknowledgeDeploymentHandler();
    return deployment;
  }

  /** BucketDeployment runs a CDK-provided singleton function whose runtime and policy CDK decides. */
  private acknowledgeDeploymentHandler(): void {
    const handler = Stack.of(this).node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (!handler) throw new Error('BucketDeployment handler not found');
    Validations.of(handler).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'CDK-provided deployment handler: the managed policy only lets it write its own CloudWatch logs.',
      },
      ...[
        'Action::s3:GetObject*',
        'Action::s3:GetBucket*',
        'Action::s3:List*',
        'Action::s3:DeleteObject*',
        'Action::s3:Abort*',
        bootstrapAssetsFinding(Stack.of(this)),
        arnFinding(this.bucket.node.defaultChild as CfnBucket, '/*'),
        // CloudFront invalidation actions do not support resource-level permissions.
        'Resource::*',
      ].map((finding) => ({
        id: `AwsSolutions-IAM5[${finding}]`,
        reason:
          'CDK-generated policy of the deployment handler: read the CDK asset bucket, replace and prune the site files, invalidate the distribution.',
      })),
      {
        id: 'AwsSolutions-L1',
        reason: 'The runtime of the CDK-provided deployment handler is chosen by aws-cdk-lib, not by this app.',
      },
    );
  }

  /**
   * The API, the WebSocket endpoint and S3 upload hosts are allowed by regional wildcard: naming the
   * exact API would make the distribution depend on the API, whose CORS origin depends on the distribution.
   * Images are the site's own: blog posts' featured images are uploaded to its `blog-images/` folder.
   */
  private securityHeaders(): ResponseHeadersPolicy {
    const region = Stack.of(this).region;
    const connectSources = [
      "'self'",
      `https://*.execute-api.${region}.amazonaws.com`,
      `wss://*.execute-api.${region}.amazonaws.com`,
      `https://cognito-idp.${region}.amazonaws.com`,
      `https://*.s3.${region}.amazonaws.com`,
    ];
    const contentSecurityPolicy = [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self' data:",
      `connect-src ${connectSources.join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
    return new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });
  }
}
