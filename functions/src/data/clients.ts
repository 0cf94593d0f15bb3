import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import electroDbClient from 'electrodb/src/client.js';
import { awsClientConfig, timedClient } from '../commons/client-config';
import { lazy } from '../commons/lazy';
import * as electroDbCommands from './electrodb-commands';

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

/**
 * The document client as ElectroDB sends through it, given the commands from here: ElectroDB would otherwise
 * require() them, and a bundle then wraps the whole DynamoDB SDK in lazy initialisers that a cold start parses
 * twice (about 40 ms of every function's init; functions/patches/electrodb+3.9.3.patch removes that require).
 */
export const electroDbDocumentClient = lazy(
  () => new electroDbClient.DocumentClientV3Wrapper(documentClient(), electroDbCommands),
);
