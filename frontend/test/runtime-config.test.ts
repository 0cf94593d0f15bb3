import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '@/lib/config';

const valid = {
  apiUrl: 'https://api.example/api',
  region: 'ca-central-1',
  userPoolId: 'ca-central-1_pool',
  userPoolClientId: 'client',
  authFlowType: 'USER_SRP_AUTH',
};

describe('/config.json, checked before the app starts', () => {
  it('keeps what the app reads and drops anything else', () => {
    expect(parseRuntimeConfig({ ...valid, extra: 1 })).toEqual(valid);
    expect(
      parseRuntimeConfig({ ...valid, userPoolEndpoint: 'http://localhost:9229', wsUrl: 'ws://localhost:1' }),
    ).toEqual({ ...valid, userPoolEndpoint: 'http://localhost:9229', wsUrl: 'ws://localhost:1' });
  });

  it.each([
    ['a missing API address', { ...valid, apiUrl: undefined }, 'apiUrl'],
    ['an empty pool id', { ...valid, userPoolId: '' }, 'userPoolId'],
    ['an unknown sign-in flow', { ...valid, authFlowType: 'CUSTOM' }, 'authFlowType'],
    ['an endpoint that is not an address', { ...valid, userPoolEndpoint: 'not a url' }, 'userPoolEndpoint'],
    ['a WebSocket address that is not text', { ...valid, wsUrl: 5 }, 'wsUrl'],
  ])('refuses %s', (_, config, field) => {
    expect(() => parseRuntimeConfig(config)).toThrow(field);
  });

  it('refuses something that is not an object', () => {
    expect(() => parseRuntimeConfig(null)).toThrow('apiUrl');
  });
});
