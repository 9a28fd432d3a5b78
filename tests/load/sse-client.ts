// A spectator's end of GET /api/live: a Server-Sent Events connection read with node:http (one
// socket each, no pooling, so a thousand of them are a thousand connections as in a hall of
// phones), timing each event the moment its bytes arrive.
import { request, type ClientRequest } from 'node:http';

/** One event as received: its name, its parsed data and when it arrived (performance.now()). */
export interface ReceivedEvent {
  event: string;
  data: unknown;
  at: number;
}

export interface SpectatorConnection {
  /** Events received so far, in order. */
  events: ReceivedEvent[];
  /** Resolves with the first event after index `from` that `matches`; rejects after `timeoutMs`. */
  next(
    matches: (event: ReceivedEvent) => boolean,
    options?: { from?: number; timeoutMs?: number },
  ): Promise<ReceivedEvent>;
  close(): void;
}

/** Connects to `url` (an /api/live address) and resolves once the response headers arrived. */
export function connectSpectator(url: string): Promise<SpectatorConnection> {
  return new Promise((resolve, reject) => {
    const events: ReceivedEvent[] = [];
    const waiters = new Set<() => void>();
    let buffer = '';
    const req: ClientRequest = request(url, { agent: false, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET ${url} answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      response.on('error', () => {});
      response.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        // Events end with a blank line; comments (heartbeats) and `retry:` lines carry no event.
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let name = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith('event:')) name = line.slice(6).trim();
            else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
          }
          if (data.length === 0) continue;
          events.push({ event: name, data: JSON.parse(data.join('\n')), at });
        }
        for (const wake of [...waiters]) wake();
      });
      resolve({
        events,
        next: (matches, options = {}) =>
          new Promise((found, fail) => {
            const from = options.from ?? 0;
            const check = () => {
              const event = events.slice(from).find(matches);
              if (!event) return;
              cleanup();
              found(event);
            };
            const timer = setTimeout(() => {
              cleanup();
              fail(new Error(`No matching event from ${url} within ${options.timeoutMs ?? 10_000} ms`));
            }, options.timeoutMs ?? 10_000);
            const cleanup = () => {
              clearTimeout(timer);
              waiters.delete(check);
            };
            waiters.add(check);
            check();
          }),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The live stream address of a tournament on the app at `baseUrl`. */
export function liveUrl(baseUrl: string, tournamentId: number): string {
  return `${baseUrl}/api/live?tournament=${tournamentId}`;
}
