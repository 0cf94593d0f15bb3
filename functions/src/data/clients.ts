import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { awsClientConfig, timedClient } from '../commons/client-config';
import { lazy } from '../commons/lazy';

/**
 * The DynamoDB clients every feature shares. Other AWS clients live in the adapter that uses them, so a
 * feature's bundle only carries the SDKs it calls. Endpoints come from the standard AWS_ENDPOINT_URL_*
 * variables.
 */
export const dynamoDb = lazy(() => timedClient(new DynamoDBClient(awsClientConfig('dynamodb')), 'dynamodb'));
export const documentClient = lazy(() =>
  DynamoDBDocumentClient.from(dynamoDb(), {
    marshallOptions: { removeUndefinedValues: true },
  }),
);
