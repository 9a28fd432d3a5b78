// A Server-Sent Events stream of one tournament's (or one match's) live events. The browser's
// EventSource reconnects by itself after `retry` milliseconds; heartbeats keep proxies from
// closing an idle stream and let the client notice a dead one. The stream ends when the request
// is aborted (the spectator left), and unsubscribes then.
import type { LiveFilter, LiveHub } from './hub';

export interface LiveStreamOptions {
  heartbeatMs?: number;
  retryMs?: number;
}

const encoder = new TextEncoder();

/** The `text/event-stream` body: `status` events (live or not) and `change` events. */
export function liveEventStream(
  hub: LiveHub,
  filter: LiveFilter,
  signal: AbortSignal,
  options: LiveStreamOptions = {},
): ReadableStream<Uint8Array> {
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const retryMs = options.retryMs ?? 2_000;
  let stop: (() => void) | null = null;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const status = (connected: boolean) => send(`event: status\ndata: ${JSON.stringify({ live: connected })}\n\n`);
      const unsubscribe = hub.subscribe(filter, {
        event: (event) => send(`event: change\ndata: ${JSON.stringify(event)}\n\n`),
        status,
      });
      const heartbeat = setInterval(() => send(': heartbeat\n\n'), heartbeatMs);
      stop = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        signal.removeEventListener('abort', close);
      };
      const close = () => {
        const wasOpen = open;
        stop?.();
        if (wasOpen) controller.close();
      };
      signal.addEventListener('abort', close);
      send(`retry: ${retryMs}\n\n`);
      status(hub.connected);
      if (signal.aborted) close();
    },
    cancel() {
      stop?.();
    },
  });
}
