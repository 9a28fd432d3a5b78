// Huge request bodies against the built app (issue 16, point 2). The JSON API used to read a body
// whole before measuring it: the issue reports eight concurrent 100 MB bodies from one signed-in
// account taking the server from 246 MB to 1.29 GB, and a 600 MB body answering 500. Now a declared length over the
// limit is refused at once and a body without one is dropped at the limit, so the server's
// resident memory stays flat however much is sent, and every such body is answered 413.
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { describe, expect, test } from 'vitest';
import type { RunningApp } from '../e2e/app-server';
import { setupChaosWorld } from './helpers';

const world = setupChaosWorld();

const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, '[1,2,3,4,5,6,7]'.repeat(10));

/** Resident memory of the server process, from /proc (what the operating system holds for it). */
function residentBytes(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`No VmRSS for process ${pid}.`);
  return Number(line[1]) * 1024;
}

/**
 * Sends `size` bytes of JSON-looking noise to the import preview as the event's organiser,
 * declaring the length or not (chunked), and stops sending once the answer comes. Resolves with
 * the status and how much was sent; a connection dropped before any answer fails the test.
 */
function sendHugeBody(
  app: RunningApp,
  path: string,
  token: string,
  size: number,
  declareLength: boolean,
): Promise<{ status: number; sentBytes: number }> {
  const headers: Record<string, string | number> = {
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  };
  if (declareLength) headers['content-length'] = size;
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered: number | null = null;
    const req = httpRequest(`${app.baseUrl}${path}`, { method: 'POST', headers });
    const finish = () => {
      if (answered !== null) resolve({ status: answered, sentBytes });
    };
    req.on('response', (response) => {
      answered = response.statusCode ?? 0;
      response.resume();
      response.on('end', () => {
        finish();
        req.destroy();
      });
    });
    req.on('error', (error) =>
      answered === null
        ? reject(
            new Error(
              `${declareLength ? 'declared' : 'chunked'} ${size} bytes: ${error.message} after ${sentBytes} sent, before any answer`,
            ),
          )
        : finish(),
    );
    const write = () => {
      while (answered === null && sentBytes < size) {
        sentBytes += CHUNK.byteLength;
        if (!req.write(CHUNK)) return void req.once('drain', write);
      }
      if (answered === null) req.end();
    };
    write();
  });
}

describe('huge bodies', () => {
  test('eight concurrent 100 MB bodies from one account: each a 413, and the server’s memory stays flat', async () => {
    const app = await world.startInstance();
    const { token, slug } = world.event;
    const path = `/api/v1/tournaments/${slug}/entries/import/preview`;
    const pid = app.process.pid!;
    // Warm up on the same attack with 4 MB bodies: the route loaded and the heap grown to what eight
    // concurrent refusals need, so what is measured next is what the size of the bodies adds.
    const attack = async (size: number) => {
      for (const declareLength of [false, true]) {
        const answers = await Promise.all(
          Array.from({ length: 8 }, () => sendHugeBody(app, path, token, size, declareLength)),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(413));
      }
    };
    await attack(4 * MB);
    const before = residentBytes(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 20);
    try {
      await attack(100 * MB);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, residentBytes(pid));
    console.log(
      `huge bodies: server RSS ${(before / MB).toFixed(0)} MB before, ${(peak / MB).toFixed(0)} MB at most during 2 × 8 × 100 MB`,
    );
    // A body read whole grows it by the bodies themselves (248 → 1,387 MB measured on the old
    // handler); a bounded reader by what the server does anyway under load: 3–7 MB on a quiet run,
    // 30 MB in a CI run here on a busy machine (2 cores, five other sessions). 96 MB keeps the
    // regression an order of magnitude away without failing for the machine's load.
    expect(peak - before).toBeLessThan(96 * MB);
  });

  test('a 600 MB body is a 413, declared or not, and the app answers normally after', async () => {
    const app = await world.startInstance();
    const { token, slug } = world.event;
    const path = `/api/v1/tournaments/${slug}/entries/import/preview`;
    for (const declareLength of [true, false]) {
      const answer = await sendHugeBody(app, path, token, 600 * MB, declareLength);
      expect(answer.status).toBe(413);
      expect(answer.sentBytes).toBeLessThan(600 * MB);
    }
    const health = await fetch(`${app.baseUrl}/api/health`);
    expect(health.status).toBe(200);
  });
});
