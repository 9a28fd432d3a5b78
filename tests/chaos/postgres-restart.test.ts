// Postgres goes away under load and comes back: while it is gone every request the app cannot
// answer is a 503 with Retry-After (never a 500, never a hang), and once it is back the same app
// process answers again, with no restart: the pool reconnects by itself.
import { describe, expect, test } from 'vitest';
import { callApi, setupChaosWorld } from './helpers';

const world = setupChaosWorld();

type Phase = 'before' | 'stopping' | 'down' | 'starting' | 'after';

interface Sample {
  /** The phase when the request was sent and when its answer came. */
  phase: Phase;
  answeredIn: Phase;
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
    let phase: Phase = 'before';
    let running = true;
    const worker = async (offset: number) => {
      for (let index = offset; running; index++) {
        const path = paths[index % paths.length];
        const sentIn = phase;
        const answer = await callApi(app.baseUrl, path, { token: event.token });
        samples.push({
          phase: sentIn,
          answeredIn: phase,
          path,
          status: answer.status,
          retryAfter: answer.headers.get('retry-after'),
        });
      }
    };
    const workers = [0, 1, 2, 3].map(worker);

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    phase = 'stopping';
    await world.cluster.stop();
    phase = 'down';
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    phase = 'starting';
    await world.cluster.start();
    // Recovered: every path answers 200 again, within 20 s of the server being back.
    const deadline = Date.now() + 20_000;
    let recovered = false;
    while (!recovered && Date.now() < deadline) {
      const statuses = await Promise.all(
        paths.map((path) => callApi(app.baseUrl, path, { token: event.token }).then((answer) => answer.status)),
      );
      recovered = statuses.every((status) => status === 200);
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    phase = 'after';
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    running = false;
    await Promise.all(workers);

    expect(recovered, 'the app answers 200 again without a restart').toBe(true);
    expect(app.process.exitCode, 'the app process is still the one started').toBeNull();
    const retryHint = (sample: Sample) => sample.status === 503 && Number(sample.retryAfter) > 0;
    // Sent and answered while the server was down: every answer a 503 with a retry hint.
    const down = samples.filter((sample) => sample.phase === 'down' && sample.answeredIn === 'down');
    for (const path of paths)
      expect(
        down.some((sample) => sample.path === path),
        `${path} was asked while the server was down`,
      ).toBe(true);
    expect(
      down.filter((sample) => !retryHint(sample)).slice(0, 10),
      'answers while the server was down other than 503 + Retry-After',
    ).toEqual([]);
    // Around the stop and the start: answered (200) or refused with a retry hint, never a 500.
    const around = samples.filter((sample) => sample.phase !== 'before' && sample.phase !== 'after');
    expect(
      around.filter((sample) => sample.status !== 200 && !retryHint(sample)).slice(0, 10),
      'answers around the outage other than 200 or 503 + Retry-After',
    ).toEqual([]);
    const after = samples.filter((sample) => sample.phase === 'after');
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((sample) => sample.status !== 200)).toEqual([]);
  });
});
