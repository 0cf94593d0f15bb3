import { describe, it, expect } from 'vitest';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { dependencyTimeouts, MAX_ATTEMPTS } from '@taxback/functions/commons/client-config';
import { metricNames } from '@taxback/functions/commons/metric-names';
import { kindTag, kindTagging, kindTaggingXml, taggedKinds } from '@taxback/functions/needs';
import { DATA_RIGHTS } from '@taxback/shared/constants';
import { thresholds } from '../src/alarm-thresholds';
import { readSettings, stackNameOf } from '../src/settings';
import { statefulTypes } from '../src/stage-policies';
import { parseStageConfig } from '../src/stages';
import { addStageStacks } from '../src/stacks/stage-stacks';
import { baseContext, buildStack } from './build-stack';

const dev = Template.fromStack(buildStack().stack);
const prod = Template.fromStack(buildStack({ stage: 'prod' }).stack);

type Resources = Record<string, { Type: string; Properties?: any; DeletionPolicy?: string }>;
const resourcesOf = (template: Template): Resources => template.toJSON().Resources as Resources;

/** The app's functions: every Lambda function but CDK's own bucket-deployment handler. */
const appFunctionIds = (template: Template) =>
  Object.entries(template.findResources('AWS::Lambda::Function'))
    .filter(([id]) => !id.startsWith('CustomCDKBucketDeployment'))
    .map(([id]) => id);

const topicId = (template: Template) => {
  const [id] = Object.keys(template.findResources('AWS::SNS::Topic'));
  return id!;
};

/** Alarms on one metric of one function, wired to the alert topic. */
const functionAlarms = (template: Template, functionId: string, metricName: string) =>
  Object.values(
    template.findResources('AWS::CloudWatch::Alarm', {
      Properties: {
        MetricName: metricName,
        Namespace: 'AWS/Lambda',
        Dimensions: [{ Name: 'FunctionName', Value: { Ref: functionId } }],
        AlarmActions: [{ Ref: topicId(template) }],
      },
    }),
  );

describe('alerts', () => {
  it('has one alert topic per stage, e-mailed to the stage alert address', () => {
    dev.resourceCountIs('AWS::SNS::Topic', 1);
    dev.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: (baseContext.stages as Record<string, { alertEmail: string }>).dev!.alertEmail,
      TopicArn: { Ref: topicId(dev) },
    });
  });

  it('watches every function: errors, throttles and p99 duration near its timeout, all wired to the topic', () => {
    const ids = appFunctionIds(dev);
    expect(ids.length).toBeGreaterThanOrEqual(15);
    for (const id of ids) {
      expect(functionAlarms(dev, id, 'Errors'), `${id} errors`).toHaveLength(1);
      expect(functionAlarms(dev, id, 'Throttles'), `${id} throttles`).toHaveLength(1);
      const [duration] = functionAlarms(dev, id, 'Duration');
      const timeoutMs = (resourcesOf(dev)[id]!.Properties.Timeout as number) * 1000;
      expect(duration?.Properties.Threshold, `${id} duration`).toBe(
        timeoutMs * thresholds.functionDurationOfTimeout.value,
      );
      expect(duration?.Properties.ExtendedStatistic).toBe('p99');
    }
  });

  it('ends both attempts of a model call before the timeout of every function that may ask the model', () => {
    const { connectionTimeout, requestTimeout } = dependencyTimeouts.bedrock;
    const asking = appFunctionIds(dev).filter(
      (id) => resourcesOf(dev)[id]!.Properties.Environment?.Variables?.BEDROCK_MODEL_ID !== undefined,
    );
    expect(asking.length).toBeGreaterThan(0);
    for (const id of asking) {
      const timeoutMs = (resourcesOf(dev)[id]!.Properties.Timeout as number) * 1000;
      expect((connectionTimeout + requestTimeout) * MAX_ATTEMPTS, id).toBeLessThan(timeoutMs);
    }
  });

  it('alarms on the stream processor lag and every dead-letter queue', () => {
    const mappings = Object.values(dev.findResources('AWS::Lambda::EventSourceMapping'));
    expect(mappings.length).toBeGreaterThan(0);
    for (const mapping of mappings) {
      const functionId = mapping.Properties.FunctionName.Ref as string;
      expect(functionAlarms(dev, functionId, 'IteratorAge')).toHaveLength(1);
    }
    for (const queueId of Object.keys(dev.findResources('AWS::SQS::Queue'))) {
      dev.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
        AlarmActions: [{ Ref: topicId(dev) }],
      });
    }
  });

  it('alarms on the API 5xx rate, 4xx spikes and p99 latency', () => {
    const alarms = Object.values(dev.findResources('AWS::CloudWatch::Alarm'));
    const mathOn = (metricName: string) =>
      alarms.filter((alarm) =>
        (alarm.Properties.Metrics as { MetricStat?: { Metric: { MetricName: string } } }[] | undefined)?.some(
          (metric) => metric.MetricStat?.Metric.MetricName === metricName,
        ),
      );
    expect(mathOn('5xx')).toHaveLength(1);
    expect(mathOn('4xx')).toHaveLength(1);
    dev.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
      Threshold: thresholds.apiLatencyP99Ms.value,
    });
    expect(mathOn('ThrottledRequests')).toHaveLength(1);
    expect(mathOn('SystemErrors')).toHaveLength(1);
  });

  it.each([metricNames.webhookFailed, metricNames.paymentUnmatched, metricNames.dependencyUnavailable])(
    'alarms on the custom metric %s of this stage',
    (metricName) => {
      dev.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'TaxBack',
        MetricName: metricName,
        Dimensions: Match.arrayWith([{ Name: 'stage', Value: 'dev' }]),
        AlarmActions: [{ Ref: topicId(dev) }],
      });
    },
  );

  it('sends all mail through a configuration set publishing to CloudWatch, and alarms on bounces and complaints', () => {
    dev.hasResourceProperties('AWS::SES::EmailIdentity', {
      ConfigurationSetAttributes: { ConfigurationSetName: 'TaxBack-mail' },
    });
    dev.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        CloudWatchDestination: Match.anyValue(),
        MatchingEventTypes: Match.arrayWith(['send', 'bounce', 'complaint']),
      }),
    });
    for (const metricName of ['Reputation.BounceRate', 'Reputation.ComplaintRate']) {
      dev.hasResourceProperties('AWS::CloudWatch::Alarm', { Namespace: 'AWS/SES', MetricName: metricName });
    }
  });

  it('has a monthly budget of the stage alerting the topic at 80 % and 100 %', () => {
    const [budget] = Object.values(prod.findResources('AWS::Budgets::Budget'));
    expect(budget?.Properties.Budget.BudgetLimit).toEqual({ Amount: 300, Unit: 'USD' });
    expect(budget?.Properties.Budget.CostFilters).toEqual({ TagKeyValue: ['user:taxback:stage$prod'] });
    expect(
      budget?.Properties.NotificationsWithSubscribers.map(
        (item: { Notification: { Threshold: number } }) => item.Notification.Threshold,
      ),
    ).toEqual([80, 100]);
  });

  it('has one dashboard per stage', () => {
    dev.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    dev.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'TaxBack-operations' });
  });
});

describe('the correlation id', () => {
  it('may be sent by the SPA and read from the answer: the API is same-origin and gets every viewer header', () => {
    dev.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/*',
            OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
          }),
        ]),
      }),
    });
  });
});

describe('tracing', () => {
  it('is active on every function, whose roles may write traces', () => {
    const functions = resourcesOf(dev);
    for (const id of appFunctionIds(dev)) {
      expect(functions[id]!.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
      expect(functions[id]!.Properties.Environment.Variables.STAGE, id).toBe('dev');
    }
    dev.hasResourceProperties('AWS::IAM::Role', {
      ManagedPolicyArns: Match.arrayWith([
        { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':iam::aws:policy/AWSXRayDaemonWriteAccess']] },
      ]),
    });
  });
});

describe('backups', () => {
  it('back the table up daily, kept 35 days, in a plan that selects the table', () => {
    const [tableId] = Object.keys(prod.findResources('AWS::DynamoDB::Table'));
    prod.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: Match.objectLike({ Resources: [{ 'Fn::GetAtt': [tableId, 'Arn'] }] }),
    });
    prod.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: Match.objectLike({
        BackupPlanRule: [
          Match.objectLike({
            ScheduleExpression: 'cron(0 5 * * ? *)',
            Lifecycle: { DeleteAfterDays: 35 },
            CopyActions: [
              Match.objectLike({
                DestinationBackupVaultArn: 'arn:aws:backup:ca-west-1:123456789012:backup-vault:TaxBack-copies',
                Lifecycle: { DeleteAfterDays: 35 },
              }),
            ],
          }),
        ],
      }),
    });
    prod.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('keep versions of uploads and expire old ones', () => {
    dev.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ NoncurrentVersionExpiration: Match.anyValue() })]),
      },
    });
  });

  it('expire within a day the quarantine and old versions of exports, selected by the tag the functions write', () => {
    const bucket = Object.values(dev.findResources('AWS::S3::Bucket')).find(
      (resource) => resource.Properties.VersioningConfiguration?.Status === 'Enabled',
    )!;
    const rules = bucket.Properties.LifecycleConfiguration.Rules as Record<string, unknown>[];
    const taggedWith = (kind: string) =>
      rules.find((rule) => JSON.stringify(rule.TagFilters) === JSON.stringify([{ Key: kindTag, Value: kind }]));
    // What a browser posted and nobody confirmed: the object and any old version of it go within a day.
    expect(taggedWith('quarantine')).toMatchObject({
      Status: 'Enabled',
      ExpirationInDays: 1,
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
    });
    // An export's ZIP: an old version goes within a day; the ZIP itself outlives its record by a day at most.
    expect(taggedWith('exports')).toMatchObject({
      Status: 'Enabled',
      ExpirationInDays: DATA_RIGHTS.exportDays + 1,
      NoncurrentVersionExpiration: { NoncurrentDays: 1 },
    });
    // The tags name the kinds the functions tag on write (presigned POST and the export's upload).
    expect([...taggedKinds].sort()).toEqual(['exports', 'quarantine']);
    expect(kindTagging('exports')).toBe(`${kindTag}=exports`);
    expect(kindTaggingXml('quarantine')).toContain(`<Key>${kindTag}</Key><Value>quarantine</Value>`);
    // Delete markers left alone once their versions are gone are removed too.
    expect(rules).toContainEqual(expect.objectContaining({ ExpiredObjectDeleteMarker: true }));
  });

  it('let every function delete files version by version (only the local S3 turns it off)', () => {
    const variables = Object.values(dev.findResources('AWS::Lambda::Function')).flatMap((fn) =>
      Object.keys(fn.Properties.Environment?.Variables ?? {}),
    );
    expect(variables.length).toBeGreaterThan(10);
    expect(variables).not.toContain('S3_LISTS_VERSIONS');
  });

  it('refuse in prod to schedule the data key for deletion', () => {
    prod.hasResourceProperties('AWS::KMS::Key', {
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Sid: 'DenyKeyDeletion',
            Effect: 'Deny',
            Action: ['kms:DisableKey', 'kms:ScheduleKeyDeletion'],
          }),
        ]),
      },
    });
  });
});

describe('stages', () => {
  it('prod retains every stateful resource and turns deletion protection on', () => {
    const stateful = Object.entries(resourcesOf(prod)).filter(([, resource]) =>
      (statefulTypes as readonly string[]).includes(resource.Type),
    );
    expect(stateful.length).toBeGreaterThan(10);
    for (const [id, resource] of stateful) expect(resource.DeletionPolicy, id).toBe('Retain');
    prod.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: true });
    prod.hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'ACTIVE' });
  });

  it('dev can be destroyed', () => {
    const stateful = Object.entries(resourcesOf(dev)).filter(([, resource]) =>
      (statefulTypes as readonly string[]).includes(resource.Type),
    );
    for (const [id, resource] of stateful) expect(resource.DeletionPolicy, id).toBe('Delete');
    dev.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: false });
    dev.hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'INACTIVE' });
  });

  it('set log retention, token lifetimes and the API throttle from cdk.json', () => {
    for (const group of Object.values(prod.findResources('AWS::Logs::LogGroup'))) {
      expect(group.Properties.RetentionInDays).toBe(365);
    }
    for (const group of Object.values(dev.findResources('AWS::Logs::LogGroup'))) {
      expect(group.Properties.RetentionInDays).toBe(14);
    }
    dev.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AccessTokenValidity: 15,
      IdTokenValidity: 15,
      RefreshTokenValidity: 7,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    });
    prod.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
    });
    dev.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
    });
  });

  it('live side by side in one account: two stacks, no physical name in common', () => {
    const namesOf = (stage: string) => {
      const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...baseContext, stage } });
      const settings = readSettings(app.node);
      const { main: stack } = addStageStacks(app, {
        stackName: stackNameOf(settings),
        settings,
        account: '123456789012',
        region: 'ca-central-1',
      });
      // Account-wide names a resource is given (names scoped to a parent, like a pool's group, excluded).
      const scoped = new Set(['GroupName', 'StageName', 'MetricName', 'PolicyName']);
      const names = new Set<string>();
      const collect = (properties: Record<string, unknown>, depth: number): void => {
        for (const [key, value] of Object.entries(properties ?? {})) {
          if (typeof value === 'string' && /(Name|EmailIdentity)$/.test(key) && !scoped.has(key)) names.add(value);
          else if (depth === 0 && (key === 'BackupPlan' || key === 'Budget')) {
            collect(value as Record<string, unknown>, 1);
          }
        }
      };
      for (const resource of Object.values(resourcesOf(Template.fromStack(stack)))) {
        if (resource.Type !== 'AWS::ApiGatewayV2::Authorizer') collect(resource.Properties, 0);
      }
      return { stackName: stack.stackName, names };
    };
    const devNames = namesOf('dev');
    const stagingNames = namesOf('staging');
    expect(devNames.stackName).toBe('TaxBack-dev');
    expect(stagingNames.stackName).toBe('TaxBack-staging');
    expect(devNames.names.size).toBeGreaterThan(3);
    const shared = [...devNames.names].filter((name) => stagingNames.names.has(name));
    expect(shared, shared.join(', ')).toEqual([]);
    expect([...stagingNames.names]).toEqual(
      expect.arrayContaining(['TaxBack-staging-operations', 'TaxBack-staging-api', 'no-reply+staging@example.com']),
    );
  });

  it('refuse a prod that would not retain its data, and unknown stages', () => {
    const prodBlock = (baseContext.stages as Record<string, Record<string, unknown>>).prod;
    expect(() => parseStageConfig('prod', { ...prodBlock, retainData: false })).toThrow(/prod stage always retains/);
    expect(() => parseStageConfig('dev', { ...prodBlock, logRetentionDays: 12 })).toThrow(/logRetentionDays/);
    expect(() => parseStageConfig('dev', { ...prodBlock, tokenMinutes: 60 })).toThrow(/tokenMinutes/);
    expect(() => parseStageConfig('dev', { ...prodBlock, refreshTokenDays: 30 })).toThrow(/refreshTokenDays/);
    expect(() => buildStack({ stage: 'qa' })).toThrow(/stage" must be one of dev, staging, prod/);
  });
});
