import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './clients';
import { config } from '../config';

/**
 * One small read of the table (a key no item has): it succeeds when the table is reachable and the
 * function's role may read it, and fails with the SDK's timeout or service error otherwise.
 */
export async function pingTable(): Promise<void> {
  await documentClient().send(
    new GetCommand({ TableName: config.tableName, Key: { PK: 'HEALTH', SK: 'HEALTH' }, ProjectionExpression: 'PK' }),
  );
}
