import type { RealtimeEvent } from '@taxback/shared/notifications/live-events';

export interface RealtimeOptions {
  url: string;
  /** A current ID token (null when signed out); asked again for every connection attempt. */
  token: () => Promise<string | null>;
  onMessage: (message: RealtimeEvent) => void;
  /** Connected again after a drop or a failed attempt: whatever was pushed meanwhile was missed. */
  onReconnect: () => void;
}

export const RECONNECT_DELAY_MS = { first: 1_000, max: 30_000 } as const;

/** The messages' schema (and zod) come with the first connection, not with every page: only signed-in visitors connect. */
let schema: Promise<typeof import('@taxback/shared/notifications/live-events').realtimeEventSchema> | undefined;
const messageSchema = () =>
  (schema ??= import('@taxback/shared/notifications/live-events').then((module) => module.realtimeEventSchema));

const parse = async (data: unknown): Promise<RealtimeEvent | null> => {
  const schema = await messageSchema();
  try {
    const parsed = schema.safeParse(JSON.parse(String(data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Keeps a WebSocket to the realtime API open: it reconnects with exponential backoff (1 s, 2 s, 4 s …
 * up to 30 s) and reports each reconnection so the caller can fetch what it missed. Returns `close`.
 */
export function connectRealtime(options: RealtimeOptions): () => void {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let firstAttempt = true;
  let closed = false;

  const retry = () => {
    if (closed) return;
    const delay = Math.min(RECONNECT_DELAY_MS.max, RECONNECT_DELAY_MS.first * 2 ** failures);
    failures += 1;
    timer = setTimeout(() => void open(), delay);
  };

  const open = async () => {
    const isRetry = !firstAttempt;
    firstAttempt = false;
    const [token] = await Promise.all([options.token().catch(() => null), messageSchema()]);
    if (closed) return;
    if (!token) return retry();
    const current = new WebSocket(`${options.url}?token=${encodeURIComponent(token)}`);
    socket = current;
    current.onopen = () => {
      failures = 0;
      if (isRetry) options.onReconnect();
    };
    current.onmessage = (event) => {
      void parse(event.data).then((message) => message && options.onMessage(message));
    };
    current.onclose = () => {
      if (socket === current) socket = null;
      retry();
    };
  };

  void open();
  return () => {
    closed = true;
    clearTimeout(timer);
    socket?.close();
  };
}
