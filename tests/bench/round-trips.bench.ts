// Database round trips of one game report, one bracket change and the public and staff reads
// (uncached, as after a live event), through the real services on real Postgres (issue 17's
// before/after figure). Postgres is TEST_DATABASE_URL (or DATABASE_URL) when set, else a throwaway
// cluster. The statements sent, in order, go to bench-results/round-trips.json.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import * as schema from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { awardWalkover } from '@/lib/services/results/award-walkover';
import { confirmGame } from '@/lib/services/reporting/confirm-game';
import { correctSeriesResult } from '@/lib/services/results/correct-result';
import { reportGame } from '@/lib/services/reporting/report-game';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { uncached } from '@/lib/live/tournament-cache';
import { publicMatchById, publicTournamentOfSlug } from '@/lib/services/views/public-lookups';
import { tournamentWithRights } from '@/lib/auth/permissions';
import { viewMatch } from '@/lib/services/views/view-match';
import { viewTournament } from '@/lib/services/views/view-tournament';
import { createServerDatabase, dropServerDatabase, testServerUrl, withDatabaseName } from '../db/server-databases';
import { startThrowawayCluster, type ThrowawayCluster } from '../load/postgres-cluster';
import { matchByKey } from '../services/helpers';
import { movesWonBy, repeatedGame, report, reportingEvent } from '../services/reporting-helpers';
import type { Benchmark, Figure } from './benchmark';

/**
 * A pool whose clients note every query they send while `counting` is set. A round trip is one
 * query the `pg` driver sends: every `Client#query`, which `pool.query` and Drizzle's transactions
 * go through too, so BEGIN, COMMIT, ROLLBACK, advisory locks and SELECT … FOR UPDATE each count
 * one. Only the service call is counted; setting the event up and working out the moves are not.
 */
function countingPool(url: string) {
  const sent: string[] = [];
  let counting = false;
  const pool = new pg.Pool({ connectionString: url });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      if (counting) {
        const config = args[0] as string | { text: string };
        sent.push((typeof config === 'string' ? config : config.text).replace(/\s+/g, ' ').trim());
      }
      return query(...args);
    }) as typeof client.query;
  });
  /** The queries `work` sends. */
  const count = async (work: () => Promise<unknown>): Promise<string[]> => {
    sent.length = 0;
    counting = true;
    try {
      await work();
    } finally {
      counting = false;
    }
    return [...sent];
  };
  return { pool, count };
}

export const benchmark: Benchmark = {
  name: 'round trips: one game report, one bracket change, one public page (issue 17)',
  async run(log) {
    let cluster: ThrowawayCluster | null = null;
    const serverUrl = testServerUrl() ?? (cluster = await startThrowawayCluster({ durable: false })).serverUrl;
    const name = await createServerDatabase(serverUrl, 'roundtrips');
    const { pool, count } = countingPool(withDatabaseName(serverUrl, name));
    try {
      const db: Db = drizzle({ client: pool, schema });
      await migrateDatabase({ driver: 'postgres', db, pool, close: () => pool.end() });
      // An 8-player knockout, first to 2, every player with an account: W1-1 and W1-2 feed W2-1.
      const event = await reportingEvent(db, 8);
      const match = (key: string) => matchByKey(db, event.tournament.id, key);
      /** Slot 1 wins the next game of the match, reported as a move list by `reporter`, as the page sends it (with its form token). */
      const slotOneWins = async (key: string, reporter: Actor) => {
        const { id } = await match(key);
        const moves = await movesWonBy(db, id, 1);
        const input = report({ kind: 'record', moves, repeatOf: await repeatedGame(db, id, moves) });
        return { id, send: () => reportGame(db, reporter, id, input, { idempotencyKey: randomUUID() }) };
      };
      /** Slot 1 reports that it won the next game, then slot 2 confirms it: the two calls together. */
      const playerReportAndConfirm = async (key: string) => {
        const [reporter, confirmer] = event.seats(await match(key));
        const { id, send } = await slotOneWins(key, reporter);
        return async () => {
          const reported = await send();
          await confirmGame(db, confirmer, id, reported.game!.number, { pin: null }, { idempotencyKey: randomUUID() });
        };
      };

      const tournamentPage = async () =>
        viewTournament(db, (await publicTournamentOfSlug(db, event.tournament.slug, uncached))!);
      const matchPage = async (key: string) => {
        const { id } = await match(key);
        return async () => viewMatch(db, await tournamentPage(), id);
      };
      const staffLookup = () => tournamentWithRights(db, event.organiser, event.tournament.slug);

      const scenarios: { name: string; note: string; prepare: () => Promise<() => Promise<unknown>> }[] = [
        {
          name: 'staffReport.open',
          note: 'the organiser reports game 1 of W1-1 (stands at once); 1–0, the series goes on',
          prepare: async () => (await slotOneWins('W1-1', event.organiser)).send,
        },
        {
          name: 'staffReport.decides',
          note: 'the organiser reports game 2 of W1-1; 2–0, its winner goes into W2-1',
          prepare: async () => (await slotOneWins('W1-1', event.organiser)).send,
        },
        {
          name: 'playerReport.open',
          note: 'a player reports game 1 of W1-2, the opponent confirms (two calls); 1–0',
          prepare: () => playerReportAndConfirm('W1-2'),
        },
        {
          name: 'playerReport.decides',
          note: 'the same for game 2 of W1-2; 2–0, W2-1 gets its second player',
          prepare: () => playerReportAndConfirm('W1-2'),
        },
        {
          name: 'walkover',
          note: 'the organiser awards W1-3 as a walkover to slot 1, who goes into W2-2',
          prepare: async () => {
            const { id, entry1Id } = await match('W1-3');
            return () =>
              awardWalkover(db, event.organiser, { matchId: id, winnerEntryId: entry1Id!, reason: 'Absent.' });
          },
        },
        {
          name: 'correction',
          note: 'the organiser corrects W1-1 (2–0) to 0–2: the other player replaces its winner in W2-1',
          prepare: async () => {
            const { id, entry2Id } = await match('W1-1');
            return () =>
              correctSeriesResult(db, event.organiser, {
                matchId: id,
                winnerEntryId: entry2Id!,
                wins1: 0,
                wins2: 2,
                draws: 0,
                walkover: false,
                reason: 'Score sheet says 0–2.',
                force: false,
              });
          },
        },
        // The public reads, uncached (what one render costs after a live event drops the cache).
        {
          name: 'view.tournamentPage',
          note: 'the tournament page (and GET /tournaments/{slug}): the slug, then the view',
          prepare: async () => () => tournamentPage(),
        },
        {
          name: 'view.matchPage',
          note: 'the page of W1-1 (corrected, two games): the slug, the view, the match',
          prepare: () => matchPage('W1-1'),
        },
        {
          name: 'view.matchPagePlain',
          note: 'the page of W1-2 (two games, no correction)',
          prepare: () => matchPage('W1-2'),
        },
        {
          name: 'view.matchApi',
          note: 'GET /matches/{id} of W1-1: the tournament of the match, the view, the match',
          prepare: async () => {
            const { id } = await match('W1-1');
            return () => publicMatchById(db, id);
          },
        },
        {
          name: 'staff.lookup',
          note: 'a staff page or staff-links: the tournament at the slug and the organiser’s rights in it',
          prepare: async () => () => staffLookup(),
        },
        {
          name: 'staff.apiLookup',
          note: 'tournamentOfSlug, as every organiser API route starts',
          prepare: async () => () => tournamentOfSlug(db, event.organiser, event.tournament.slug),
        },
      ];

      const figures: Figure[] = [];
      const statements: Record<string, string[]> = {};
      for (const scenario of scenarios) {
        const work = await scenario.prepare();
        const sent = await count(work);
        statements[scenario.name] = sent;
        log(`${scenario.name}: ${sent.length} round trips`);
        figures.push({ name: `roundTrips.${scenario.name}`, value: sent.length, unit: 'queries', note: scenario.note });
      }
      mkdirSync('bench-results', { recursive: true });
      writeFileSync('bench-results/round-trips.json', JSON.stringify(statements, null, 2));
      return figures;
    } finally {
      await pool.end();
      await dropServerDatabase(serverUrl, name);
      await cluster?.destroy();
    }
  },
};
