import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AllowedMethods, CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { EDGE_RATE_LIMITS } from '@taxback/shared/constants';
import { apiRoutes } from '../src/route-table';
import { thresholds } from '../src/alarm-thresholds';
import { buildStack, templateText } from './build-stack';

const { app, stack, edge } = buildStack();
const assembly = app.synth();
const template = Template.fromStack(stack);
const edgeTemplate = Template.fromStack(edge);

type Resource = { Properties: Record<string, unknown> };
interface Behavior {
  PathPattern: string;
  TargetOriginId: string;
  FunctionAssociations?: { EventType: string; FunctionARN: { 'Fn::GetAtt': [string, string] } }[];
  [key: string]: unknown;
}

const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution')) as Resource[];
const distributionConfig = distribution!.Properties.DistributionConfig as {
  CacheBehaviors?: Behavior[];
  Origins: { Id: string; DomainName: unknown; CustomOriginConfig?: unknown }[];
  WebACLId: unknown;
};
const apiBehavior = distributionConfig.CacheBehaviors?.find((behavior) => behavior.PathPattern === '/api/*');
const [httpApiId] = Object.keys(
  template.findResources('AWS::ApiGatewayV2::Api', { Properties: { ProtocolType: 'HTTP' } }),
);
const [webAclId] = Object.keys(edgeTemplate.findResources('AWS::WAFv2::WebACL'));
const webAcl = edgeTemplate.findResources('AWS::WAFv2::WebACL')[webAclId!] as Resource;

interface ViewerRequest {
  uri: string;
  headers: Record<string, { value: string }>;
}

/** The viewer-request function of the `/api/*` behaviour, run on a request from `viewerIp`. */
function apiViewerRequest(request: ViewerRequest, viewerIp = '203.0.113.7'): ViewerRequest {
  const [functionId] = apiBehavior!.FunctionAssociations!.map(
    (association) => association.FunctionARN['Fn::GetAtt'][0],
  );
  const code = (template.findResources('AWS::CloudFront::Function')[functionId!] as Resource).Properties
    .FunctionCode as string;
  const handler = new Function(`${code}; return handler;`)() as (event: {
    request: ViewerRequest;
    viewer: { ip: string };
  }) => ViewerRequest;
  return handler({ request, viewer: { ip: viewerIp } });
}
const rewriteApiPath = (uri: string) => apiViewerRequest({ uri, headers: {} }).uri;

describe('the API through the app distribution', () => {
  it('sends /api/* to the HTTP API, uncached, with every method and every viewer header but Host', () => {
    expect(apiBehavior).toBeDefined();
    expect(apiBehavior).toMatchObject({
      AllowedMethods: AllowedMethods.ALLOW_ALL.methods,
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = distributionConfig.Origins.find((candidate) => candidate.Id === apiBehavior!.TargetOriginId);
    expect(origin).toMatchObject({
      DomainName: { 'Fn::Join': ['', [{ Ref: httpApiId }, '.execute-api.ca-central-1.', { Ref: 'AWS::URLSuffix' }]] },
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only' },
    });
  });

  it('removes the /api prefix before the API, whose routes have none', () => {
    expect(apiBehavior!.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    expect(rewriteApiPath('/api/health')).toBe('/health');
    expect(rewriteApiPath('/api/payments/webhook')).toBe('/payments/webhook');
    expect(rewriteApiPath('/api/admin/applications/abc/notes')).toBe('/admin/applications/abc/notes');
    for (const [, route] of apiRoutes) expect(route.path.startsWith('/api/')).toBe(false);
  });

  it('names the viewer to the API, whatever address the browser claimed', () => {
    const request = apiViewerRequest({ uri: '/api/contact', headers: { 'x-viewer-ip': { value: '10.0.0.1' } } });
    expect(request.headers['x-viewer-ip']).toEqual({ value: '203.0.113.7' });
  });

  it('keeps the origin secret a generated secret that no output, page or other origin carries', () => {
    const [secretId, secret] = Object.entries(
      template.findResources('AWS::SecretsManager::Secret', {
        Properties: { Description: Match.stringLikeRegexp('came through the CloudFront distribution') },
      }),
    )[0]!;
    expect((secret as Resource).Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48 });
    expect((secret as Resource).Properties).not.toHaveProperty('SecretString');
    const mentions = (value: unknown) => JSON.stringify(value).includes(`"${secretId}"`);
    expect(Object.values(template.findOutputs('*')).filter(mentions)).toEqual([]);
    expect(Object.values(template.findResources('Custom::CDKBucketDeployment')).filter(mentions)).toEqual([]);
    const carriers = distributionConfig.Origins.filter(mentions).map((origin) => origin.Id);
    expect(carriers).toEqual([apiBehavior!.TargetOriginId]);
  });

  it('proves each request came through the distribution with the origin secret the API functions hold', () => {
    const [secretId] = Object.keys(
      template.findResources('AWS::SecretsManager::Secret', {
        Properties: { Description: Match.stringLikeRegexp('came through the CloudFront distribution') },
      }),
    );
    const secretValue = {
      'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']],
    };
    const origin = distributionConfig.Origins.find((candidate) => candidate.Id === apiBehavior!.TargetOriginId) as {
      OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
    };
    expect(origin.OriginCustomHeaders).toEqual([{ HeaderName: 'x-origin-verify', HeaderValue: secretValue }]);

    const functions = Object.values(template.findResources('AWS::Lambda::Function')) as Resource[];
    const settings = (fn: Resource) =>
      (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
    const apiFunctions = functions.filter((fn) => String(fn.Properties.Description ?? '').startsWith('API handlers'));
    expect(apiFunctions.length).toBeGreaterThan(10);
    for (const fn of apiFunctions) expect(settings(fn).ORIGIN_VERIFY).toEqual(secretValue);
    const others = functions.filter((fn) => !apiFunctions.includes(fn));
    for (const fn of others) expect(settings(fn)).not.toHaveProperty('ORIGIN_VERIFY');
  });

  it('publishes the API address under the app origin in config.json', () => {
    const [deployment] = Object.values(template.findResources('Custom::CDKBucketDeployment')) as Resource[];
    const [objectKey] = deployment!.Properties.SourceObjectKeys as string[];
    const assetDir = path.join(assembly.directory, `asset.${objectKey!.replace(/\.zip$/, '')}`);
    const config = JSON.parse(fs.readFileSync(path.join(assetDir, 'config.json'), 'utf8')) as { apiUrl: string };
    const [, marker] = /^https:\/\/(<<marker:0xbaba:\d+>>)\/api$/.exec(config.apiUrl) ?? [];
    expect(marker, config.apiUrl).toBeDefined();
    const [markers] = deployment!.Properties.SourceMarkers as Record<string, unknown>[];
    const [distributionId] = Object.keys(template.findResources('AWS::CloudFront::Distribution'));
    expect(markers![marker!]).toEqual({ 'Fn::GetAtt': [distributionId, 'DomainName'] });
  });

  it('lets the page reach only its own origin, Cognito, the WebSocket API and S3 uploads', () => {
    const [policy] = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')) as Resource[];
    const csp = templateText(
      (policy!.Properties.ResponseHeadersPolicyConfig as Record<string, Record<string, Record<string, unknown>>>)
        .SecurityHeadersConfig!.ContentSecurityPolicy!.ContentSecurityPolicy,
    );
    const connectSources = /connect-src ([^;]*);/.exec(csp)?.[1]?.split(' ');
    const [documentsBucket] = Object.keys(
      template.findResources('AWS::S3::Bucket', { Properties: { VersioningConfiguration: { Status: 'Enabled' } } }),
    );
    expect(connectSources).toEqual([
      "'self'",
      'wss://*.execute-api.ca-central-1.amazonaws.com',
      'https://cognito-idp.ca-central-1.amazonaws.com',
      // The stack's own documents bucket (presigned uploads), not any bucket of the region.
      `https://<${documentsBucket}.RegionalDomainName>`,
    ]);
    expect(csp).not.toContain('https://*.execute-api');
  });
});

describe('the web ACL', () => {
  it('is a CloudFront web ACL in us-east-1 that allows what no rule blocks', () => {
    expect(Stack.of(edge).region).toBe('us-east-1');
    expect(webAcl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('runs the AWS managed rule groups for bad addresses, common exploits and known bad inputs', () => {
    const rules = webAcl.Properties.Rules as {
      Name: string;
      Statement: { ManagedRuleGroupStatement?: { VendorName: string; Name: string } };
      OverrideAction?: unknown;
    }[];
    const groups = rules.flatMap((rule) => rule.Statement.ManagedRuleGroupStatement ?? []);
    expect(groups.map((group) => `${group.VendorName}/${group.Name}`)).toEqual([
      'AWS/AWSManagedRulesAmazonIpReputationList',
      'AWS/AWSManagedRulesCommonRuleSet',
      'AWS/AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    for (const rule of rules.filter((candidate) => candidate.Statement.ManagedRuleGroupStatement)) {
      expect(rule.OverrideAction, rule.Name).toEqual({ None: {} });
    }
  });

  it('blocks an IP over the general rate, and over the tighter rate on /api/ paths', () => {
    edgeTemplate.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: {
              AggregateKeyType: 'IP',
              Limit: EDGE_RATE_LIMITS.requestsPerIp,
              EvaluationWindowSec: EDGE_RATE_LIMITS.windowSeconds,
            },
          },
        }),
        Match.objectLike({
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: Match.objectLike({
              AggregateKeyType: 'IP',
              Limit: EDGE_RATE_LIMITS.apiRequestsPerIp,
              ScopeDownStatement: {
                ByteMatchStatement: Match.objectLike({
                  FieldToMatch: { UriPath: {} },
                  PositionalConstraint: 'STARTS_WITH',
                  SearchString: '/api/',
                }),
              },
            }),
          },
        }),
      ]),
    });
    expect(EDGE_RATE_LIMITS.apiRequestsPerIp).toBeLessThan(EDGE_RATE_LIMITS.requestsPerIp);
  });

  it('protects the distribution, whose stack reads its ARN from the edge stack output', () => {
    const { 'Fn::GetStackOutput': stackOutput } = distributionConfig.WebACLId as {
      'Fn::GetStackOutput': { StackName: string; Region: string; OutputName: string };
    };
    expect(stackOutput).toMatchObject({ StackName: edge.stackName, Region: 'us-east-1' });
    expect(edgeTemplate.findOutputs(stackOutput.OutputName)).toEqual({
      [stackOutput.OutputName]: { Value: { 'Fn::GetAtt': [webAclId, 'Arn'] } },
    });
    expect(stack.dependencies).toContain(edge);
  });

  it('alarms in us-east-1 on blocked requests to an e-mailed topic, and is charted on the stage dashboard', () => {
    const metricName = (webAcl.Properties.VisibilityConfig as { MetricName: string }).MetricName;
    const [topicId] = Object.keys(edgeTemplate.findResources('AWS::SNS::Topic'));
    edgeTemplate.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', TopicArn: { Ref: topicId } });
    edgeTemplate.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Dimensions: Match.arrayWith([{ Name: 'WebACL', Value: metricName }]),
      Threshold: thresholds.wafBlockedRequests.value,
      AlarmActions: [{ Ref: topicId }],
    });
    const dashboard = JSON.stringify(template.findResources('AWS::CloudWatch::Dashboard'));
    expect(dashboard).toMatch(new RegExp(`BlockedRequests[^\\]]*${metricName}[^\\]]*us-east-1`));
  });
});
