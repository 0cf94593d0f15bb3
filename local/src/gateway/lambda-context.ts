import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

/** The context object Lambda passes a handler, for handlers the local stack invokes in-process. */
export const lambdaContext = (functionName: string): Context =>
  ({
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 29_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  }) as Context;
