import path from 'node:path';
import { Duration, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { FunctionNeeds } from '@taxback/functions/needs';
import { repoRoot } from '../paths';
import { dataKeyFence, grantNeeds } from './function-roles';
import type { FunctionsProps } from './functions-props';
import { BundledFunction } from './node-function';

export interface BackgroundProps extends FunctionsProps {
  /** The API handlers' environment: background functions use the same adapters. */
  environment: Record<string, string>;
}

export interface StreamConsumerProps extends BackgroundProps {
  /** What its role is granted, exactly (backgroundNeeds in functions/src/needs.ts). */
  needs: FunctionNeeds;
  /** The module of functions/src that exports its handler. */
  entry: string;
  description: string;
  roleDescription: string;
  /**
   * The table changes it is started by (FilterCriteria.filter). The handler checks each record again: the
   * local stream poller delivers every record.
   */
  filters: Record<string, unknown>[];
  startingPosition: StartingPosition;
  batchSize: number;
  retryAttempts: number;
  timeout?: Duration;
  memorySize?: number;
}

/**
 * A background function started by the table's stream, with a role of its own granted exactly its needs,
 * and a dead-letter queue for the records it gave up on.
 */
export class StreamConsumer extends Construct {
  readonly function: BundledFunction;

  constructor(scope: Construct, id: string, props: StreamConsumerProps) {
    super(scope, id);
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: props.roleDescription,
    });
    grantNeeds(this, role, props.needs, [], props);
    // The event source below adds an unconditioned kms:Decrypt on the table's key.
    role.addToPolicy(dataKeyFence(this, props.needs, props.key.keyArn));
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.THREE_MONTHS });
    logGroup.grantWrite(role);
    this.function = new BundledFunction(this, 'Function', {
      description: props.description,
      entry: path.join(repoRoot, 'functions', 'src', props.entry),
      ...(props.timeout ? { timeout: props.timeout } : {}),
      ...(props.memorySize ? { memorySize: props.memorySize } : {}),
      role,
      logGroup,
      environment: props.environment,
    });
    const failures = new Queue(this, 'Failures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.function.addEventSource(
      new DynamoEventSource(props.data.table, {
        startingPosition: props.startingPosition,
        batchSize: props.batchSize,
        retryAttempts: props.retryAttempts,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(failures),
        filters: props.filters,
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
