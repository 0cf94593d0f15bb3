import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { copy } from '@taxback/shared';
import { RETRY_AFTER_SECONDS } from '../src/commons/client-config';
import { invoke } from './support/invoke';

describe('GET /health', () => {
  it('answers 200 to anyone when the table answers', async () => {
    const response = await invoke('getHealth', { caller: null });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('answers 503 with Retry-After when the table does not answer', async () => {
    const timeout = Object.assign(new Error('Connection timed out after 1000 ms'), { name: 'TimeoutError' });
    const documents = mockClient(DynamoDBDocumentClient).onAnyCommand().rejects(timeout);
    const tables = mockClient(DynamoDBClient).onAnyCommand().rejects(timeout);
    try {
      const response = await invoke('getHealth', { caller: null });
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.body).toEqual({ code: 'service_unavailable', message: copy.common.serviceUnavailable });
    } finally {
      documents.restore();
      tables.restore();
    }
  });

  it('answers 500, not 200, when the read fails for another reason', async () => {
    const denied = Object.assign(new Error('not authorized to perform: dynamodb:GetItem'), {
      name: 'AccessDeniedException',
      $metadata: { httpStatusCode: 400 },
    });
    const documents = mockClient(DynamoDBDocumentClient).onAnyCommand().rejects(denied);
    const tables = mockClient(DynamoDBClient).onAnyCommand().rejects(denied);
    try {
      expect((await invoke('getHealth', { caller: null })).status).toBe(500);
    } finally {
      documents.restore();
      tables.restore();
    }
  });
});
