import http from 'node:http';
import { inject } from 'vitest';
import type { RouteContract } from '@taxback/functions/http/route-types';

export interface Answer {
  status: number;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: any;
}

export interface Request {
  method: string;
  /** Path and query string, already encoded. */
  path: string;
  token?: string;
  /** Sent as is (so tests can send what JSON.stringify never produces). */
  body?: string;
}

const agents = new Map<string, http.Agent>();
const agentFor = (source: string) => {
  let agent = agents.get(source);
  if (!agent) agents.set(source, (agent = new http.Agent({ keepAlive: true, maxSockets: 8 })));
  return agent;
};

/**
 * One request to the local API gateway, sent from `source`, a loopback address of the suite's own: the API
 * rate-limits public routes per caller address, so a suite that hammers them must not spend the budget of
 * the browser tests (which call from 127.0.0.1). Fails when no answer comes within `timeoutMs`.
 */
export function callApi(request: Request, source: string, timeoutMs = 10_000): Promise<Answer> {
  const url = new URL(inject('localStack').urls.api);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        localAddress: source,
        agent: agentFor(source),
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({ status: response.statusCode ?? 0, text, json });
        });
      },
    );
    outgoing.on('error', (error) =>
      reject(new Error(`${request.method} ${request.path.slice(0, 200)}: ${error.message}`)),
    );
    outgoing.end(request.body);
  });
}

/** Lone surrogates (which encodeURIComponent refuses) become U+FFFD, as a browser's URL encoder makes them. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

/** A path segment, encoded by `pathOf`, or sent `raw` as it is. */
export type Segment = string | { raw: string };

/** A route's path with its parameters filled in. */
export const pathOf = (route: RouteContract, params: Record<string, Segment>) =>
  route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} of ${route.path}`);
    return typeof value === 'string' ? encodeURIComponent(wellFormed(value)) : value.raw;
  });

/** The names of a route's path parameters. */
export const parameterNames = (route: RouteContract) => [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);

export const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';
