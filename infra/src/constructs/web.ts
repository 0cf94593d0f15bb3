import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type CfnBucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { BLOG_IMAGE_FOLDER } from '@taxback/shared/blog/images';
import { EDGE_HEADERS } from '@taxback/functions/http/edge-headers';
import { arnFinding, bootstrapAssetsFinding } from '../nag';

/** The path under which the distribution serves the HTTP API; the API itself knows its routes without it. */
export const API_PATH_PREFIX = '/api';

export interface WebProps {
  accessLogsBucket: IBucket;
  /** The CloudFront-scope WAF web ACL (us-east-1) in front of the whole distribution. */
  webAclArn: string;
  /** Custom domain with its ACM certificate (us-east-1); the CloudFront domain when absent. */
  customDomain?: { domainName: string; certificateArn: string };
  /** The documents bucket's regional host, the only bucket the browser posts uploads to. */
  uploadsHost: string;
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
  /** `https://` origin of the app, for the upload CORS and e-mailed links. */
  readonly appOrigin: string;
  private readonly securityHeadersPolicy: ResponseHeadersPolicy;

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

    this.securityHeadersPolicy = this.securityHeaders(props.uploadsHost);
    this.distribution = new Distribution(this, 'Distribution', {
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.securityHeadersPolicy,
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

    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'Customers may travel; the product does not restrict countries.',
    });
    if (!certificate) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'No custom domain configured, so the default *.cloudfront.net certificate is used; TLSv1.2_2021 applies once domainName/certificateArn are set.',
      });
    }
  }

  /**
   * Serves the HTTP API under `/api` of the app's own origin, so the browser calls it without CORS and the
   * web ACL sees every call. Nothing is cached and every viewer header but Host reaches the API (the
   * Authorization header, Stripe-Signature); a viewer-request function removes the prefix and names the
   * viewer's address, and the origin secret proves to the API that the request came this way. Answers the
   * API's public address.
   */
  serveApi(apiDomainName: string, originVerify: string): string {
    const origin = new HttpOrigin(apiDomainName, { customHeaders: { [EDGE_HEADERS.originVerify]: originVerify } });
    this.distribution.addBehavior(`${API_PATH_PREFIX}/*`, origin, {
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.securityHeadersPolicy,
      functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: this.apiPathPrefixRemoval() }],
    });
    return `${this.appOrigin}${API_PATH_PREFIX}`;
  }

  private apiPathPrefixRemoval(): CloudFrontFunction {
    return new CloudFrontFunction(this, 'ApiPathPrefix', {
      runtime: FunctionRuntime.JS_2_0,
      comment: `Removes ${API_PATH_PREFIX} from API paths (the API's routes have no prefix) and names the viewer`,
      code: FunctionCode.fromInline(`function handler(event) {
  var request = event.request;
  request.uri = request.uri.substring(${API_PATH_PREFIX.length});
  request.headers['${EDGE_HEADERS.viewerIp}'] = { value: event.viewer.ip };
  return request;
}`),
    });
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
   * The API is same-origin ('self', under /api); uploads go to the documents bucket only (presigned posts; its
   * CORS is set apart from the bucket, storage.ts, so that naming it here makes no cycle). The WebSocket API is
   * allowed by regional wildcard: its functions are told the app's address. Images are the site's own: blog
   * posts' featured images are uploaded to its `blog-images/` folder.
   */
  private securityHeaders(uploadsHost: string): ResponseHeadersPolicy {
    const region = Stack.of(this).region;
    const connectSources = [
      "'self'",
      `wss://*.execute-api.${region}.amazonaws.com`,
      `https://cognito-idp.${region}.amazonaws.com`,
      `https://${uploadsHost}`,
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
