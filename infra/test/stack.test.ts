import { describe, it, expect } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { cognitoPasswordPolicy } from '@taxback/shared/account/password-rules';
import { tableDefinition } from '@taxback/functions/data/table-definition';
import { routeKey } from '@taxback/functions/routes';
import { JOBS_MEMORY_MB, LAMBDA_MEMORY_MB } from '../src/lambda-memory';
import { apiFeatures, apiRoutes } from '../src/route-table';
import { oneAppUrl } from '../src/stacks/taxback-stack';
import { baseContext, buildStack, customDomainContext, findDependencyCycle, templateText } from './build-stack';

const template = Template.fromStack(buildStack().stack);
/** Retention and deletion protection are prod's (dev and staging are destroyable: see stages.test.ts). */
const prodTemplate = Template.fromStack(buildStack({ stage: 'prod' }).stack);

/** The calls the stack makes through AWS custom resources (Custom::AWS), as their JSON with tokens as `<Id>`. */
const customAwsCalls = (of: Template) =>
  Object.values(of.findResources('Custom::AWS')).map(
    (resource) =>
      JSON.parse(templateText(resource.Properties.Create)) as {
        service: string;
        action: string;
        parameters: Record<string, unknown>;
      },
  );
/** The documents bucket's CORS rules, put by a custom resource (storage.ts). */
const uploadCorsRules = (of: Template) =>
  customAwsCalls(of)
    .filter((call) => call.service === 'S3' && call.action === 'putBucketCors')
    .flatMap(
      (call) =>
        (call.parameters.CORSConfiguration as { CORSRules: { AllowedOrigins: string[]; AllowedMethods: string[] }[] })
          .CORSRules,
    );
/** The site's Content-Security-Policy, tokens as `<Id.Attribute>`. */
const cspOf = (of: Template) => {
  const [policy] = Object.values(of.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
  return templateText(
    policy!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy,
  );
};

const allPublicAccessBlocked = {
  BlockPublicAcls: true,
  BlockPublicPolicy: true,
  IgnorePublicAcls: true,
  RestrictPublicBuckets: true,
};

describe('data', () => {
  it('is one on-demand table keyed like the table definition, with its GSIs, TTL and stream', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDefinition.globalIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });

  it('survives mistakes in prod: PITR, deletion protection, retained, KMS-encrypted', () => {
    prodTemplate.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        SSESpecification: { SSEEnabled: true, SSEType: 'KMS', KMSMasterKeyId: Match.anyValue() },
      }),
    });
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
  });
});

describe('storage', () => {
  it('blocks public access, encrypts and requires TLS on every bucket', () => {
    const buckets = template.findResources('AWS::S3::Bucket');
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy'));
    for (const [id, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual(allPublicAccessBlocked);
      expect(bucket.Properties.BucketEncryption, id).toBeDefined();
      const tlsOnly = policies.some(
        (policy) =>
          policy.Properties.Bucket.Ref === id &&
          policy.Properties.PolicyDocument.Statement.some(
            (statement: { Effect: string; Condition?: unknown }) =>
              statement.Effect === 'Deny' &&
              JSON.stringify(statement.Condition) === JSON.stringify({ Bool: { 'aws:SecureTransport': 'false' } }),
          ),
      );
      expect(tlsOnly, `${id} denies plain HTTP`).toBe(true);
    }
  });

  it('keeps documents KMS-encrypted, versioned, logged, retained in prod, uploadable from the app origin', () => {
    prodTemplate.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [
            Match.objectLike({
              ServerSideEncryptionByDefault: { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: Match.anyValue() },
            }),
          ],
        },
        VersioningConfiguration: { Status: 'Enabled' },
        LoggingConfiguration: Match.objectLike({ DestinationBucketName: Match.anyValue() }),
        // Put apart from the bucket (the site's CSP names the bucket): see below.
        CorsConfiguration: Match.absent(),
      }),
    });
    const [rule, ...others] = uploadCorsRules(prodTemplate);
    expect(others).toEqual([]);
    expect(rule!.AllowedMethods).toEqual(expect.arrayContaining(['PUT', 'POST']));
    expect(rule!.AllowedOrigins).toHaveLength(1);
    expect(rule!.AllowedOrigins[0]).toMatch(/^https:\/\/<WebDistribution\w+\.DomainName>$/);
  });
});

describe('auth', () => {
  it('lets customers sign up with e-mail and a letters-and-digits password, verified by the app', () => {
    prodTemplate.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: [],
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        // The shared rule (the sign-up checklist's and the local pool's): see shared/test/password-rules.
        Policies: { PasswordPolicy: cognitoPasswordPolicy() },
        Schema: Match.arrayWith([
          Match.objectLike({ Name: 'email', Required: true }),
          Match.objectLike({ Name: 'given_name' }),
        ]),
      }),
    });
  });

  it('has the admin group and a public SPA client with SRP, refresh and the API’s password check only, and short sessions', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admin' });
    const [client] = Object.values(template.findResources('AWS::Cognito::UserPoolClient'));
    expect(client?.Properties.GenerateSecret).toBe(false);
    // ADMIN_USER_PASSWORD_AUTH needs IAM credentials: only the API can use it, to ask for the password again.
    expect([...(client?.Properties.ExplicitAuthFlows ?? [])].sort()).toEqual([
      'ALLOW_ADMIN_USER_PASSWORD_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
    expect(client?.Properties).toMatchObject({
      IdTokenValidity: 15,
      AccessTokenValidity: 15,
      RefreshTokenValidity: 7,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
      EnableTokenRevocation: true,
    });
    // A token may write only what sign-up writes: the first name and the hash of the signing-up browser's key (the
    // confirmation link confirms only there). Never the email, the sign-in name (a stolen session would take the
    // account with it), nor the sign-out marker (it would undo a sign-out).
    expect([...(client?.Properties.WriteAttributes ?? [])].sort()).toEqual(['custom:signup_key', 'given_name']);
  });

  it('keeps the sign-up key attribute and has no self-service reset in the pool (the API resets and signs out)', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith([Match.objectLike({ Name: 'signup_key', AttributeDataType: 'String', Mutable: true })]),
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'admin_only', Priority: 1 }] },
    });
  });

  it('asks no attribute to be verified before update: Cognito accepts that only for auto-verified ones', () => {
    // keepOriginal: { email: true } needs email in AutoVerifiedAttributes ("All attributes in
    // AttributesRequireVerificationBeforeUpdate must exist in AutoVerifiedAttributes"), which would have the pool
    // mail its own code at every sign-up. The app keeps the old address instead: the API changes the pool's
    // email only when the link mailed to the new one is opened (functions/src/account/email-change.ts).
    const pools = Object.values(template.findResources('AWS::Cognito::UserPool'));
    expect(pools).toHaveLength(1);
    for (const pool of pools) {
      const autoVerified: string[] = pool.Properties.AutoVerifiedAttributes ?? [];
      const verifiedBeforeUpdate: string[] =
        pool.Properties.UserAttributeUpdateSettings?.AttributesRequireVerificationBeforeUpdate ?? [];
      expect(verifiedBeforeUpdate.filter((name) => !autoVerified.includes(name))).toEqual([]);
    }
  });

  it('turns threat protection on and offers TOTP as the second factor', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
    });
  });
});

describe('api', () => {
  it('has exactly one route per route-table entry', () => {
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route'));
    // WebSocket routes ($connect, $disconnect) belong to the realtime API.
    const httpRoutes = routes.filter((route) => !String(route.Properties.RouteKey).startsWith('$'));
    expect(httpRoutes).toHaveLength(apiRoutes.length);
  });

  it.each(apiRoutes.map(([name, route]) => [name, route] as const))(
    '%s is served with the authorisation its route-table entry asks for',
    (_name, route) => {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: routeKey(route),
        AuthorizationType: route.auth === 'public' ? 'NONE' : 'JWT',
        ...(route.auth === 'public' ? {} : { AuthorizerId: Match.anyValue() }),
      });
    },
  );

  it('checks Cognito JWTs, logs access and throttles the default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      JwtConfiguration: { Audience: [Match.anyValue()], Issuer: Match.anyValue() },
    });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
      DefaultRouteSettings: { ThrottlingBurstLimit: Match.anyValue(), ThrottlingRateLimit: Match.anyValue() },
    });
    // The browser calls it through the app's own origin (/api), so no origin is allowed across.
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      CorsConfiguration: Match.absent(),
    });
  });

  it('gives the webhook and the costly public routes throttles of their own, below the stage', () => {
    const stage = Object.values(
      template.findResources('AWS::ApiGatewayV2::Stage', { Properties: { StageName: '$default' } }),
    )[0]!;
    const settings = stage.Properties.RouteSettings as Record<
      string,
      { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
    >;
    const stageRate = (stage.Properties.DefaultRouteSettings as { ThrottlingRateLimit: number }).ThrottlingRateLimit;
    expect(Object.keys(settings).sort()).toEqual(
      [
        'POST /payments/webhook',
        'POST /chatbot',
        'POST /contact',
        'POST /auth/confirmation-email',
        'POST /auth/confirm',
        'POST /payments/discount',
      ].sort(),
    );
    expect(settings['POST /payments/webhook']).toEqual({ ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 });
    for (const [key, { ThrottlingRateLimit, ThrottlingBurstLimit }] of Object.entries(settings)) {
      expect(ThrottlingRateLimit, key).toBeLessThanOrEqual(stageRate);
      expect(ThrottlingBurstLimit, key).toBeGreaterThanOrEqual(ThrottlingRateLimit);
    }
    // The stage is created after the routes it names.
    const routeIds = Object.entries(template.findResources('AWS::ApiGatewayV2::Route'))
      .filter(([, route]) => (route.Properties.RouteKey as string) in settings)
      .map(([id]) => id);
    expect(routeIds).toHaveLength(Object.keys(settings).length);
    expect(stage.DependsOn).toEqual(expect.arrayContaining(routeIds));
  });

  it('gives every function the memory chosen from the cost of a claim, and the jobs at least 1 GB for the files they zip', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as {
      Properties: { Runtime?: string; MemorySize?: number; Description?: string };
    }[];
    const ours = functions.filter((fn) => fn.Properties.Runtime === 'nodejs22.x');
    const isJobs = (fn: (typeof ours)[number]) => fn.Properties.Description?.startsWith('Background jobs:');
    expect(ours.length).toBeGreaterThan(apiFeatures.length);
    expect(ours.filter(isJobs)).toHaveLength(1);
    for (const fn of ours) {
      const expected = isJobs(fn) ? JOBS_MEMORY_MB : LAMBDA_MEMORY_MB;
      expect(fn.Properties.MemorySize, fn.Properties.Description).toBe(expected);
    }
    expect(ours.find(isJobs)!.Properties.MemorySize).toBeGreaterThanOrEqual(1024);
  });

  it('runs one Node.js 22 arm64 function per feature of the route table', () => {
    const nodeFunctions = template.findResources('AWS::Lambda::Function', {
      Properties: { Runtime: 'nodejs22.x', Description: Match.stringLikeRegexp('^API handlers: ') },
    });
    expect(Object.keys(nodeFunctions)).toHaveLength(apiFeatures.length);
    for (const feature of apiFeatures) {
      template.hasResourceProperties('AWS::Lambda::Function', {
        Description: `API handlers: ${feature}`,
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        MemorySize: LAMBDA_MEMORY_MB,
        Environment: {
          Variables: Match.objectLike(
            Object.fromEntries(
              [
                'TABLE_NAME',
                'DOCUMENTS_BUCKET',
                'APP_URL',
                'MAIL_FROM',
                'TEAM_INBOX',
                'USER_POOL_ID',
                'KMS_KEY_ARN',
                'LINK_SIGNING_SECRET_ARN',
                'STRIPE_SECRET_KEY_ARN',
                'STRIPE_WEBHOOK_SECRET_ARN',
                'BEDROCK_MODEL_ID',
              ].map((name) => [name, Match.anyValue()]),
            ),
          ),
        },
      });
    }
  });
});

describe('handler permissions', () => {
  const statements = Object.values(
    template.findResources('AWS::IAM::Policy', {
      Properties: { Roles: [{ Ref: Match.stringLikeRegexp('^Functions[A-Za-z]+Role') }] },
    }),
  ).flatMap(
    (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[],
  );

  it('cover what the adapters call', () => {
    expect(statements.flatMap((statement) => [statement.Action].flat())).toEqual(
      expect.arrayContaining([
        'dynamodb:Query',
        'dynamodb:UpdateItem',
        's3:PutObject',
        's3:ListBucket',
        'kms:GenerateDataKey',
        'kms:Decrypt',
        'ses:SendEmail',
        'cognito-idp:AdminConfirmSignUp',
        'secretsmanager:GetSecretValue',
        'bedrock:InvokeModel',
      ]),
    );
  });

  it('name their actions and resources: no wildcard action, no "*" resource', () => {
    for (const statement of statements) {
      expect([statement.Action].flat().filter((action) => action.includes('*'))).toEqual([]);
      expect(statement.Resource).not.toBe('*');
    }
  });

  it('send mail from the SES identity of the context', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: (baseContext.stages as Record<string, { sesSenderEmail: string }>).dev!.sesSenderEmail,
    });
  });
});

describe('web', () => {
  it('serves the SPA bucket through CloudFront with an origin access control and an SPA fallback', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: Match.arrayWith([Match.objectLike({ OriginAccessControlId: Match.anyValue() })]),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          ResponseHeadersPolicyId: Match.anyValue(),
        }),
        CustomErrorResponses: [403, 404].map((code) =>
          Match.objectLike({ ErrorCode: code, ResponseCode: 200, ResponsePagePath: '/app.html' }),
        ),
        Logging: Match.objectLike({ Bucket: Match.anyValue() }),
      }),
    });
  });

  it('answers a page path with its prerendered index.html through a viewer-request function', () => {
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    const [pageFunctionId] = (
      distribution?.Properties.DistributionConfig.DefaultCacheBehavior.FunctionAssociations as {
        FunctionARN: { 'Fn::GetAtt': [string, string] };
      }[]
    ).map((association) => association.FunctionARN['Fn::GetAtt'][0]);
    const code = template.findResources('AWS::CloudFront::Function')[pageFunctionId!]?.Properties
      .FunctionCode as string;
    const handler = new Function(`${code}; return handler;`)() as (event: { request: { uri: string } }) => {
      uri: string;
    };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/pricing')).toBe('/pricing/index.html');
    expect(rewrite('/blog/first-post')).toBe('/blog/first-post/index.html');
    expect(rewrite('/fr/tarifs/')).toBe('/fr/tarifs/index.html');
    expect(rewrite('/assets/index-abc.js')).toBe('/assets/index-abc.js');
    expect(rewrite('/config.json')).toBe('/config.json');
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
      }),
    });
  });

  it('sends security headers whose CSP lets the app reach itself (the API), Cognito, WebSockets and uploads', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: Match.anyValue() }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: Match.objectLike({ ReferrerPolicy: Match.anyValue() }),
          ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.anyValue() }),
        }),
      }),
    });
    // Uploads reach the stack's own documents bucket only, never any bucket of the region.
    expect(cspOf(template)).toMatch(
      /connect-src 'self' wss:\/\/\*\.execute-api\.ca-central-1\.amazonaws\.com https:\/\/cognito-idp\.ca-central-1\.amazonaws\.com https:\/\/<StorageDocumentsBucket\w+\.RegionalDomainName>;/,
    );
    expect(cspOf(template)).not.toContain('*.s3.');
  });

  it("lets images come from the site itself only: blog images are the site's own /blog-images/ files", () => {
    const csp = cspOf(template);
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name!, sources] as const;
      }),
    );
    // No host: data: (the TOTP set-up draws its QR code as one) and blob: are images the page itself made.
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });

  it('publishes config.json (and the built SPA when present) to the site bucket', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
  });

  it('a deploy keeps the blog images staff uploaded (the pruning sync leaves blog-images/ alone)', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', { Exclude: ['blog-images/*'] });
  });

  it('uses the custom domain and its certificate with TLS 1.2 when given', () => {
    const custom = Template.fromStack(buildStack(customDomainContext).stack);
    custom.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: [customDomainContext.domainName],
        ViewerCertificate: Match.objectLike({
          AcmCertificateArn: customDomainContext.certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
        }),
      }),
    });
    custom.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ APP_URL: `https://${customDomainContext.domainName}` }) },
    });
  });

  it('has one app address: mailed links, the upload CORS origin and the outputs agree; another appUrl is refused', () => {
    const appUrl = template.findOutputs('AppUrl').AppUrl?.Value as { 'Fn::Join': [string, unknown[]] };
    expect(appUrl).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.any(String), 'DomainName'] }]] });
    const uploadOrigins = uploadCorsRules(template).flatMap((rule) => rule.AllowedOrigins);
    expect(uploadOrigins).toEqual([templateText(appUrl)]);
    const bucketRules = Object.values(template.findResources('AWS::S3::Bucket')).filter(
      (bucket) => bucket.Properties.CorsConfiguration,
    );
    expect(bucketRules).toEqual([]);
    const appUrls = Object.values(template.findResources('AWS::Lambda::Function'))
      .map((fn) => fn.Properties.Environment?.Variables?.APP_URL as unknown)
      .filter((value) => value !== undefined);
    expect(appUrls.length).toBeGreaterThan(5);
    for (const value of appUrls) expect(value).toEqual(appUrl);
    const [separator, parts] = appUrl['Fn::Join'];
    expect(template.findOutputs('ApiUrl').ApiUrl?.Value).toEqual({ 'Fn::Join': [separator, [...parts, '/api']] });

    expect(() => oneAppUrl('https://elsewhere.example', 'https://d1.cloudfront.net', undefined)).toThrow(/appUrl/);
    expect(() => oneAppUrl('https://other.example', 'https://app.example', 'app.example')).toThrow(/appUrl/);
    expect(oneAppUrl('https://app.example/', 'https://app.example', 'app.example')).toBe('https://app.example');
  });
});

describe('the template', () => {
  it('has no dependency cycle between resources (API ⇄ distribution)', () => {
    expect(findDependencyCycle(template.toJSON().Resources)).toBeNull();
  });
});
