// Postgres goes away under load and comes back: while it is gone every request the app cannot
// answer is a 503 with Retry-After (never a 500, never a hang), and once it is back the same app
// process answers again, with no restart: the pool reconnects by itself.
import { describe, expect, test } from 'vitest';
import { callApi, setupChaosWorld } from './helpers';

const world = setupChaosWorld();

interface Sample {
  phase: 'before' | 'outage' | 'after';
  path: string;
  status: number;
  retryAfter: string | null;
}

describe('a Postgres restart during load', () => {
  test('is answered with 503 and Retry-After while it lasts, and the app recovers by itself', async () => {
    const app = await world.startInstance();
    const { event } = world;
    // Reads that need the database: who the token is, the tournament page, the health probe.
    const paths = ['/api/v1/me', `/t/${event.slug}`, '/api/health'];
    const samples: Sample[] = [];
    let phase: Sample['phase'] = 'before';
    let running = true;
    const worker = async (offset: number) => {
      for (let index = offset; running; index++) {
        const path = paths[index % paths.length];
        const answer = await callApi(app.baseUrl, path, { token: event.token });
        samples.push({ phase, path, status: answer.status, retryAfter: answer.headers.get('retry-after') });
      }
    };
    const workers = [0, 1, 2, 3].map(worker);

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    phase = 'outage';
    await world.cluster.stop();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await world.cluster.start();
    // Recovered: every path answers 200 again, within 20 s of the server being back.
    const deadline = Date.now() + 20_000;
    let recovered = false;
    while (!recovered && Date.now() < deadline) {
      const statuses = await Promise.all(paths.map((path) => callApi(app.baseUrl, path, { token: event.token }).then((answer) => answer.status)));
      recovered = statuses.every((status) => status === 200);
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    phase = 'after';
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    running = false;
    await Promise.all(workers);

    expect(recovered, 'the app answers 200 again without a restart').toBe(true);
    expect(app.process.exitCode, 'the app process is still the one started').toBeNull();
    const during = samples.filter((sample) => sample.phase === 'outage');
    const refused = during.filter((sample) => sample.status === 503);
    expect(refused.length, 'requests during the outage were refused').toBeGreaterThan(0);
    // During the outage: 200 (answered before the server went, or from memory) or 503 with a retry hint.
    const wrong = during.filter((sample) => sample.status !== 200 && !(sample.status === 503 && Number(sample.retryAfter) > 0));
    expect(wrong.slice(0, 10), 'answers during the outage other than 200 or 503 + Retry-After').toEqual([]);
    for (const path of paths) expect(refused.some((sample) => sample.path === path), `${path} answered 503 during the outage`).toBe(true);
    const after = samples.filter((sample) => sample.phase === 'after');
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((sample) => sample.status !== 200)).toEqual([]);
  });
});
