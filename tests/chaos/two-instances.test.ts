// Two app instances on one database, as when the app is scaled out behind a load balancer: a
// result reported through either reaches the spectators connected to the other, because every
// instance LISTENs on the database's channel rather than keeping events to itself.
import { describe, expect, test } from 'vitest';
import { reportGame } from '../load/report-client';
import { connectSpectator, liveUrl } from '../load/sse-client';
import { setupChaosWorld } from './helpers';

const world = setupChaosWorld();

describe('two app instances on one database', () => {
  test('a result reported through one reaches spectators of the other, both ways', async () => {
    const [first, second] = await Promise.all([world.startInstance(), world.startInstance()]);
    const { event } = world;
    for (const [reportTo, watch, match] of [
      [first, second, event.openMatches[0]],
      [second, first, event.openMatches[1]],
    ] as const) {
      const spectator = await connectSpectator(liveUrl(watch.baseUrl, event.tournamentId));
      try {
        const answer = await reportGame(reportTo.baseUrl, event.token, match.id);
        expect(answer.status).toBe(201);
        const change = await spectator.next(
          (received) => received.event === 'change' && (received.data as { matchId?: number }).matchId === match.id,
          { timeoutMs: 5_000 },
        );
        expect(change.data).toMatchObject({ tournamentId: event.tournamentId, matchId: match.id });
      } finally {
        spectator.close();
      }
    }
  });
});
