import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { CLAIM_DEADLINE, RETRIEVAL } from '@taxback/shared';
import { repoRoot } from '../paths';
import type { Data } from './data';
import { ownRoleFunction } from './node-function';

export interface SchedulesProps {
  data: Data;
}

/**
 * Handlers that run on a clock rather than a request: the follow-up check of missing-form requests, and the daily
 * alert to staff about paid claims near their deadline.
 */
export class Schedules extends Construct {
  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);
    /** What both jobs need: a minute to walk an index, and the table. */
    const tableJob = {
      timeout: Duration.seconds(60),
      environment: { TABLE_NAME: props.data.table.tableName, LOG_LEVEL: 'INFO' },
    };
    const followUps = ownRoleFunction(this, 'FollowUps', {
      description: 'Missing forms: marks casino requests whose follow-up day has come',
      entry: path.join(repoRoot, 'functions', 'src', 'retrieval', 'follow-ups.ts'),
      ...tableJob,
    });
    // It reads the status index and rewrites the entries that fell due; nothing else.
    followUps.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['dynamodb:Query', 'dynamodb:PutItem'], resources: props.data.tableAndIndexArns }),
    );
    new Rule(this, 'FollowUpsRule', {
      description: 'Runs the follow-up check of missing-form requests',
      schedule: Schedule.rate(Duration.minutes(RETRIEVAL.followUpCheckMinutes)),
      targets: [new LambdaFunction(followUps, { retryAttempts: 2 })],
    });

    const deadlineAlerts = ownRoleFunction(this, 'DeadlineAlerts', {
      description: 'Claim deadlines: alerts staff about paid claims near a deadline whose return is not submitted',
      entry: path.join(repoRoot, 'functions', 'src', 'jobs', 'deadline-alerts.ts'),
      ...tableJob,
    });
    // It reads the claims' index and the customer's name, and writes each alert with its marker in one transaction.
    deadlineAlerts.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:PutItem'],
        resources: props.data.tableAndIndexArns,
      }),
    );
    new Rule(this, 'DeadlineAlertsRule', {
      description: 'Runs the daily check of paid claims near their deadline',
      schedule: Schedule.rate(Duration.hours(CLAIM_DEADLINE.alertCheckHours)),
      targets: [new LambdaFunction(deadlineAlerts, { retryAttempts: 2 })],
    });
  }
}
