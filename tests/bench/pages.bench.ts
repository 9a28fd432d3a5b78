// The public face of a big event under a hall's worth of refreshing phones: the page and the JSON
// of a 256-player double elimination (first round played), each hammered by autocannon against
// `next start` on Postgres, beside a static file from public/ (the baseline of this machine and
// server) and the build's script closest in size to the page (how much of the gap is bytes and how
// much the way the page is served). The page once more with the Accept-Encoding a browser sends:
// Next.js then gzips every answer as it goes out.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { e2eDistDir } from '../e2e/app-server';
import { startLoadSetup } from '../load/load-app';
import { percentile, roundMs } from '../load/latency';
import type { Benchmark, Figure } from './benchmark';

/** Concurrent connections, rounds, and seconds of load per target in each round. */
const CONNECTIONS = 20;
const ROUNDS = 3;
const SECONDS = 5;

/** What every browser sends. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

interface Target {
  key: string;
  /** What the table says was measured. */
  what: string;
  url: string;
  headers?: Record<string, string>;
}

interface Measured {
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Answers not 2xx, connection errors and timeouts: a figure of its own, so a slow page still reports. */
  failed: number;
  /** Bytes per answer, headers included, as sent (compressed when asked). */
  bytes: number;
}

async function hammer(target: Target, seconds: number): Promise<Measured> {
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
  });
  const bytes = result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0;
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
    bytes,
  };
}

/**
 * Every target in turn, ROUNDS times over: the shared machine's speed drifts within a run, and
 * a target measured beside its baseline in each round is compared with what the machine could
 * do at that moment. A short warm-up first (compiled code, a filled cache, pooled connections
 * are the steady state).
 */
async function measureInRounds(targets: Target[], log: (line: string) => void): Promise<Map<string, Measured[]>> {
  for (const target of targets) await hammer(target, 2);
  const rounds = new Map(targets.map((target) => [target.key, [] as Measured[]]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const target of targets) {
      const measured = await hammer(target, SECONDS);
      rounds.get(target.key)!.push(measured);
      log(
        `round ${round}: ${target.url} (${target.headers?.['accept-encoding'] ?? 'no compression'}, ${measured.bytes} bytes each): ${measured.reqPerSec.toFixed(0)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${measured.failed} not 2xx, errors or timeouts`,
      );
    }
  }
  return rounds;
}

const median = (values: number[]): number => percentile(values, 50);

/** The URL path of the build's static script whose size is nearest `bytes`: served the way public/ is. */
function staticScriptNear(bytes: number): { path: string; bytes: number } {
  const folder = join(process.cwd(), e2eDistDir, 'static', 'chunks');
  const scripts = readdirSync(folder)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ path: `/_next/static/chunks/${name}`, bytes: statSync(join(folder, name)).size }));
  if (scripts.length === 0) throw new Error(`No scripts in ${folder}: is the app built?`);
  return scripts.reduce((best, script) =>
    Math.abs(script.bytes - bytes) < Math.abs(best.bytes - bytes) ? script : best,
  );
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
      const pageUrl = `${base}/t/${setup.event.slug}`;
      const pageBytes = (await (await fetch(pageUrl)).arrayBuffer()).byteLength;
      const script = staticScriptNear(pageBytes);
      const targets: Target[] = [
        { key: 'static', what: 'GET /robots.txt (public/, the baseline)', url: `${base}/robots.txt` },
        {
          key: 'staticSameSize',
          what: `GET ${script.path} (the build's script nearest the page's ${pageBytes} bytes)`,
          url: `${base}${script.path}`,
        },
        { key: 'page', what: 'GET /t/<slug>, 256-player double elimination', url: pageUrl },
        {
          key: 'pageGzip',
          what: "GET /t/<slug> with a browser's Accept-Encoding (gzipped per answer)",
          url: pageUrl,
          headers: BROWSER_HEADERS,
        },
        ...(hasJson ? [{ key: 'json', what: 'GET /api/v1/tournaments/<slug>', url: json }] : []),
      ];
      const rounds = await measureInRounds(targets, log);
      const of = (key: string) => rounds.get(key)!;
      const described = ({ key, what }: Target): Figure[] => [
        {
          name: `pages.${key}.reqPerSec`,
          value: Math.round(median(of(key).map((m) => m.reqPerSec))),
          unit: 'req/s',
          note: `${what}, ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${SECONDS} s`,
        },
        {
          name: `pages.${key}.p50`,
          value: roundMs(median(of(key).map((m) => m.p50))),
          unit: 'ms',
          note: `${what}: median latency (median of the rounds)`,
        },
        {
          name: `pages.${key}.p99`,
          value: roundMs(median(of(key).map((m) => m.p99))),
          unit: 'ms',
          note: `${what}: 99th percentile latency (median of the rounds)`,
        },
        {
          name: `pages.${key}.failed`,
          value: of(key).reduce((sum, m) => sum + m.failed, 0),
          unit: 'requests',
          note: `${what}: not 2xx, errors and timeouts (30 s), all rounds`,
        },
        {
          name: `pages.${key}.bytes`,
          value: of(key)[0].bytes,
          unit: 'bytes',
          note: `${what}: bytes per answer as sent, headers included`,
        },
      ];
      /** Round by round, `key`'s req/s over `baseline`'s, then the median of those ratios. */
      const ratio = (key: string, baseline: string): number =>
        median(of(key).map((m, round) => m.reqPerSec / of(baseline)[round].reqPerSec));
      return [
        ...targets.flatMap(described),
        {
          name: 'pages.page.vsStatic',
          value: ratio('page', 'static'),
          unit: 'ratio',
          note: 'tournament page req/s / static file req/s, median of the rounds (aim ≥ 0.5)',
        },
        {
          name: 'pages.page.vsStaticSameSize',
          value: ratio('page', 'staticSameSize'),
          unit: 'ratio',
          note: 'tournament page req/s / req/s of a static file of about its size, median of the rounds',
        },
        ...(hasJson
          ? [
              {
                name: 'pages.json.vsStatic',
                value: ratio('json', 'static'),
                unit: 'ratio',
                note: 'tournament JSON req/s / static file req/s, median of the rounds (aim ≥ 0.5)',
              },
            ]
          : []),
      ];
    } finally {
      await setup.close();
    }
  },
};
