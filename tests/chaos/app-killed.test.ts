// The app is killed (SIGKILL: no shutdown, transactions cut off wherever they were) in the middle
// of a stream of reports from eight scorers, and started again. The scorers behave as a careful
// client does: a request that got no answer is sent again, with the same Idempotency-Key, until
// it gets one. Afterwards every report answered with success is stored exactly once, and the
// bracket agrees with the stored games.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { createDb } from '@/db/client';
import { games, matches } from '@/db/schema';
import type { RunningApp } from '../e2e/app-server';
import { reportGame, type ReportAnswer } from '../load/report-client';
import { bracketInconsistencies } from './bracket-consistency';
import { setupChaosWorld } from './helpers';

const world = setupChaosWorld({ players: 16, winsNeeded: 3 });

interface Sent {
  key: string;
  matchId: number;
  /** Requests that got no answer (the app was gone) before one that did. */
  unanswered: number;
  answer: ReportAnswer;
}

describe('the app killed during a stream of reports', () => {
  test('loses no answered report, stores none twice, and leaves the bracket consistent', async () => {
    let app: RunningApp = await world.startInstance();
    const { event } = world;
    const sent: Sent[] = [];

    /** One scorer: reports games of one match, South winning each, until the series is decided. */
    const scorer = async (matchId: number) => {
      for (let sequence = 1; ; sequence++) {
        const key = `scorer-${matchId}-${sequence}`;
        let unanswered = 0;
        let answer: ReportAnswer | null = null;
        while (!answer) {
          try {
            answer = await reportGame(app.baseUrl, event.token, matchId, { idempotencyKey: key });
          } catch {
            unanswered++;
            if (unanswered > 200) throw new Error(`No answer to ${key} after ${unanswered} tries`);
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
        sent.push({ key, matchId, unanswered, answer });
        if (answer.status !== 201) return;
        if (answer.body.series?.finished) return;
      }
    };
    const scorers = event.openMatches.map((match) => scorer(match.id));
    let scorersDone = false;
    void Promise.allSettled(scorers).then(() => (scorersDone = true));

    // Kill once some reports are through, so the stream is in full flow.
    while (!scorersDone && sent.filter((item) => item.answer.status === 201).length < 6)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(scorersDone, `the scorers stopped before the kill: ${JSON.stringify(sent.slice(0, 3))}`).toBe(false);
    await app.kill();
    app = await world.startInstance({ port: app.port });
    await Promise.all(scorers);

    const refused = sent.filter((item) => item.answer.status !== 201);
    // A scorer stops on its first refusal; the only one expected is the decided series (a replay answers 201).
    expect(
      refused
        .filter((item) => item.answer.body.error?.code !== 'series-decided')
        .map((item) => [item.key, item.answer.status, item.answer.body]),
    ).toEqual([]);
    expect(
      sent.some((item) => item.unanswered > 0),
      'some reports were cut off by the kill',
    ).toBe(true);

    const succeeded = sent.filter((item) => item.answer.status === 201);
    const database = await createDb({ url: world.databaseUrl });
    try {
      const matchIds = event.openMatches.map((match) => match.id);
      const stored = await database.db.select().from(games).where(inArray(games.matchId, matchIds));
      // Exactly once: one stored game per successful report, and the ids answered are the ids stored.
      expect(stored.length).toBe(succeeded.length);
      expect(new Set(succeeded.map((item) => item.answer.body.game?.id))).toEqual(
        new Set(stored.map((game) => game.id)),
      );
      for (const item of succeeded) {
        const [game] = await database.db.select().from(games).where(eq(games.id, item.answer.body.game!.id));
        expect(game, item.key).toMatchObject({
          matchId: item.matchId,
          status: 'confirmed',
          number: item.answer.body.game!.number,
        });
      }
      expect(await bracketInconsistencies(database.db, event.tournamentId)).toEqual([]);
      // Every first-round series was played to its end, the restart notwithstanding.
      const decided = await database.db
        .select({ status: matches.status })
        .from(matches)
        .where(inArray(matches.id, matchIds));
      expect(decided.map((match) => match.status)).toEqual(matchIds.map(() => 'finished'));
    } finally {
      await database.close();
    }
  });
});
