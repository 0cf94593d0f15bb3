import { Duration } from 'aws-cdk-lib';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { JOBS_MEMORY_MB } from '../lambda-memory';
import { JOB_ENTITIES, REMOVED_JOB_ENTITIES } from '@taxback/functions/jobs/entities';
import { backgroundNeeds } from '@taxback/functions/needs';
import { ENTITY_ATTRIBUTE } from '@taxback/functions/data/entity-names';
import { StreamConsumer, type BackgroundProps } from './stream-consumer';

/**
 * The background jobs (data exports, messages to many customers, recounts of the dashboard counters): one
 * function started by the table's stream when a job's item is inserted, or when TTL removes an export or an
 * upload ticket, with a role of its own granted exactly `backgroundNeeds.jobs` (functions/src/needs.ts).
 */
export class Jobs extends StreamConsumer {
  constructor(scope: Construct, id: string, props: BackgroundProps) {
    super(scope, id, {
      ...props,
      needs: backgroundNeeds.jobs,
      entry: 'jobs/handler.ts',
      description: 'Background jobs: data exports, broadcasts, refund notices, counter recounts',
      roleDescription: 'Runs the background jobs',
      timeout: Duration.minutes(5),
      memorySize: JOBS_MEMORY_MB,
      startingPosition: StartingPosition.LATEST,
      batchSize: 1,
      retryAttempts: 2,
      filters: [
        FilterCriteria.filter({
          eventName: FilterRule.isEqual('INSERT'),
          dynamodb: { NewImage: { [ENTITY_ATTRIBUTE]: { S: FilterRule.or(...JOB_ENTITIES) } } },
        }),
        // Removed by TTL only (DynamoDB itself is the remover): a ticket consumed by its confirmation, or records
        // a closure deletes with their files, leave nothing to clean up.
        FilterCriteria.filter({
          eventName: FilterRule.isEqual('REMOVE'),
          userIdentity: {
            type: FilterRule.isEqual('Service'),
            principalId: FilterRule.isEqual('dynamodb.amazonaws.com'),
          },
          dynamodb: { OldImage: { [ENTITY_ATTRIBUTE]: { S: FilterRule.or(...REMOVED_JOB_ENTITIES) } } },
        }),
      ],
    });
  }
}
