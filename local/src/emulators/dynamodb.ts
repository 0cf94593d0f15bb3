import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '@taxback/functions/data/table-definition';
import { startProcess, waitForPort, type Started } from '../process';
import { ensureDebianPackage } from '../system-packages';
import type { LocalSettings } from '../settings';

const require = createRequire(import.meta.url);

/** s3rver checks signatures against its built-in account; the other emulators accept any key. */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export const dynamoDbClient = (settings: LocalSettings) =>
  new DynamoDBClient({
    endpoint: `http://127.0.0.1:${settings.ports.dynamodb}`,
    region: settings.region,
    credentials: localCredentials,
  });

/**
 * The JVM's quick compiler only, and one GC thread: a local stack lives minutes and serves little load, so the
 * optimising compiler's threads cost more CPU than they save. The functions suite: 235 s of CPU instead of 267
 * (188 s instead of 196 on two cores).
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/** Amazon DynamoDB Local, from the jar that amplify-dynamodb-simulator ships. */
export async function startDynamoDb(settings: LocalSettings): Promise<Started> {
  ensureDebianPackage('java', ['-version'], 'default-jre-headless');
  const emulatorDir = path.join(path.dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
  const databaseDir = path.join(settings.dataDir, 'dynamodb');
  if (settings.persistent) fs.mkdirSync(databaseDir, { recursive: true });
  const storage = settings.persistent ? ['-dbPath', databaseDir] : ['-inMemory'];
  const started = startProcess(
    'DynamoDB Local',
    'java',
    [
      ...JVM_OPTIONS,
      `-Djava.library.path=${path.join(emulatorDir, 'DynamoDBLocal_lib')}`,
      '-jar',
      path.join(emulatorDir, 'DynamoDBLocal.jar'),
      '-port',
      String(settings.ports.dynamodb),
      '-sharedDb',
      ...storage,
    ],
    { cwd: emulatorDir },
  );
  try {
    // The JVM can take well over 30 s to listen when the machine's cores are busy (shared CI, parallel runs).
    await waitForPort(settings.ports.dynamodb, 120_000);
  } catch (error) {
    await started.stop();
    throw new Error(`DynamoDB Local did not start: ${started.output()}`, { cause: error });
  }
  return started;
}

/** Creates the table exactly as the CDK stack does (keys, indexes, stream, TTL); true when it was new. */
export async function ensureTable(settings: LocalSettings): Promise<boolean> {
  const client = dynamoDbClient(settings);
  try {
    await client.send(new DescribeTableCommand({ TableName: settings.tableName }));
    return false;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const { partitionKey, sortKey, globalIndexes, timeToLiveAttribute } = tableDefinition;
  const keyNames = [partitionKey, sortKey, ...globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey])];
  await client.send(
    new CreateTableCommand({
      TableName: settings.tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: globalIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: settings.tableName,
      TimeToLiveSpecification: { AttributeName: timeToLiveAttribute, Enabled: true },
    }),
  );
  return true;
}
