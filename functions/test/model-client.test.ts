import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { askModel, modelClient } from '../src/adapters/ai';
import { dependencyTimeouts, MAX_ATTEMPTS } from '../src/commons/client-config';
import { logger } from '../src/commons/logger';

describe("the chatbot model's client", () => {
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => void sockets.add(socket));
  const awsBounds = { ...dependencyTimeouts.bedrock };

  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    // A model that accepts the connection and never answers, with short bounds so the test takes a second.
    Object.assign(dependencyTimeouts.bedrock, { connectionTimeout: 200, requestTimeout: 300, slowCall: 100 });
    vi.stubEnv('DEPENDENCY_TIMEOUT_SCALE', undefined);
    vi.stubEnv('AWS_ENDPOINT_URL_BEDROCK_RUNTIME', `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`);
    vi.stubEnv('AWS_REGION', 'ca-central-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'x');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'x');
  });
  afterAll(() => {
    Object.assign(dependencyTimeouts.bedrock, awsBounds);
    vi.unstubAllEnvs();
    for (const socket of sockets) socket.destroy();
    silent.close();
  });

  it('gives up on a silent model after its request timeout and one retry, and logs the slow call', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const started = Date.now();
    await expect(askModel('test-model', 'prompt', 'question')).rejects.toMatchObject({
      $metadata: { attempts: MAX_ATTEMPTS },
    });
    expect(Date.now() - started).toBeLessThan(300 * MAX_ATTEMPTS + 2000);
    expect(warn).toHaveBeenCalledWith(
      'Slow dependency call',
      expect.objectContaining({ dependency: 'bedrock', command: 'ConverseCommand', attempts: MAX_ATTEMPTS }),
    );
    expect((await modelClient()).client.middlewareStack.identify()).toContain('taxbackSlowCalls - initialize');
  });
});
