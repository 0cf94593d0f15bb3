import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  AlarmStatusWidget,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IAlarm,
  type IMetric,
  LogQueryWidget,
  MathExpression,
  Metric,
  SingleValueWidget,
  Stats,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type Table } from 'aws-cdk-lib/aws-dynamodb';
import { ManagedPolicy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnFunction, EventSourceMapping, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import {
  CfnEmailIdentity,
  CloudWatchDimensionSource,
  ConfigurationSet,
  EmailSendingEvent,
  EventDestination,
  type EmailIdentity,
} from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct, type IConstruct } from 'constructs';
import { METRICS_NAMESPACE, METRICS_SERVICE, metricNames } from '@taxback/functions/commons/metric-names';
import { thresholds, type Threshold } from '../alarm-thresholds';
import type { StageName } from '../stages';

export interface MonitoringProps {
  stage: StageName;
  alertEmail: string;
  monthlyBudgetUsd: number;
  httpApi: HttpApi;
  table: Table;
  senderIdentity: EmailIdentity;
  /** Web ACLs of other stacks (the distribution's, in us-east-1): charted here, alarmed in their own stack. */
  chartedWebAcls?: CfnWebACL[];
}

const runbook = 'docs/runbook.md';

/** The table operations the handlers and the stream make (an alarm's math may hold at most 10 metrics). */
const tableOperations = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
  Operation.GET_RECORDS,
];

/** The functions this app deploys: every Lambda function of the stack but CDK's own custom-resource handlers. */
export function appFunctions(scope: IConstruct): LambdaFunction[] {
  return scope.node
    .findAll()
    .filter((node): node is LambdaFunction => node instanceof LambdaFunction)
    .filter((fn) => !fn.node.path.includes('Custom::'));
}

/** The topic every alarm of a stack e-mails to the on-call address. */
export function alertTopic(scope: Construct, id: string, alertEmail: string): Topic {
  const topic = new Topic(scope, id, { displayName: `${Stack.of(scope).stackName} alerts`, enforceSSL: true });
  topic.addSubscription(new EmailSubscription(alertEmail));
  Validations.of(topic).acknowledge({
    id: 'AwsSolutions-SNS2',
    reason:
      'Alarm and budget notices carry no customer data, and CloudWatch alarms cannot publish to a topic encrypted with the AWS managed SNS key.',
  });
  return topic;
}

/** What an alarm watches, when it fires (by default at or above the threshold's value) and what it says. */
type AlarmSpec = [
  metric: IMetric,
  threshold: Threshold,
  what: string,
  value?: number,
  comparisonOperator?: ComparisonOperator,
];

/** An alarm that e-mails the topic when it fires and when it clears; its description says why and what to do. */
export function alertingAlarm(
  scope: Construct,
  id: string,
  topic: Topic,
  ...[
    metric,
    threshold,
    what,
    value = threshold.value,
    comparisonOperator = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  ]: AlarmSpec
): Alarm {
  const alarm = new Alarm(scope, id, {
    metric,
    threshold: value,
    evaluationPeriods: threshold.periods,
    comparisonOperator,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: `${what}. Why this threshold: ${threshold.reason} What to do: ${runbook}, "${id}".`,
  });
  const action = new SnsAction(topic);
  alarm.addAlarmAction(action);
  alarm.addOkAction(action);
  return alarm;
}

/** Requests a web ACL blocked; a CloudFront web ACL reports in us-east-1, without a Region dimension. */
export function blockedRequestsMetric(acl: CfnWebACL): Metric {
  const visibility = acl.visibilityConfig as CfnWebACL.VisibilityConfigProperty;
  const regional = acl.scope === 'REGIONAL';
  return new Metric({
    namespace: 'AWS/WAFV2',
    metricName: 'BlockedRequests',
    dimensionsMap: {
      WebACL: visibility.metricName,
      Rule: 'ALL',
      ...(regional ? { Region: Stack.of(acl).region } : {}),
    },
    statistic: Stats.SUM,
    period: thresholds.wafBlockedRequests.period,
    region: regional ? undefined : 'us-east-1',
  });
}

/**
 * What an on-call engineer watches: one alert topic (e-mailed), an alarm for every failure mode the
 * runbook names, X-Ray tracing and metric settings on every function, and one dashboard. Functions,
 * queues and web ACLs are found in the stack, so whatever another construct adds is covered: create
 * this construct last.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];
  readonly mailConfigurationSet: ConfigurationSet;
  private readonly stack: Stack;
  private readonly stageName: StageName;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.stack = Stack.of(this);
    this.stageName = props.stage;
    this.topic = alertTopic(this, 'AlertTopic', props.alertEmail);

    const functions = appFunctions(this.stack);
    for (const fn of functions) this.watchFunction(fn);
    this.watchQueues();
    this.watchApi(props.httpApi);
    this.watchTable(props.table);
    this.mailConfigurationSet = this.watchMail(props.senderIdentity);
    this.watchCustomMetrics();
    this.watchWebAcls();
    this.wafMetrics.push(...(props.chartedWebAcls ?? []).map(blockedRequestsMetric));
    this.budget(props.monthlyBudgetUsd, props.stage);
    this.dashboard = this.buildDashboard(props, functions);
  }

  /** A custom metric of the handlers (Powertools, EMF) for this stage. */
  customMetric(metricName: string, statistic: string = Stats.SUM, period = Duration.minutes(5)): Metric {
    return new Metric({
      namespace: METRICS_NAMESPACE,
      metricName,
      dimensionsMap: { service: METRICS_SERVICE, stage: this.stageName },
      statistic,
      period,
    });
  }

  private alarm(id: string, ...spec: AlarmSpec): Alarm {
    const alarm = alertingAlarm(this, id, this.topic, ...spec);
    this.alarms.push(alarm);
    return alarm;
  }

  private watchFunction(fn: LambdaFunction): void {
    const name = fn.node.path.replace(`${this.stack.node.id}/`, '').replace(/\//g, '-');
    const period = thresholds.functionErrors.period;
    this.alarm(
      `${name}-Errors`,
      fn.metricErrors({ period }),
      thresholds.functionErrors,
      `Function ${name} failed invocations`,
    );
    this.alarm(
      `${name}-Throttles`,
      fn.metricThrottles({ period }),
      thresholds.functionThrottles,
      `Function ${name} was throttled`,
    );
    if (fn.timeout) {
      this.alarm(
        `${name}-Duration`,
        fn.metricDuration({ period, statistic: Stats.p(99) }),
        thresholds.functionDurationOfTimeout,
        `Function ${name} p99 duration near its ${fn.timeout.toSeconds()} s timeout`,
        fn.timeout.toMilliseconds() * thresholds.functionDurationOfTimeout.value,
      );
    }
    // A function reading a stream or a queue: how far behind it is.
    if (fn.node.findAll().some((child) => child instanceof EventSourceMapping)) {
      this.alarm(
        `${name}-IteratorAge`,
        fn.metric('IteratorAge', { statistic: Stats.MAXIMUM, period }),
        thresholds.streamIteratorAgeMs,
        `Function ${name} is behind its stream`,
      );
    }

    // Tracing and the metrics' stage dimension.
    (fn.node.defaultChild as CfnFunction).tracingConfig = { mode: 'Active' };
    fn.addEnvironment('STAGE', this.stageName);
    fn.addEnvironment('POWERTOOLS_METRICS_NAMESPACE', METRICS_NAMESPACE);
    fn.addEnvironment('POWERTOOLS_SERVICE_NAME', METRICS_SERVICE);
    const role = fn.role;
    if (role instanceof Role && !role.node.tryFindChild('XRayWrite')) {
      new Construct(role, 'XRayWrite');
      role.addManagedPolicy(ManagedPolicy.fromAwsManagedPolicyName('AWSXRayDaemonWriteAccess'));
      Validations.of(role).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/AWSXRayDaemonWriteAccess]',
        reason: 'X-Ray trace upload: its actions have no resource-level permissions, so AWS manages the policy.',
      });
    }
  }

  private watchQueues(): void {
    const queues = this.stack.node.findAll().filter((node): node is Queue => node instanceof Queue);
    for (const queue of queues) {
      const name = queue.node.path.replace(`${this.stack.node.id}/`, '').replace(/\//g, '-');
      this.alarm(
        `${name}-Depth`,
        queue.metricApproximateNumberOfMessagesVisible({
          period: thresholds.deadLetterMessages.period,
          statistic: Stats.MAXIMUM,
        }),
        thresholds.deadLetterMessages,
        `Dead-letter queue ${name} holds unprocessed changes`,
      );
    }
  }

  private watchApi(api: HttpApi): void {
    const period = thresholds.api5xxPercent.period;
    const count = api.metricCount({ period, statistic: Stats.SUM });
    const rate = (metric: Metric, label: string) =>
      new MathExpression({
        expression: `IF(requests >= ${thresholds.apiMinimumRequests.value}, 100 * errors / requests, 0)`,
        usingMetrics: { errors: metric, requests: count },
        label,
        period,
      });
    this.alarm(
      'Api-5xxRate',
      rate(api.metricServerError({ period, statistic: Stats.SUM }), '5xx %'),
      thresholds.api5xxPercent,
      'HTTP API server error rate (%)',
    );
    this.alarm(
      'Api-4xxRate',
      rate(api.metricClientError({ period, statistic: Stats.SUM }), '4xx %'),
      thresholds.api4xxPercent,
      'HTTP API client error rate (%)',
    );
    this.alarm(
      'Api-LatencyP99',
      api.metricLatency({ period, statistic: Stats.p(99) }),
      thresholds.apiLatencyP99Ms,
      'HTTP API p99 latency (ms)',
    );
  }

  private watchTable(table: Table): void {
    const period = thresholds.tableThrottles.period;
    this.alarm(
      'Table-Throttles',
      table.metricThrottledRequestsForOperations({ period, operations: tableOperations }),
      thresholds.tableThrottles,
      'DynamoDB throttled requests',
    );
    this.alarm(
      'Table-SystemErrors',
      table.metricSystemErrorsForOperations({ period, operations: tableOperations }),
      thresholds.tableSystemErrors,
      'DynamoDB system errors',
    );
  }

  /** A configuration set on the sender identity: per-stage send/bounce/complaint counts and reputation. */
  private watchMail(identity: EmailIdentity): ConfigurationSet {
    const configurationSetName = `${this.stack.stackName}-mail`;
    const configurationSet = new ConfigurationSet(this, 'MailConfigurationSet', {
      configurationSetName,
      reputationMetrics: true,
    });
    configurationSet.addEventDestination('CloudWatch', {
      destination: EventDestination.cloudWatchDimensions([
        {
          name: 'ses:configuration-set',
          source: CloudWatchDimensionSource.MESSAGE_TAG,
          defaultValue: configurationSetName,
        },
      ]),
      events: [
        EmailSendingEvent.SEND,
        EmailSendingEvent.DELIVERY,
        EmailSendingEvent.BOUNCE,
        EmailSendingEvent.COMPLAINT,
        EmailSendingEvent.REJECT,
      ],
    });
    // Every mail sent from the identity uses it, without the handlers naming it.
    const cfnIdentity = identity.node.defaultChild as CfnEmailIdentity;
    cfnIdentity.configurationSetAttributes = { configurationSetName };
    identity.node.addDependency(configurationSet);

    const reputation = (metricName: string) =>
      new Metric({
        namespace: 'AWS/SES',
        metricName,
        dimensionsMap: { 'ses:configuration-set': configurationSetName },
        statistic: Stats.MAXIMUM,
        period: thresholds.sesBounceRate.period,
      });
    this.alarm('Mail-BounceRate', reputation('Reputation.BounceRate'), thresholds.sesBounceRate, 'SES bounce rate');
    this.alarm(
      'Mail-ComplaintRate',
      reputation('Reputation.ComplaintRate'),
      thresholds.sesComplaintRate,
      'SES complaint rate',
    );
    return configurationSet;
  }

  private watchCustomMetrics(): void {
    this.alarm(
      'Payments-WebhookFailures',
      this.customMetric(metricNames.webhookFailed),
      thresholds.webhookFailures,
      'Stripe webhook calls that failed',
    );
    this.alarm(
      'Payments-Unmatched',
      this.customMetric(metricNames.paymentUnmatched),
      thresholds.paymentsUnmatched,
      'Payments recorded without a matching claim',
    );
    this.alarm(
      'Dependencies-Unavailable',
      this.customMetric(metricNames.dependencyUnavailable),
      thresholds.dependencyUnavailable,
      'Requests answered 503 because a dependency was unavailable',
    );
  }

  /** Web ACLs in this stack's region (regional scope); a CloudFront ACL's metrics live in us-east-1. */
  private watchWebAcls(): void {
    const acls = this.stack.node.findAll().filter((node): node is CfnWebACL => node instanceof CfnWebACL);
    for (const acl of acls) {
      const name = acl.node.path.replace(`${this.stack.node.id}/`, '').replace(/\//g, '-');
      const metric = blockedRequestsMetric(acl);
      // CloudWatch alarms only watch metrics of their own region.
      if (acl.scope === 'REGIONAL' || this.stack.region === 'us-east-1') {
        this.alarm(`${name}-Blocked`, metric, thresholds.wafBlockedRequests, `WAF ${name} blocked requests`);
      }
      this.wafMetrics.push(metric);
    }
  }

  private readonly wafMetrics: Metric[] = [];

  private budget(monthlyBudgetUsd: number, stage: StageName): void {
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': this.stack.account } },
      }),
    );
    new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetName: `${this.stack.stackName}-monthly`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: monthlyBudgetUsd, unit: 'USD' },
        // Counts the resources of this stage only, once the tag is activated as a cost allocation tag.
        costFilters: { TagKeyValue: [`user:taxback:stage$${stage}`] },
      },
      notificationsWithSubscribers: [thresholds.budgetPercents.value, 100].map((threshold) => ({
        notification: {
          notificationType: 'ACTUAL',
          comparisonOperator: 'GREATER_THAN',
          threshold,
          thresholdType: 'PERCENTAGE',
        },
        subscribers: [{ subscriptionType: 'SNS', address: this.topic.topicArn }],
      })),
    });
  }

  private buildDashboard(props: MonitoringProps, functions: LambdaFunction[]): Dashboard {
    const { httpApi: api, table } = props;
    const period = Duration.minutes(5);
    const hour = Duration.hours(1);
    const labelOf = (fn: LambdaFunction) =>
      fn.node.path
        .split('/')
        .slice(-1)[0]!
        .replace(/Function$/, '');
    const dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `${this.stack.stackName}-operations`,
      defaultInterval: Duration.hours(24),
    });
    const mail = (metricName: string) =>
      new Metric({
        namespace: 'AWS/SES',
        metricName,
        dimensionsMap: { 'ses:configuration-set': this.mailConfigurationSet.configurationSetName },
        statistic: Stats.SUM,
        period: hour,
      });
    const claimsByStatus = new MathExpression({
      expression: `SEARCH('{${METRICS_NAMESPACE},service,stage,status} MetricName="${metricNames.claimStatus}" stage="${props.stage}"', 'Sum', 3600)`,
      label: '',
      period: hour,
    });
    dashboard.addWidgets(
      new TextWidget({
        markdown: `# ${this.stack.stackName}\nAlarms e-mail ${props.alertEmail}. What each alarm means and what to check first: \`${runbook}\`.`,
        width: 24,
        height: 2,
      }),
    );
    dashboard.addWidgets(
      new AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms as IAlarm[], width: 24, height: 6 }),
    );
    dashboard.addWidgets(
      new GraphWidget({ title: 'API requests', left: [api.metricCount({ period, statistic: Stats.SUM })], width: 8 }),
      new GraphWidget({
        title: 'API errors',
        left: [
          api.metricServerError({ period, statistic: Stats.SUM, label: '5xx' }),
          api.metricClientError({ period, statistic: Stats.SUM, label: '4xx' }),
        ],
        right: [this.customMetric(metricNames.dependencyUnavailable).with({ label: '503 dependency unavailable' })],
        width: 8,
      }),
      new GraphWidget({
        title: 'API latency (ms)',
        left: [
          api.metricLatency({ period, statistic: Stats.p(50), label: 'p50' }),
          api.metricLatency({ period, statistic: Stats.p(99), label: 'p99' }),
        ],
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Latency p99 per route group (function, ms)',
        left: functions.map((fn) => fn.metricDuration({ period, statistic: Stats.p(99), label: labelOf(fn) })),
        width: 12,
        height: 8,
      }),
      new GraphWidget({
        title: 'Function errors',
        left: functions.map((fn) => fn.metricErrors({ period, statistic: Stats.SUM, label: labelOf(fn) })),
        width: 12,
        height: 8,
      }),
    );
    dashboard.addWidgets(
      new LogQueryWidget({
        title: 'Cold starts per hour',
        logGroupNames: functions.map((fn) => fn.logGroup.logGroupName),
        queryLines: [
          'filter @type = "REPORT" and ispresent(@initDuration)',
          'stats count() as coldStarts, avg(@initDuration) as avgInitMs by bin(1h)',
        ],
        width: 12,
      }),
      new GraphWidget({
        title: 'Payments per hour',
        left: [this.customMetric(metricNames.claimPaid, Stats.SUM, hour).with({ label: 'claims paid' })],
        right: [this.customMetric(metricNames.paymentAmount, Stats.SUM, hour).with({ label: 'amount (cents)' })],
        width: 12,
      }),
    );
    dashboard.addWidgets(
      new GraphWidget({ title: 'Claims by status entered (per hour)', left: [claimsByStatus], width: 12 }),
      new GraphWidget({
        title: 'Claims and funnel (per hour)',
        left: [
          metricNames.claimCreated,
          metricNames.discountRedeemed,
          metricNames.uploadRejected,
          metricNames.aiFallbackUsed,
        ].map((name) => this.customMetric(name, Stats.SUM, hour).with({ label: name })),
        width: 12,
      }),
    );
    const streamFunctions = functions.filter((fn) => fn.node.findAll().some((c) => c instanceof EventSourceMapping));
    const queues = this.stack.node.findAll().filter((node): node is Queue => node instanceof Queue);
    dashboard.addWidgets(
      new GraphWidget({
        title: 'Stream lag (iterator age, ms)',
        left: streamFunctions.map((fn) =>
          fn.metric('IteratorAge', { statistic: Stats.MAXIMUM, period, label: labelOf(fn) }),
        ),
        right: queues.map((queue) =>
          queue.metricApproximateNumberOfMessagesVisible({ period, label: `DLQ ${queue.node.id}` }),
        ),
        width: 8,
      }),
      new GraphWidget({
        title: 'Table throttled requests',
        left: [table.metricThrottledRequestsForOperations({ period, operations: tableOperations, label: 'throttled' })],
        width: 4,
      }),
      new GraphWidget({
        title: 'Table system errors',
        left: [table.metricSystemErrorsForOperations({ period, operations: tableOperations, label: 'errors' })],
        width: 4,
      }),
      new GraphWidget({
        title: 'Mail sent / bounced (per hour)',
        left: ['Send', 'Delivery', 'Bounce', 'Complaint'].map((name) => mail(name).with({ label: name })),
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new SingleValueWidget({
        title: 'Payments: webhook failures, unmatched (24 h)',
        metrics: [
          this.customMetric(metricNames.webhookFailed, Stats.SUM, Duration.hours(24)).with({ label: 'webhook failed' }),
          this.customMetric(metricNames.paymentUnmatched, Stats.SUM, Duration.hours(24)).with({ label: 'unmatched' }),
        ],
        width: 12,
      }),
      new GraphWidget({
        title: 'WAF blocked requests',
        left: this.wafMetrics,
        width: 12,
      }),
    );
    return dashboard;
  }
}
