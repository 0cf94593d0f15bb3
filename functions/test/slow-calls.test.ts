import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { awsClientConfig, dependencyTimeouts, timedClient } from '../src/commons/client-config';
import { logger } from '../src/commons/logger';

/** A DynamoDB stand-in that answers each GetItem after `delay` ms, with an item or a validation error. */
let delay = 0;
let fail = false;
const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () =>
    setTimeout(() => {
      response.writeHead(fail ? 400 : 200, { 'content-type': 'application/x-amz-json-1.0' });
      response.end(
        JSON.stringify(
          fail ? { __type: 'com.amazonaws.dynamodb.v20120810#ValidationException', message: 'no' } : { Item: {} },
        ),
      );
    }, delay),
  );
});

let client: DynamoDBClient;
const slowCall = dependencyTimeouts.dynamodb.slowCall;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const saved = process.env.DEPENDENCY_TIMEOUT_SCALE;
  // The bounds of AWS, not those the local stack stretches for its emulators.
  delete process.env.DEPENDENCY_TIMEOUT_SCALE;
  client = timedClient(
    new DynamoDBClient({
      ...awsClientConfig('dynamodb'),
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      region: 'ca-central-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }),
    'dynamodb',
  );
  process.env.DEPENDENCY_TIMEOUT_SCALE = saved;
});
afterAll(() => server.close());
afterEach(() => {
  vi.restoreAllMocks();
  fail = false;
});

const getItem = () => client.send(new GetItemCommand({ TableName: 't', Key: { PK: { S: '1' } } }));
const slowLines = (warn: { mock: { calls: unknown[][] } }) =>
  warn.mock.calls.filter(([message]) => message === 'Slow dependency call').map(([, details]) => details);

describe('slow calls of an AWS client', () => {
  it('logs a call slower than its dependency’s threshold, with the command, time and attempts', async () => {
    const warn = vi.spyOn(logger, 'warn');
    delay = slowCall + 150;
    await getItem();
    const [line] = slowLines(warn);
    expect(line).toMatchObject({ dependency: 'dynamodb', command: 'GetItemCommand', attempts: 1, outcome: 'answered' });
    expect((line as { milliseconds: number }).milliseconds).toBeGreaterThanOrEqual(slowCall);
  });

  it('logs a slow failure with its error', async () => {
    const warn = vi.spyOn(logger, 'warn');
    delay = slowCall + 150;
    fail = true;
    await expect(getItem()).rejects.toThrow();
    expect(slowLines(warn)).toEqual([
      expect.objectContaining({ command: 'GetItemCommand', outcome: 'ValidationException' }),
    ]);
  });

  it('says nothing of a fast call', async () => {
    const warn = vi.spyOn(logger, 'warn');
    delay = 0;
    await getItem();
    expect(slowLines(warn)).toEqual([]);
  });

  it('leaves out the SDK’s logger middleware, which would filter every input and output for no logger', () => {
    const middleware = client.middlewareStack.identify();
    expect(middleware.some((entry) => entry.startsWith('taxbackSlowCalls'))).toBe(true);
    expect(middleware.some((entry) => entry.startsWith('loggerMiddleware'))).toBe(false);
  });
});
