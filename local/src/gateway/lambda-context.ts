import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { LAMBDA_MEMORY_MB } from '../../../infra/src/lambda-memory';

/** The context object Lambda passes a handler, for handlers the local stack invokes in-process. */
export const lambdaContext = (functionName: string): Context =>
  ({
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: String(LAMBDA_MEMORY_MB),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  }) as Context;
