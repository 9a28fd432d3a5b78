// The public face of a big event under a hall's worth of refreshing phones: the page and the JSON
// of a 256-player double elimination (first round played), each hammered by autocannon against
// `next start` on Postgres, beside a static file from public/ served by the same server, the
// baseline that says what this machine and this server can do at all. The page once more with
// the Accept-Encoding a browser sends: Next.js then gzips every answer as it goes out.
import autocannon from 'autocannon';
import { startLoadSetup } from '../load/load-app';
import { roundMs } from '../load/latency';
import type { Benchmark, Figure } from './benchmark';

/** Concurrent connections and seconds of load per target. */
const CONNECTIONS = 20;
const SECONDS = 10;

/** What every browser sends. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

interface Measured {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Answers not 2xx, connection errors and timeouts: a figure of its own, so a slow page still reports. */
  failed: number;
  /** Bytes per answer, headers included, as sent (compressed when asked). */
  bytes: number;
}

async function hammer(url: string, log: (line: string) => void, headers: Record<string, string> = {}): Promise<Measured> {
  // A short warm-up first: compiled code, a filled cache and pooled connections are the steady state.
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2, timeout: 30 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS, timeout: 30 });
  const failed = result.non2xx + result.errors;
  const bytes = result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0;
  log(`${url} (${headers['accept-encoding'] ?? 'no compression'}, ${bytes} bytes each): ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} answers not 2xx, ${result.errors} errors or timeouts`);
  return { reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed, bytes };
}

export const benchmark: Benchmark = {
  name: 'pages: a 256-player double elimination under concurrent load, against a static file',
  async run(log) {
    const setup = await startLoadSetup({ players: 256, playFirstRound: true, log });
    try {
      const base = setup.app.baseUrl;
      const json = `${base}/api/v1/tournaments/${setup.event.slug}`;
      const hasJson = (await fetch(json)).status === 200;
      if (!hasJson) log(`${json} does not answer 200 on this build: the JSON figures are left out`);
      const staticFile = await hammer(`${base}/robots.txt`, log);
      // The page last: renders still running when its run ends would otherwise hold up the next target's.
      const api = hasJson ? await hammer(json, log) : null;
      const page = await hammer(`${base}/t/${setup.event.slug}`, log);
      const pageGzip = await hammer(`${base}/t/${setup.event.slug}`, log, BROWSER_HEADERS);
      const described = (key: string, what: string, measured: Measured): Figure[] => [
        { name: `pages.${key}.reqPerSec`, value: Math.round(measured.reqPerSec), unit: 'req/s', note: `${what}, ${CONNECTIONS} connections, ${SECONDS} s` },
        { name: `pages.${key}.p50`, value: roundMs(measured.p50), unit: 'ms', note: `${what}: median latency` },
        { name: `pages.${key}.p99`, value: roundMs(measured.p99), unit: 'ms', note: `${what}: 99th percentile latency` },
        { name: `pages.${key}.failed`, value: measured.failed, unit: 'requests', note: `${what}: not 2xx, errors and timeouts (30 s)` },
        { name: `pages.${key}.bytes`, value: measured.bytes, unit: 'bytes', note: `${what}: bytes per answer as sent, headers included` },
      ];
      return [
        ...described('static', 'GET /robots.txt (public/, the baseline)', staticFile),
        ...described('page', 'GET /t/<slug>, 256-player double elimination', page),
        { name: 'pages.page.vsStatic', value: page.reqPerSec / staticFile.reqPerSec, unit: 'ratio', note: 'tournament page req/s / static file req/s (aim ≥ 0.5)' },
        ...described('pageGzip', 'GET /t/<slug> with a browser\'s Accept-Encoding (gzipped per answer)', pageGzip),
        ...(api
          ? [
              ...described('json', 'GET /api/v1/tournaments/<slug>', api),
              { name: 'pages.json.vsStatic', value: api.reqPerSec / staticFile.reqPerSec, unit: 'ratio', note: 'tournament JSON req/s / static file req/s (aim ≥ 0.5)' },
            ]
          : []),
      ];
    } finally {
      await setup.close();
    }
  },
};
