import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../config';
import { lazy } from './lazy';

/** One lazily created client per AWS service; endpoints come from the standard AWS_ENDPOINT_URL_* variables. */

export const dynamoDb = lazy(() => new DynamoDBClient({}));
export const documentClient = lazy(() =>
  DynamoDBDocumentClient.from(dynamoDb(), {
    marshallOptions: { removeUndefinedValues: true },
  }),
);
export const s3 = lazy(
  () =>
    new S3Client({
      forcePathStyle: config.s3ForcePathStyle,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
);
export const ses = lazy(() => new SESv2Client({}));
export const cognito = lazy(() => new CognitoIdentityProviderClient({}));
export const secretsManager = lazy(() => new SecretsManagerClient({}));
