import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { Context, DynamoDBRecord } from 'aws-lambda';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it } from 'vitest';
import { copy } from '@taxback/shared';
import { awsClientConfig, dependencyTimeouts, MAX_ATTEMPTS, RETRY_AFTER_SECONDS } from '../src/commons/client-config';
import { metricNames } from '../src/commons/metric-names';
import { isDependencyUnavailable } from '../src/http/dependency-errors';
import { handler as streamHandler } from '../src/streams/handler';
import { customerReadyToPay } from './support/applications';
import { invoke, newCaller } from './support/invoke';
import { captureMetrics } from './support/metrics';
import { openCheckout as openPaymentCheckout, paymentEventFor, signedEvent } from './support/payments';
import { streamRecord } from './support/stream-records';

const metrics = captureMetrics();
const openCheckout = async () => openPaymentCheckout(await customerReadyToPay());

/** The DynamoDB client configuration with DEPENDENCY_TIMEOUT_SCALE set to `value` (or unset). */
const configWithScale = (value: string | undefined) => {
  const saved = process.env.DEPENDENCY_TIMEOUT_SCALE;
  if (value === undefined) delete process.env.DEPENDENCY_TIMEOUT_SCALE;
  else process.env.DEPENDENCY_TIMEOUT_SCALE = value;
  try {
    return awsClientConfig('dynamodb');
  } finally {
    if (saved === undefined) delete process.env.DEPENDENCY_TIMEOUT_SCALE;
    else process.env.DEPENDENCY_TIMEOUT_SCALE = saved;
  }
};

describe('metrics of the payment webhook', () => {
  it('counts a paid claim and its amount, in the TaxBack namespace with the stage', async () => {
    const opened = await openCheckout();
    const event = paymentEventFor(opened);
    expect((await invoke('paymentWebhook', event)).status).toBe(200);
    expect(metrics.named(metricNames.claimPaid)).toEqual([
      {
        name: 'ClaimPaid',
        value: 1,
        unit: 'Count',
        namespace: 'TaxBack',
        dimensions: { service: 'taxback', stage: 'local' },
      },
    ]);
    expect(metrics.named(metricNames.paymentAmount).map((metric) => metric.value)).toEqual([
      opened.payment.amountCents,
    ]);
    expect(metrics.named(metricNames.discountRedeemed)).toEqual([]);
    expect(metrics.named(metricNames.webhookFailed)).toEqual([]);
  });

  it('counts a payment without a matching checkout, and its refund', async () => {
    const { applicationId, sessionId, caller, payment } = await openCheckout();
    const event = signedEvent(sessionId, payment.amountCents + 1, {
      applicationId,
      userId: caller.userId,
      discountCode: '',
    });
    expect((await invoke('paymentWebhook', event)).status).toBe(200);
    expect(metrics.named(metricNames.paymentUnmatched).map((metric) => metric.value)).toEqual([1]);
    expect(metrics.named(metricNames.paymentRefunded).map((metric) => metric.value)).toEqual([1]);
    expect(metrics.named(metricNames.webhookFailed)).toEqual([]);
    expect(metrics.named(metricNames.claimPaid)).toEqual([]);
  });

  it('counts a webhook call it could not act on', async () => {
    const event = paymentEventFor(await openCheckout());
    const broken = mockClient(DynamoDBDocumentClient).onAnyCommand().rejects(new TypeError('a bug'));
    const tables = mockClient(DynamoDBClient).onAnyCommand().rejects(new TypeError('a bug'));
    try {
      expect((await invoke('paymentWebhook', event)).status).toBe(500);
    } finally {
      broken.restore();
      tables.restore();
    }
    expect(metrics.named(metricNames.webhookFailed).map((metric) => metric.value)).toEqual([1]);
    expect(metrics.named(metricNames.claimPaid)).toEqual([]);
  });

  it('does not count a forged call as a webhook failure', async () => {
    const event = paymentEventFor(await openCheckout());
    const response = await invoke('paymentWebhook', { ...event, headers: { 'stripe-signature': 't=1,v1=deadbeef' } });
    expect(response.status).toBe(400);
    expect(metrics.emitted).toEqual([]);
  });
});

describe('metrics of the stream processor', () => {
  const context = { awsRequestId: 'test', getRemainingTimeInMillis: () => 30_000 } as Context;
  const deliver = (...records: DynamoDBRecord[]) => streamHandler({ Records: records }, context);

  it('counts claims created and each status a claim enters', async () => {
    const userId = randomUUID();
    const draft = { userId, applicationId: randomUUID(), status: 'draft', version: 1 };
    const ready = { ...draft, status: 'ready_for_payment', version: 2 };
    const response = await deliver(
      streamRecord('INSERT', 'application', { after: draft }),
      streamRecord('MODIFY', 'application', { before: draft, after: { ...draft, taxYears: ['2024'] } }),
      streamRecord('MODIFY', 'application', { before: draft, after: ready }),
    );
    expect(response.batchItemFailures).toEqual([]);
    expect(metrics.named(metricNames.claimCreated).map((metric) => metric.value)).toEqual([1]);
    expect(metrics.named(metricNames.claimStatus).map((metric) => metric.dimensions)).toEqual([
      { service: 'taxback', stage: 'local', status: 'draft' },
      { service: 'taxback', stage: 'local', status: 'ready_for_payment' },
    ]);
  });
});

describe('a dependency that does not answer', () => {
  it('answers 503 with Retry-After and the catalogue message, counted as its own metric', async () => {
    const timeout = Object.assign(new Error('Connection timed out after 1000 ms'), { name: 'TimeoutError' });
    const documents = mockClient(DynamoDBDocumentClient).onAnyCommand().rejects(timeout);
    const tables = mockClient(DynamoDBClient).onAnyCommand().rejects(timeout);
    try {
      const response = await invoke('getMe', { caller: newCaller() });
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.body).toEqual({ code: 'service_unavailable', message: copy.common.serviceUnavailable });
      expect(metrics.named(metricNames.dependencyUnavailable).map((metric) => metric.value)).toEqual([1]);
    } finally {
      documents.restore();
      tables.restore();
    }
  });

  it('still answers 500 for a bug', async () => {
    const bug = mockClient(DynamoDBDocumentClient).onAnyCommand().rejects(new TypeError('undefined is not a function'));
    const tables = mockClient(DynamoDBClient).onAnyCommand().rejects(new TypeError('undefined is not a function'));
    try {
      const response = await invoke('getMe', { caller: newCaller() });
      expect(response.status).toBe(500);
      expect(metrics.named(metricNames.dependencyUnavailable)).toEqual([]);
    } finally {
      bug.restore();
      tables.restore();
    }
  });

  it.each([
    ['an SDK timeout', Object.assign(new Error('x'), { name: 'TimeoutError' })],
    [
      'throttling left after the retries',
      Object.assign(new Error('x'), { name: 'ProvisionedThroughputExceededException' }),
    ],
    ['a refused connection', Object.assign(new Error('x'), { code: 'ECONNREFUSED' })],
    ['a Stripe network error', Object.assign(new Error('x'), { type: 'StripeConnectionError' })],
    [
      'a wrapped timeout (ElectroDB)',
      new Error('x', { cause: Object.assign(new Error('y'), { name: 'TimeoutError' }) }),
    ],
  ])('recognises %s as unavailable', (_, error) => {
    expect(isDependencyUnavailable(error)).toBe(true);
  });

  it.each([
    ['a conditional check failure', Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' })],
    ['a type error', new TypeError('x')],
  ])('does not take %s for an outage', (_, error) => {
    expect(isDependencyUnavailable(error)).toBe(false);
  });

  describe('with the real SDK against a database that accepts connections and never answers', () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    afterAll(() => {
      for (const socket of sockets) socket.destroy();
      silent.close();
    });

    it('gives up after the request timeout and one retry, within seconds, not 29 s', async () => {
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as net.AddressInfo;
      // The bounds of AWS, not those the local stack stretches for its emulators.
      const config = configWithScale(undefined);
      const client = new DynamoDBClient({
        ...config,
        endpoint: `http://127.0.0.1:${port}`,
        region: 'ca-central-1',
        credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      });
      const started = Date.now();
      const error = await client.send(new GetItemCommand({ TableName: 't', Key: { pk: { S: '1' } } })).then(
        () => null,
        (caught: unknown) => caught,
      );
      const elapsed = Date.now() - started;
      expect(isDependencyUnavailable(error)).toBe(true);
      expect((error as { $metadata?: { attempts?: number } }).$metadata?.attempts).toBe(MAX_ATTEMPTS);
      const { requestTimeout } = config.requestHandler;
      expect(elapsed).toBeGreaterThanOrEqual(requestTimeout * MAX_ATTEMPTS);
      expect(elapsed).toBeLessThan(requestTimeout * MAX_ATTEMPTS + 2000);
      expect(sockets.size).toBe(MAX_ATTEMPTS);
    });
  });
});

describe('dependency timeouts on emulators', () => {
  it('keeps the AWS bounds unless the stack says its dependencies are emulators', () => {
    const { connectionTimeout, requestTimeout } = dependencyTimeouts.dynamodb;
    expect(configWithScale(undefined).requestHandler).toMatchObject({ connectionTimeout, requestTimeout });
    expect(configWithScale('5').requestHandler).toMatchObject({
      connectionTimeout: dependencyTimeouts.dynamodb.connectionTimeout * 5,
      requestTimeout: dependencyTimeouts.dynamodb.requestTimeout * 5,
    });
  });

  it.each(['0.5', '0', '-3', 'slow', ''])('never shortens them (%j)', (value) => {
    const { connectionTimeout, requestTimeout } = dependencyTimeouts.dynamodb;
    expect(configWithScale(value).requestHandler).toMatchObject({ connectionTimeout, requestTimeout });
  });
});
