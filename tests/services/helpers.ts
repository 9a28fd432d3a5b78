// Running events through the services in tests: an organiser, a tournament set up and started the
// way the pages do it, and series played by storing confirmed games as game reporting will and
// synchronising the series (lib/services/results/settle-series.ts).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { lockStageOfMatch } from '@/db/queries/locks';
import { games, matches, stages, type Match, type User } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { addEntry } from '@/lib/services/entries/add-entry';
import { createTournament } from '@/lib/services/tournaments/create-tournament';
import { seedEntries } from '@/lib/services/entries/seed-entries';
import { setCheckIn } from '@/lib/services/entries/set-check-in';
import { startTournament } from '@/lib/services/tournaments/start-tournament';
import { syncSeries, type SeriesSync } from '@/lib/services/results/settle-series';
import { tournamentSettingsSchema } from '@/lib/validation/tournaments';
import { SAMPLE_GAMES, type SampleGame } from '@/core/warri';
import { actorOf } from '../auth/helpers';
import { makeUser, unique } from '../db/fixtures';

export async function makeOrganiser(db: Db): Promise<{ user: User; actor: Actor }> {
  const user = await makeUser(db, { role: 'organiser', name: unique('Organiser') });
  return { user, actor: actorOf(user) };
}

/** Tournament settings as the form would send them, with `overrides` on top. */
export function settings(overrides: Record<string, unknown> = {}) {
  return tournamentSettingsSchema.parse({
    name: unique('Open'),
    format: 'single-elimination',
    winsNeeded: 3,
    ...overrides,
  });
}

/** A tournament with `count` new players entered (ratings falling with the number, never below 0), checked in and seeded by rating. */
export async function readyTournament(db: Db, actor: Actor, count: number, overrides: Record<string, unknown> = {}) {
  const tournament = await createTournament(db, actor, settings(overrides));
  const entries = [];
  for (let index = 0; index < count; index++) {
    entries.push(
      await addEntry(db, actor, tournament.id, {
        playerId: null,
        displayName: unique(`P${index + 1}`),
        club: null,
        country: null,
        rating: Math.max(2000, count * 10) - index * 10,
        checkedIn: false,
      }),
    );
  }
  for (const entry of entries) await setCheckIn(db, actor, { entryId: entry.id, checkedIn: true });
  await seedEntries(db, actor, tournament.id, { method: 'rating', randomSeed: null });
  return { tournament, entries };
}

/** A Swiss not started and without entries, for a TRF to set up. */
export async function emptySwiss(db: Db, actor: Actor, rounds = 1) {
  return createTournament(db, actor, settings({ format: 'swiss', rounds, winsNeeded: 2 }));
}

/** A TRF of players only (no round played), starting rank 1 first. */
export function trfOfPlayers(names: readonly string[]): string {
  return names.map((name, index) => `${`001 ${String(index + 1).padStart(4)}      ${name}`.padEnd(80)} 0.0\n`).join('');
}

export async function startedTournament(db: Db, actor: Actor, count: number, overrides: Record<string, unknown> = {}) {
  const { tournament, entries } = await readyTournament(db, actor, count, overrides);
  const start = await startTournament(db, actor, tournament.id);
  return { tournament: start.tournament, entries, stageId: start.stageId };
}

export async function matchesOf(db: Db, tournamentId: number): Promise<Match[]> {
  return db
    .select({ match: matches })
    .from(matches)
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .where(eq(stages.tournamentId, tournamentId))
    .orderBy(asc(matches.id))
    .then((rows) => rows.map((row) => row.match));
}

export async function matchByKey(db: Db, tournamentId: number, key: string): Promise<Match> {
  const found = (await matchesOf(db, tournamentId)).find((match) => match.key === key);
  if (!found) throw new Error(`No match ${key}.`);
  return found;
}

export async function readyMatches(db: Db, tournamentId: number): Promise<Match[]> {
  return (await matchesOf(db, tournamentId)).filter((match) => match.status === 'ready' || match.status === 'in-play');
}

/** Who wins each game: slot 1, slot 2, or a 24–24 draw. */
export type GameOutcome = 1 | 2 | 'draw';

/**
 * Stores game `number` of the match as the pinned antigua South win, recorded move by move and
 * confirmed, the match's first entry playing South (the series is not synchronised). Returns the sample.
 */
export async function recordSampleGame(
  db: Db,
  match: Pick<Match, 'id' | 'entry1Id'>,
  number: number,
): Promise<SampleGame> {
  const sample = SAMPLE_GAMES.find((game) => game.name === 'antigua-south-wins')!;
  await db.insert(games).values({
    matchId: match.id,
    number,
    southEntryId: match.entry1Id!,
    firstMover: 'south',
    ruleSet: 'antigua',
    record: sample.moves,
    moveCount: sample.outcome.plies,
    capturesSouth: sample.outcome.captures[0],
    capturesNorth: sample.outcome.captures[1],
    result: 'south',
    endReason: 'score',
    verified: true,
    status: 'confirmed',
    confirmedAt: new Date(),
  });
  return sample;
}

/**
 * Stores each game as a confirmed report, the player the series says moves first playing South,
 * and synchronises the series after each one, as confirming a report does. Returns the last sync.
 */
export async function playGames(
  db: Db,
  matchId: number,
  outcomes: readonly GameOutcome[],
  actorId: string | null = null,
  status: 'confirmed' | 'reported' = 'confirmed',
): Promise<SeriesSync> {
  let sync: SeriesSync | undefined;
  for (const outcome of outcomes) {
    sync = await db.transaction(async (tx) => {
      await lockStageOfMatch(tx, matchId);
      const [match] = await tx.select().from(matches).where(eq(matches.id, matchId));
      const before = await syncSeries(tx, matchId, { actorId });
      const live = await tx
        .select({ number: games.number })
        .from(games)
        .where(
          and(eq(games.matchId, matchId), inArray(games.status, ['in-progress', 'reported', 'confirmed', 'disputed'])),
        );
      const opener = before.state.nextFirstMover ?? 0;
      const southEntryId = opener === 0 ? match.entry1Id! : match.entry2Id!;
      const southSlot = opener === 0 ? 1 : 2;
      const result = outcome === 'draw' ? 'draw' : outcome === southSlot ? 'south' : 'north';
      const [capturesSouth, capturesNorth] = result === 'draw' ? [24, 24] : result === 'south' ? [25, 13] : [13, 25];
      await tx.insert(games).values({
        matchId,
        number: live.length + 1,
        southEntryId,
        firstMover: 'south',
        ruleSet: 'antigua',
        capturesSouth,
        capturesNorth,
        result,
        endReason: 'score',
        status,
        confirmedAt: status === 'confirmed' ? new Date() : null,
      });
      return syncSeries(tx, matchId, { actorId });
    });
  }
  return sync!;
}

/** Slot `winner` takes the series `winsNeeded`–`lost`, losing its `lost` games first. */
export function seriesWonBy(winner: 1 | 2, winsNeeded: number, lost = 0): GameOutcome[] {
  const loser = winner === 1 ? 2 : 1;
  return [...Array<GameOutcome>(lost).fill(loser), ...Array<GameOutcome>(winsNeeded).fill(winner)];
}
