import { describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Code, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { thresholds } from '../src/alarm-thresholds';
import { Monitoring } from '../src/constructs/monitoring';

/** A stack holding one function and one web ACL of `scope`, watched by the Monitoring construct created after it. */
function monitoredAcl(scope: 'REGIONAL' | 'CLOUDFRONT', region: string) {
  const stack = new Stack(new App(), 'Waf', { env: { account: '123456789012', region } });
  new CfnWebACL(stack, 'Firewall', {
    scope,
    defaultAction: { allow: {} },
    visibilityConfig: { metricName: 'taxback-firewall', cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true },
  });
  // The dashboard's cold-start query needs one function's logs.
  new LambdaFunction(stack, 'Fn', {
    runtime: Runtime.NODEJS_22_X,
    handler: 'index.handler',
    code: Code.fromInline('exports.handler = async () => ({});'),
  });
  new Monitoring(stack, 'Monitoring', {
    stage: 'dev',
    alertEmail: 'oncall@example.com',
    monthlyBudgetUsd: 50,
    httpApi: new HttpApi(stack, 'Api'),
    table: new Table(stack, 'Table', { partitionKey: { name: 'PK', type: AttributeType.STRING } }),
    senderIdentity: new EmailIdentity(stack, 'Sender', { identity: Identity.email('mail@example.com') }),
  });
  return Template.fromStack(stack);
}

const blockedAlarms = (template: Template) =>
  Object.values(
    template.findResources('AWS::CloudWatch::Alarm', {
      Properties: { Namespace: 'AWS/WAFV2', MetricName: 'BlockedRequests' },
    }),
  ) as { Properties: Record<string, unknown> }[];

describe('WAF blocked-request alarms', () => {
  it('watch a regional web ACL of the stack, wired to the alert topic at the typed threshold', () => {
    const template = monitoredAcl('REGIONAL', 'ca-central-1');
    const [topicId] = Object.keys(template.findResources('AWS::SNS::Topic'));
    const alarms = blockedAlarms(template);
    expect(alarms).toHaveLength(1);
    expect(alarms[0]!.Properties).toMatchObject({
      Threshold: thresholds.wafBlockedRequests.value,
      Period: thresholds.wafBlockedRequests.period.toSeconds(),
      AlarmActions: [{ Ref: topicId }],
      Dimensions: expect.arrayContaining([
        { Name: 'WebACL', Value: 'taxback-firewall' },
        { Name: 'Rule', Value: 'ALL' },
        { Name: 'Region', Value: 'ca-central-1' },
      ]),
    });
  });

  it('watch a CloudFront web ACL only from us-east-1, where its metrics are (it is charted either way)', () => {
    expect(blockedAlarms(monitoredAcl('CLOUDFRONT', 'ca-central-1'))).toHaveLength(0);
    const inUsEast1 = monitoredAcl('CLOUDFRONT', 'us-east-1');
    expect(blockedAlarms(inUsEast1)).toHaveLength(1);
    inUsEast1.hasResourceProperties('AWS::CloudWatch::Dashboard', {
      DashboardBody: Match.objectLike({
        'Fn::Join': Match.arrayWith([Match.arrayWith([Match.stringLikeRegexp('BlockedRequests')])]),
      }),
    });
  });
});
