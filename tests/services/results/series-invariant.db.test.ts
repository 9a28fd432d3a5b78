// The invariant of issue 15, point 4, as a property: whatever players and organisers do, in any
// order (report games as a player, awaiting confirmation, or as staff; confirm, dispute, resolve
// disputes, void games, correct results, award walkovers; refusals too), after every step each
// match stores the score its counted games plus its adjustment in force give (`seriesScore`), an
// adjustment is in force only on a decided match, and the standings' tie-break figures (match points,
// game difference, seeds captured) add up from those scores. Through the services, on the database.
import fc from 'fast-check';
import { createTranslator } from 'next-intl';
import { describe, expect, test } from 'vitest';
import type { Db } from '@/db/client';
import { adjustmentOf, adjustmentsInForce } from '@/db/queries/adjustments';
import { liveGamesOfMatches } from '@/db/queries/games';
import { loadSeriesSetting, loadStage } from '@/db/queries/stages';
import { findTournament } from '@/db/queries/tournaments';
import type { Match } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { isAppError } from '@/lib/errors';
import { awardWalkover } from '@/lib/services/results/award-walkover';
import { confirmGame } from '@/lib/services/reporting/confirm-game';
import { correctSeriesResult } from '@/lib/services/results/correct-result';
import { disputeGame } from '@/lib/services/reporting/dispute-game';
import { reportGame } from '@/lib/services/reporting/report-game';
import { resolveDispute } from '@/lib/services/reporting/resolve-dispute';
import { countedGames, scoreGames } from '@/lib/services/results/settle-series';
import { viewMatch } from '@/lib/services/views/view-match';
import { viewTournament } from '@/lib/services/views/view-tournament';
import { voidGame } from '@/lib/services/results/void-game';
import { seriesScore, standings, walkoverAdjustment, type SeriesScore } from '@/core/tournament';
import { reportGameSchema, resolveDisputeSchema } from '@/lib/validation/games';
import { loadMessages } from '@/i18n/request';
import { correctionSentence } from '@/app/t/[slug]/m/[matchId]/correction-text';
import { setupTestDatabase } from '../../db/helpers';
import { matchesOf } from '../helpers';
import { reportingEvent, type ReportingEvent } from '../reporting-helpers';

const testDb = setupTestDatabase();

const WINS_NEEDED = 2;

type Step =
  | { kind: 'report'; match: number; winner: 'south' | 'north' | 'draw'; seeds: number; byStaff: boolean }
  | { kind: 'confirm' | 'dispute'; match: number }
  | { kind: 'resolve'; match: number; decision: 'accept' | 'void' }
  | { kind: 'void'; match: number; pick: number }
  | { kind: 'correct'; match: number; winner: 1 | 2; lost: number; draws: number; walkover: boolean }
  | { kind: 'walkover'; match: number; winner: 1 | 2 };

const match = fc.nat(5);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('report' as const),
      match,
      winner: fc.constantFrom('south' as const, 'north' as const, 'draw' as const),
      seeds: fc.nat(200),
      byStaff: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('confirm' as const), match }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('dispute' as const), match }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('resolve' as const),
      match,
      decision: fc.constantFrom('accept' as const, 'void' as const),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('void' as const), match, pick: fc.nat(3) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('correct' as const),
      match,
      winner: fc.constantFrom(1 as const, 2 as const),
      lost: fc.nat(1),
      draws: fc.nat(1),
      walkover: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('walkover' as const),
      match,
      winner: fc.constantFrom(1 as const, 2 as const),
    }),
  },
);

/** Seeds of a game that ends on the count: all 48 shared out, the winner with 25 or more, a draw 24–24. */
function seedsOf(winner: 'south' | 'north' | 'draw', seeds: number): { capturesSouth: number; capturesNorth: number } {
  if (winner === 'draw') return { capturesSouth: 24, capturesNorth: 24 };
  const won = 25 + (seeds % 12);
  const lost = 48 - won;
  return winner === 'south' ? { capturesSouth: won, capturesNorth: lost } : { capturesSouth: lost, capturesNorth: won };
}

async function gameOf(db: Db, matchId: number, status: 'reported' | 'disputed') {
  const rows = await liveGamesOfMatches(db, [matchId]);
  return rows.find((game) => game.status === status) ?? null;
}

/** Does the step through the services; a refusal (an AppError) is an answer like any other. */
async function perform(db: Db, event: ReportingEvent, organiser: Actor, all: Match[], action: Step): Promise<void> {
  const target = all[action.match % all.length];
  const [current] = (await matchesOf(db, event.tournament.id)).filter((row) => row.id === target.id);
  if (current.entry1Id === null || current.entry2Id === null) return;
  const [one, two] = event.seats(current);
  const reason = `Step ${action.kind}`;
  const entryOf = (slot: 1 | 2) => (slot === 1 ? current.entry1Id! : current.entry2Id!);
  try {
    switch (action.kind) {
      case 'report': {
        const input = reportGameSchema.parse({
          kind: 'result',
          winner: action.winner,
          endReason: 'score',
          ...seedsOf(action.winner, action.seeds),
        });
        await reportGame(db, action.byStaff ? organiser : one, current.id, input);
        return;
      }
      case 'confirm':
      case 'dispute': {
        const game = await gameOf(db, current.id, 'reported');
        if (!game) return;
        // Reports by players are made by slot 1, so slot 2 answers them; staff reports stand at once.
        if (action.kind === 'confirm') await confirmGame(db, two, current.id, game.number, { pin: null });
        else await disputeGame(db, two, current.id, game.number, { comment: 'That is not what happened.' });
        return;
      }
      case 'resolve': {
        const game = await gameOf(db, current.id, 'disputed');
        if (game)
          await resolveDispute(
            db,
            organiser,
            current.id,
            game.number,
            resolveDisputeSchema.parse({ decision: action.decision, reason }),
          );
        return;
      }
      case 'void': {
        const live = await liveGamesOfMatches(db, [current.id]);
        if (live.length > 0)
          await voidGame(db, organiser, { gameId: live[action.pick % live.length].id, reason, force: true });
        return;
      }
      case 'correct': {
        const [wins1, wins2] = action.winner === 1 ? [WINS_NEEDED, action.lost] : [action.lost, WINS_NEEDED];
        await correctSeriesResult(db, organiser, {
          matchId: current.id,
          winnerEntryId: entryOf(action.winner),
          wins1,
          wins2,
          draws: action.draws,
          walkover: action.walkover,
          reason,
          force: true,
        });
        return;
      }
      case 'walkover':
        await awardWalkover(db, organiser, { matchId: current.id, winnerEntryId: entryOf(action.winner), reason });
        return;
    }
  } catch (error) {
    if (!isAppError(error)) throw error;
  }
}

/** Every match's stored score against its games and adjustment; the standings against those scores. */
async function checkInvariant(
  db: Db,
  tournamentId: number,
  stageId: number,
  context: string,
): Promise<Map<number, SeriesScore>> {
  const rows = await matchesOf(db, tournamentId);
  const setting = await loadSeriesSetting(db, stageId);
  const ids = rows.map((row) => row.id);
  const adjustments = new Map((await adjustmentsInForce(db, ids)).map((row) => [row.matchId, row]));
  const live = await liveGamesOfMatches(db, ids);
  const scores = new Map<number, SeriesScore>();
  for (const row of rows) {
    const where = `${context}, ${row.key}`;
    const decided = row.status === 'finished' || row.status === 'walkover';
    if (!decided) expect(adjustments.has(row.id), `${where}: an adjustment on an undecided match`).toBe(false);
    if (row.resultKind === 'bye' || row.status === 'pending' || row.status === 'not-needed') continue;
    const { state } = scoreGames(setting, row, countedGames(live.filter((game) => game.matchId === row.id)));
    const winnerSlot = row.winnerEntryId === row.entry1Id ? 0 : 1;
    const adjustment = adjustments.get(row.id);
    // A walkover the bracket gave (awarded, not a correction) is N–0 whatever games were played.
    const given = adjustment
      ? adjustmentOf(adjustment)
      : row.status === 'walkover'
        ? walkoverAdjustment(setting.series, winnerSlot)
        : null;
    const score = seriesScore(state, given);
    scores.set(row.id, score);
    expect(
      {
        decided,
        kind: row.resultKind,
        winner: row.winnerEntryId,
        wins: [row.wins1, row.wins2],
        draws: row.draws,
        captures: [row.captures1, row.captures2],
      },
      where,
    ).toEqual({
      decided: score.finished,
      kind: score.how,
      winner: score.winner === null ? null : score.winner === 0 ? row.entry1Id : row.entry2Id,
      wins: score.wins,
      draws: score.draws,
      captures: score.captures,
    });
  }
  const stage = await loadStage(db, stageId);
  if (stage.settings.format === 'round-robin') {
    const tally = new Map<string, { points: number; difference: number; seeds: number }>(
      stage.entries.map((entry) => [entry, { points: 0, difference: 0, seeds: 0 }]),
    );
    for (const row of rows) {
      const score = scores.get(row.id);
      if (!score?.finished) continue;
      ([row.entry1Id, row.entry2Id] as const).forEach((entry, slot) => {
        const line = tally.get(String(entry))!;
        if (score.winner === slot) line.points++;
        line.difference += score.wins[slot] - score.wins[1 - slot];
        line.seeds += score.captures[slot];
      });
    }
    const table = standings(stage).map((line) => [
      line.entry,
      line.matchPoints,
      line.gameDifference,
      line.seedsCaptured,
    ]);
    expect(table.sort(), `${context}: standings`).toEqual(
      [...tally].map(([entry, line]) => [entry, line.points, line.difference, line.seeds]).sort(),
    );
  }
  return scores;
}

describe('the stored series score is always its games plus its adjustment', () => {
  test.each([
    ['a round robin of three', { format: 'round-robin' }, 3],
    ['a knockout of four', { format: 'single-elimination' }, 4],
  ])(
    '%s, through random reports, confirmations, disputes, voids, corrections and walkovers',
    async (_, format, players) => {
      const { db } = testDb;
      // The match page words the correction from the facts the view gives; in English it opens so.
      const english = createTranslator({
        locale: 'en',
        messages: await loadMessages('en'),
        namespace: 'match.correction',
      });
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 40 }), async (steps) => {
          const event = await reportingEvent(db, players, {
            ...format,
            winsNeeded: WINS_NEEDED,
            tieBreakOrder: ['game-difference', 'seeds-captured'],
          });
          const all = await matchesOf(db, event.tournament.id);
          const stageId = all[0].stageId;
          for (const [index, action] of steps.entries()) {
            await perform(db, event, event.organiser, all, action);
            await checkInvariant(db, event.tournament.id, stageId, `after step ${index + 1} (${action.kind})`);
          }
          // What spectators read: a correction is said exactly where one is in force.
          const adjusted = new Set(
            (
              await adjustmentsInForce(
                db,
                all.map((row) => row.id),
              )
            ).map((row) => row.matchId),
          );
          const view = await viewTournament(db, (await findTournament(db, event.tournament.id))!);
          for (const row of all) {
            const page = await viewMatch(db, view, row.id);
            expect(
              (page?.correction &&
                correctionSentence(english, page.correction, (slot) => `side ${slot}`).startsWith(
                  'Result corrected by the arbiter: ',
                )) ??
                false,
              `${row.key} page`,
            ).toBe(adjusted.has(row.id));
          }
        }),
        { numRuns: 15 },
      );
    },
    600_000,
  );
});
