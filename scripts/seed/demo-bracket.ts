// The demo knockout, part-way through: the bracket from the formats library, the games from the
// rules library, stored as the app stores them.
import { eq, inArray } from 'drizzle-orm';
import { buildStage, openingMover, recordResult, seriesReport, type FormatSettings, type SeriesState, type Stage } from '@/lib/tournament';
import { SAMPLE_GAMES } from '@/lib/warri';
import type { Db } from '@/db/client';
import { insertStage, seriesRulesOf } from '@/db/queries/stages';
import { auditLog, entries, games, matches, type Entry, type Tournament } from '@/db/schema';
import { playSeries, seededRandom, type DemoGame } from './demo-series';

/**
 * How far each series has got: most of round 1 done, one series being played, one not begun,
 * and the first quarter-final decided. Game 2 of the opening series ended 24–24.
 */
const plan: { key: string; stopAfter?: number }[] = [
  { key: 'W1-1' },
  { key: 'W1-2' },
  { key: 'W1-3' },
  { key: 'W1-4' },
  { key: 'W1-5' },
  { key: 'W1-6' },
  { key: 'W1-7', stopAfter: 3 },
  { key: 'W2-1' },
];
/** The demo's format: a plain knockout of sixteen. */
export const demoFormat: FormatSettings = { format: 'single-elimination', thirdPlace: false };

const drawRecord = SAMPLE_GAMES.find((game) => game.name === 'antigua-draw-24-24')!.moves;
const fixedRecords: Record<string, ReadonlyMap<number, string>> = { 'W1-1': new Map([[2, drawRecord]]) };

export interface DemoBracketInput {
  tournament: Tournament;
  /** In seed order. */
  entries: Entry[];
  /** Who reported the games (the demo organiser, acting as arbiter). */
  reporterId: string;
}

export async function playDemoBracket(tx: Db, input: DemoBracketInput): Promise<void> {
  const { tournament, reporterId } = input;
  const series = seriesRulesOf(tournament);
  const built = buildStage(
    input.entries.map((entry) => String(entry.id)),
    demoFormat,
    { series },
  );
  if (!built.ok) throw new Error(built.error.message);

  let stage: Stage = built.value;
  const random = seededRandom(2026);
  // The series as played; `inPlay` holds the score of one not yet decided.
  const played: { key: string; games: DemoGame[]; inPlay: SeriesState | null }[] = [];
  for (const step of plan) {
    const match = stage.matches.find((candidate) => candidate.key === step.key)!;
    const opener = openingMover(stage, match)!;
    const [seed1, seed2] = match.slots.map((slot) => stage.entries.indexOf(slot.entry!));
    const { games: seriesGames, state } = playSeries({
      rules: series,
      ruleSetId: tournament.ruleSet,
      opener,
      favourite: seed1 < seed2 ? 0 : 1,
      random,
      stopAfter: step.stopAfter,
      fixedRecords: fixedRecords[step.key],
    });
    played.push({ key: step.key, games: seriesGames, inPlay: state.finished ? null : state });
    if (!state.finished) continue;
    const report = seriesReport(state, match);
    if (!report.ok) throw new Error(report.error.message);
    const update = recordResult(stage, match.key, report.value);
    if (!update.ok) throw new Error(update.error.message);
    stage = update.value.stage;
  }

  const { matchIds } = await insertStage(tx, tournament.id, 1, stage);
  // The audit log the app would have written for all this (lib/services: add-entry, seed-entries,
  // start-tournament, report-game, settle-series), so the demo's audit page has a history to show.
  const audit = (at: number, row: Omit<typeof auditLog.$inferInsert, 'actorId' | 'tournamentId' | 'at'>) => ({ ...row, actorId: reporterId, tournamentId: tournament.id, at: new Date(at) });
  const setUp = Date.parse(`${tournament.startsOn}T12:00:00Z`);
  const entryIds = input.entries.map((entry) => entry.id);
  await tx.insert(auditLog).values([
    ...input.entries.map((entry, index) => audit(setUp + index * 60_000, { entity: 'entry', entityId: String(entry.id), action: 'entry-added', after: { playerId: entry.playerId, checkedIn: true } })),
    audit(setUp + 30 * 60_000, { entity: 'tournament', entityId: String(tournament.id), action: 'seeded', before: { method: 'rating', randomSeed: null }, after: { method: 'rating', randomSeed: null, order: entryIds } }),
    audit(setUp + 45 * 60_000, {
      entity: 'tournament',
      entityId: String(tournament.id),
      action: 'tournament-started',
      before: { status: 'registration' },
      after: { status: 'running', format: demoFormat, entries: entryIds, absent: [], matches: stage.matches.length },
    }),
  ]);

  let clock = Date.parse(`${tournament.startsOn}T13:00:00Z`);
  for (const { key, games: seriesGames, inPlay } of played) {
    const match = stage.matches.find((candidate) => candidate.key === key)!;
    const matchId = matchIds.get(key)!;
    const rows = seriesGames.map((game, index) => {
      clock += 9 * 60_000;
      const southEntry = match.slots[game.southSlot].entry!;
      return {
        matchId,
        number: index + 1,
        southEntryId: Number(southEntry),
        firstMover: 'south' as const,
        ruleSet: tournament.ruleSet,
        record: game.record,
        moveCount: game.plies,
        capturesSouth: game.captures[0],
        capturesNorth: game.captures[1],
        result: game.result,
        endReason: game.end,
        verified: true,
        status: 'confirmed' as const,
        reportedBy: reporterId,
        reportedAt: new Date(clock),
        confirmedAt: new Date(clock + tournament.confirmationWindowMinutes * 60_000),
      };
    });
    const stored = await tx.insert(games).values(rows).returning();
    const reports = stored.map((game) =>
      audit(game.reportedAt.getTime(), {
        entity: 'match',
        entityId: String(matchId),
        action: 'game-reported-confirmed',
        after: { key, game: game.number, gameId: game.id, status: game.status, result: game.result, captures: [game.capturesSouth, game.capturesNorth], endReason: game.endReason },
      }),
    );
    const result = match.result;
    const settled =
      inPlay || !result || result.winner === null
        ? []
        : [
            audit(clock + 60_000, {
              entity: 'match',
              entityId: String(matchId),
              action: 'result-recorded',
              before: { key, status: 'in-play', winnerEntryId: null, wins: [0, 0], draws: 0 },
              after: { key, winnerEntryId: Number(match.slots[result.winner].entry), wins: result.wins, draws: result.draws, captures: result.captures, games: stored.length },
            }),
          ];
    await tx.insert(auditLog).values([...reports, ...settled]);
  }

  // What the formats library does not hold: the series being played, at its table, with its score so far.
  for (const [table, { key, inPlay }] of played.filter((series) => series.inPlay).entries()) {
    await tx
      .update(matches)
      .set({
        status: 'in-play',
        tableNumber: table + 1,
        wins1: inPlay!.wins[0],
        wins2: inPlay!.wins[1],
        draws: inPlay!.draws,
        captures1: inPlay!.captures[0],
        captures2: inPlay!.captures[1],
      })
      .where(eq(matches.id, matchIds.get(key)!));
  }
  const losers = stage.matches.flatMap((match) => {
    const winner = match.result?.winner;
    const loser = winner === 0 ? match.slots[1].entry : winner === 1 ? match.slots[0].entry : null;
    return loser === null ? [] : [Number(loser)];
  });
  await tx.update(entries).set({ status: 'eliminated' }).where(inArray(entries.id, losers));
}
