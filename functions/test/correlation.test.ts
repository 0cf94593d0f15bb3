import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { correlationIdOf } from '../src/commons/correlation';
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
