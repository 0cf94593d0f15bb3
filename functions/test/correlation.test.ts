import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { correlationIdOf, correlationTagValue } from '../src/commons/correlation';
import { logger } from '../src/commons/logger';
import { handler as streamHandler } from '../src/streams/handler';
import { invoke, newCaller } from './support/invoke';
import { streamRecord } from './support/stream-records';

afterEach(() => vi.restoreAllMocks());

describe('the correlation id of an API request', () => {
  it.each([
    ['the caller’s well-formed header', { 'X-Correlation-Id': 'spa-7f3a_01' }, 'spa-7f3a_01'],
    ['the request id when there is no header', {}, 'req-1'],
    ['the request id for a header with other characters', { 'x-correlation-id': 'a b<script>' }, 'req-1'],
    ['the request id for a header too long', { 'x-correlation-id': 'x'.repeat(129) }, 'req-1'],
  ])('is %s', (_, headers, expected) => {
    expect(correlationIdOf(headers, 'req-1')).toBe(expected);
  });

  it('is on every log line of the request, and only during it', async () => {
    const appended = vi.spyOn(logger, 'appendKeys');
    const removed = vi.spyOn(logger, 'removeKeys');
    const response = await invoke('getMe', { caller: newCaller(), headers: { 'x-correlation-id': 'trace-me-42' } });
    expect(response.status).toBe(200);
    expect(appended).toHaveBeenCalledWith({ correlationId: 'trace-me-42' });
    expect(removed).toHaveBeenCalledWith(['correlationId']);
  });
});

describe('the mail a request sends', () => {
  it('carries the request’s correlation id as an SES tag, so its delivery, bounce and complaint events lead back to it', async () => {
    const ses = mockClient(SESv2Client).on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const response = await invoke('sendContactMessage', {
      body: { name: 'Ana Tremblay', email: 'ana@example.com', message: `Hello, can you help? ${randomUUID()}` },
      sourceIp: `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      headers: { 'x-correlation-id': 'mail-trace-7' },
    });
    expect(response.status).toBe(201);
    const sent = ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input.EmailTags);
    expect(sent).toEqual([[{ Name: 'correlation_id', Value: 'mail-trace-7' }]]);
    ses.restore();
  });

  it('tags with API Gateway’s request id in the characters SES allows', () => {
    expect(correlationTagValue('JxLcwjJfoAMEPqg=')).toBe('JxLcwjJfoAMEPqg_');
    expect(correlationTagValue('x'.repeat(300))).toHaveLength(256);
  });
});

describe('the stream processor', () => {
  const context = { awsRequestId: 'test', getRemainingTimeInMillis: () => 30_000 } as Context;

  it('logs each record under the id of the request that wrote it (else the record’s), and the pushes with it', async () => {
    const info = vi.spyOn(logger, 'info');
    const appended = vi.spyOn(logger, 'appendKeys');
    const userId = randomUUID();
    const before = { userId, firstName: 'Ana', version: 1 };
    const carried = streamRecord('MODIFY', 'profile', {
      before,
      after: { ...before, firstName: 'Anna', version: 2, correlationId: 'api-req-9' },
    });
    const plain = streamRecord('MODIFY', 'profile', { before, after: { ...before, version: 3 } });
    const response = await streamHandler({ Records: [carried, plain] }, context);
    expect(response.batchItemFailures).toEqual([]);
    expect(appended).toHaveBeenCalledWith({ correlationId: 'api-req-9' });
    expect(appended).toHaveBeenCalledWith({ correlationId: plain.eventID });
    const pushes = info.mock.calls.find(([message]) => message === 'Realtime pushes sent');
    expect(pushes?.[1]).toMatchObject({
      types: ['profile.changed'],
      correlationIds: ['api-req-9', plain.eventID],
    });
  });
});
