import path from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { JOB_ENTITIES } from '@taxback/functions/jobs/entities';
import { backgroundNeeds } from '@taxback/functions/needs';
import { ENTITY_ATTRIBUTE } from '@taxback/functions/streams/entities';
import { repoRoot } from '../paths';
import { grantNeeds } from './function-roles';
import type { FunctionsProps } from './functions';
import { acknowledgeRuntime, nodeFunctionDefaults } from './node-function';

export interface JobsProps extends FunctionsProps {
  /** The API handlers' environment: the jobs use the same adapters. */
  environment: Record<string, string>;
}

/**
 * The background jobs (data exports, messages to many customers, recounts of the dashboard counters): one function started by the table's stream when a job's item is
 * inserted, with a role of its own granted exactly `backgroundNeeds.jobs` (functions/src/needs.ts).
 */
export class Jobs extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Runs the background jobs',
    });
    grantNeeds(this, role, backgroundNeeds.jobs, [], props);
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.THREE_MONTHS });
    logGroup.grantWrite(role);
    this.function = new NodejsFunction(this, 'Function', {
      description: 'Background jobs: data exports, broadcasts, counter recounts',
      entry: path.join(repoRoot, 'functions', 'src', 'jobs', 'handler.ts'),
      ...nodeFunctionDefaults,
      // A customer's files are read and zipped in memory.
      timeout: Duration.minutes(5),
      memorySize: 1024,
      role,
      logGroup,
      environment: props.environment,
    });
    acknowledgeRuntime(this.function);
    const failures = new Queue(this, 'Failures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.function.addEventSource(
      new DynamoEventSource(props.data.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 1,
        retryAttempts: 2,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(failures),
        filters: [
          FilterCriteria.filter({
            eventName: FilterRule.isEqual('INSERT'),
            dynamodb: { NewImage: { [ENTITY_ATTRIBUTE]: { S: FilterRule.or(...JOB_ENTITIES) } } },
          }),
        ],
      }),
    );
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'dynamodb:ListStreams, added by the event source mapping, has no resource-level permissions.',
    });
    Validations.of(failures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the failure destination (dead-letter queue) of the stream event source.',
    });
  }
}
