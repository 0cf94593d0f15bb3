import { inject } from 'vitest';
import WebSocket from 'ws';
import { realtimeEventSchema, type RealtimeEvent } from '@taxback/shared';

export interface TestSocket {
  /** Resolves with the first message (received from now on) that `accept` takes, or fails after `timeoutMs`. */
  next: (accept: (message: RealtimeEvent) => boolean, timeoutMs?: number) => Promise<RealtimeEvent>;
  close: () => void;
}

/** Opens the local stack's WebSocket as a browser does, with the ID token as query string. */
export function openSocket(token: string): Promise<TestSocket> {
  const socket = new WebSocket(`${inject('localStack').urls.websocket}?token=${encodeURIComponent(token)}`);
  const waiting = new Set<(message: RealtimeEvent) => void>();
  socket.on('message', (data) => {
    const message = realtimeEventSchema.parse(JSON.parse(String(data)));
    for (const deliver of waiting) deliver(message);
  });
  const next: TestSocket['next'] = (accept, timeoutMs = 2_000) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(deliver);
        reject(new Error(`No matching message within ${timeoutMs} ms`));
      }, timeoutMs);
      const deliver = (message: RealtimeEvent) => {
        if (!accept(message)) return;
        clearTimeout(timer);
        waiting.delete(deliver);
        resolve(message);
      };
      waiting.add(deliver);
    });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve({ next, close: () => socket.close() }));
    socket.once('unexpected-response', (_, response) => reject(new Error(`Refused: ${response.statusCode}`)));
    socket.once('error', reject);
  });
}
