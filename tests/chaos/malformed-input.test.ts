// 10,000 random and malformed requests against every mutating operation of the JSON API (read from
// the catalogue, so routes added later are covered without touching this file): move records of
// random letters and noise, game files with broken headers, reports with fields of the wrong type
// or out of range, text with NUL and other control characters, random JSON, bodies that are not JSON at all, odd path parameters (some not
// valid percent-encoding). Whatever comes in, the app must never answer 5xx, and every refusal
// must be the API's clear `{ error: { code, message } }`.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { apiOperations } from '@/app/api/v1/catalogue';
import { callApi, refusalOf, setupChaosWorld } from './helpers';

const REQUESTS = 10_000;
const CONCURRENCY = 8;

const world = setupChaosWorld();

/** Move text: mostly hole letters, with move numbers, separators and the odd wrong character. */
const moveText = fc
  .array(
    fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom(...'ABCDEFabcdef') },
      { weight: 3, arbitrary: fc.constantFrom(' ', '. ', ',', ';', '\n', '1. ', '12') },
      { weight: 1, arbitrary: fc.string({ maxLength: 3 }) },
    ),
    { maxLength: 120 },
  )
  .map((parts) => parts.join(''));

/** A whole-game file: headers (some broken) and a move text. */
const gameFile = fc
  .tuple(
    fc.array(
      fc.oneof(
        fc
          .tuple(
            fc.constantFrom('Rules', 'First', 'Result', 'Termination', 'SetUp', 'South', 'North', 'Event'),
            fc.oneof(
              fc.constantFrom(
                'antigua',
                'abapa',
                'S',
                'N',
                '1-0',
                '0-1',
                '*',
                '1/2-1/2',
                'resignation',
                '0,0,0,0,2,2/1,1,0,0,0,0/20,22/S',
              ),
              fc.string({ maxLength: 20 }),
            ),
          )
          .map(([name, value]) => `[${name} "${value}"]`),
        fc.string({ maxLength: 30 }),
      ),
      { maxLength: 6 },
    ),
    moveText,
  )
  .map(([headers, moves]) => `${headers.join('\n')}\n\n${moves}`);

/** Values of every kind, for fields that expect one kind. */
/** Text with control characters: NUL (which Postgres cannot store), the rest of C0, DEL. */
const controlText = fc
  .tuple(
    fc.string({ maxLength: 10 }),
    fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u001f', '\u007f', '\u0000\u0000'),
    fc.string({ maxLength: 10 }),
  )
  .map((parts) => parts.join(''));

const anyValue = fc.oneof(
  controlText,
  fc.integer({ min: -1_000, max: 1_000 }),
  fc.double(),
  fc.string({ maxLength: 20 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant({}),
);

/** A game report (or a move, a confirmation, a dispute), each field valid-looking, wrong or missing. */
const reportLike = fc.record(
  {
    kind: fc.oneof(fc.constantFrom('record', 'file', 'result', 'RESULT', ''), anyValue),
    number: fc.oneof(fc.integer({ min: -2, max: 12 }), anyValue),
    south: fc.oneof(fc.constantFrom(1, 2, '1', '2', 3, 0), anyValue),
    moves: fc.oneof(moveText, anyValue),
    move: fc.oneof(fc.constantFrom(...'ABCDEFabcdefGg'), fc.string({ maxLength: 3 }), anyValue),
    file: fc.oneof(gameFile, anyValue),
    termination: fc.oneof(
      fc.constantFrom('', 'resignation', 'loss-on-time', 'forfeit', 'agreed-end', 'nonsense'),
      anyValue,
    ),
    loser: fc.oneof(fc.constantFrom('', 'south', 'north', 'east'), anyValue),
    capturesSouth: fc.oneof(fc.integer({ min: -5, max: 60 }), anyValue),
    capturesNorth: fc.oneof(fc.integer({ min: -5, max: 60 }), anyValue),
    winner: fc.oneof(fc.constantFrom('', 'south', 'north', 'draw', 'both'), anyValue),
    endReason: fc.oneof(fc.constantFrom('', 'score', 'cycle', 'no-moves', 'resignation', 'x'), anyValue),
    opponentPin: fc.oneof(fc.string({ maxLength: 40 }), anyValue),
    pin: fc.oneof(fc.string({ maxLength: 40 }), anyValue),
    comment: fc.oneof(fc.string({ maxLength: 40 }), anyValue),
    name: fc.oneof(fc.string({ maxLength: 300 }), anyValue),
  },
  { requiredKeys: [] },
);

/** The body as sent: JSON of a report-like object, any JSON at all, or text that is not JSON. */
const body = fc.oneof(
  { weight: 6, arbitrary: reportLike.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  {
    weight: 1,
    arbitrary: fc
      .record(
        { name: controlText, moves: controlText, comment: controlText, reason: controlText },
        { requiredKeys: [] },
      )
      .map((value) => JSON.stringify(value)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '{',
      '{"kind":',
      'null',
      '[]',
      '"text"',
      '{"kind":"result"}'.repeat(3),
      `{"moves":"${'Aa'.repeat(15_000)}"}`,
    ),
  },
);

/**
 * A path parameter as sent in the address: usually a real one of the seeded event (the resource is
 * the path segment before it), sometimes nonsense, percent-encoded or (the last few) not valid
 * percent-encoding at all. Token ids are never real ones: revoking the organiser's own token would
 * leave nothing but 401s to test.
 */
function paramSegment(resource: string, name: string): fc.Arbitrary<string> {
  const { event } = world;
  const real: Record<string, string[]> = {
    'matches/id': event.openMatches.slice(0, 4).map((match) => String(match.id)),
    'tournaments/id': [String(event.tournamentId)],
    'tournaments/slug': [event.slug],
    'games/number': ['1', '2'],
  };
  const odd = fc.constantFrom(
    ...['0', '-1', '99999999999', '1.5', 'abc', '%00', '.x', '2147483648', '\u0000', '1\u0000', '\u001b', '\u007f'].map(
      encodeURIComponent,
    ),
    '%',
    '%ZZ',
    '%E0%A4%A',
    '1%',
  );
  const values = real[`${resource}/${name}`];
  return values
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...values.map(encodeURIComponent)) },
        { weight: 1, arbitrary: odd },
      )
    : odd;
}

describe('random and malformed requests', () => {
  test(`${REQUESTS} of them against every mutating API operation: no 5xx, every refusal a clear error`, async () => {
    const app = await world.startInstance();
    const mutating = apiOperations.filter((operation) => operation.method !== 'GET');
    expect(mutating.length).toBeGreaterThan(0);
    const request = fc.constantFrom(...mutating).chain((operation) => {
      const slots = [...operation.path.matchAll(/(\w+)\/\{(\w+)\}/g)].map((match) => ({
        resource: match[1],
        name: match[2],
      }));
      const names = slots.map((slot) => slot.name);
      return fc.record({
        operation: fc.constant(operation),
        params: fc
          .tuple(...slots.map((slot) => paramSegment(slot.resource, slot.name)))
          .map((values) => Object.fromEntries(names.map((name, index) => [name, values[index]]))),
        body: body,
        contentType: fc.constantFrom(
          'application/json',
          'application/json',
          'application/json',
          'text/plain',
          'application/x-www-form-urlencoded',
        ),
        // Mostly the organiser (so requests get past sign-in to the checks that matter), sometimes nobody or a bad token.
        token: fc.constantFrom<string | null>(
          world.event.token,
          world.event.token,
          world.event.token,
          null,
          'wo_not-a-real-token',
        ),
        idempotencyKey: fc.option(
          fc.string({ minLength: 1, maxLength: 80 }).filter((key) => /^[\x21-\x7e]+$/.test(key)),
        ),
      });
    });
    const seed = Number(process.env.CHAOS_SEED ?? Date.now() % 1_000_000);
    const requests = fc.sample(request, { numRuns: REQUESTS, seed });

    const problems: string[] = [];
    /** Failures by operation and status, so one run shows every kind at once. */
    const kinds = new Map<string, number>();
    let next = 0;
    const statuses = new Map<number, number>();
    const worker = async () => {
      while (next < requests.length) {
        const { operation, params, body: text, contentType, token, idempotencyKey } = requests[next++];
        const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]);
        const headers: Record<string, string> = { 'content-type': contentType };
        if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
        const answer = await callApi(app.baseUrl, path, {
          method: operation.method,
          token,
          body: operation.method === 'DELETE' ? undefined : text,
          headers,
        });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        const clear = answer.status < 400 || refusalOf(answer.body) !== null;
        if (answer.status >= 500 || !clear) {
          const shape = `${operation.method} ${operation.path} → ${answer.status}`;
          kinds.set(shape, (kinds.get(shape) ?? 0) + 1);
          problems.push(
            `${operation.method} ${path} ${text.slice(0, 160)} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
          );
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;

    console.info(
      `chaos seed ${seed} (CHAOS_SEED=${seed} replays it); ${REQUESTS} requests in ${seconds.toFixed(0)} s; statuses:`,
      Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    );
    expect(
      problems.slice(0, 10),
      `${problems.length} answers were 5xx or unclear (seed ${seed}): ${JSON.stringify(Object.fromEntries(kinds))}`,
    ).toEqual([]);
    expect([...statuses.values()].reduce((sum, count) => sum + count, 0)).toBe(REQUESTS);
  }, 300_000);
});
