// The corrections in force on matches, as spectators, the JSON API and the exports show them: the
// arbiter's ruling, what it changes against the games recorded, the reason and when. Worked out
// with the same function that scores the series for storing (`seriesScore`), from the games as
// they stand now, so what is said about a correction always matches the score shown beside it.
import type { Db } from '@/db/client';
import { adjustmentOf, adjustmentsInForce } from '@/db/queries/adjustments';
import { liveGamesOfMatches } from '@/db/queries/games';
import type { MatchSide } from '@/db/queries/matches';
import { seriesSettingOf } from '@/db/queries/stages';
import type { Game, Match, Tournament } from '@/db/schema';
import {
  describeAdjustment,
  seriesScore,
  type AdjustmentChange,
  type SeriesAdjustment,
  type SeriesState,
  type SlotIndex,
} from '@/core/tournament';
import { countedGames, scoreGames } from '@/lib/services/results/settle-series';

/** A correction in force on a match. */
export interface MatchCorrection {
  /**
   * "Result corrected by the arbiter: Kwame wins 2–1. The games recorded give Trevor 2–0; …", in
   * English, as the JSON API and the exports carry it; a page says it in the reader's language
   * from `ruling`, `recorded` and `change` (app/t/[slug]/m/[matchId]/correction-text.ts).
   */
  text: string;
  reason: string;
  /** When it was made, ISO 8601. */
  correctedAt: string;
  how: 'played' | 'walkover';
  winnerEntryId: number | null;
  /** What the counted games alone give. */
  games: { wins: [number, number]; draws: number; winnerEntryId: number | null };
  /** Game wins and drawn games the correction gives (+) or takes away (−), in slot order. */
  change: Pick<AdjustmentChange, 'wins' | 'draws'>;
  /** The arbiter's ruling, in slot order. */
  ruling: SeriesAdjustment;
  /** What the counted games alone give, in slot order. */
  recorded: Pick<SeriesState, 'gamesCounted' | 'finished' | 'winner' | 'wins' | 'draws'>;
}

/** What a page needs to say a correction in its reader's language (the sides' names aside). */
export type CorrectionFacts = Pick<MatchCorrection, 'ruling' | 'recorded' | 'change'>;

type CorrectedMatch = Match & { side1: MatchSide | null; side2: MatchSide | null };

/**
 * The corrections in force on these matches of the tournament (each with its stage's seeding), by
 * match id. `liveGames`, the live games of these matches when the caller has read them already,
 * spares reading them again.
 */
export async function matchCorrections(
  db: Db,
  tournament: Tournament,
  matches: readonly { match: CorrectedMatch; seededEntries: readonly number[] }[],
  liveGames?: readonly Game[],
): Promise<Map<number, MatchCorrection>> {
  const adjustments = await adjustmentsInForce(
    db,
    matches.map(({ match }) => match.id),
  );
  const corrections = new Map<number, MatchCorrection>();
  if (adjustments.length === 0) return corrections;
  const live =
    liveGames ??
    (await liveGamesOfMatches(
      db,
      adjustments.map((row) => row.matchId),
    ));
  for (const row of adjustments) {
    const { match, seededEntries } = matches.find((candidate) => candidate.match.id === row.matchId)!;
    const played = countedGames(live.filter((game) => game.matchId === match.id));
    const { state } = scoreGames(seriesSettingOf(seededEntries, tournament), match, played);
    const score = seriesScore(state, adjustmentOf(row));
    const sides = [match.side1, match.side2] as const;
    const entryOf = (slot: SlotIndex | null) => (slot === null ? null : (sides[slot]?.entryId ?? null));
    corrections.set(match.id, {
      text: describeAdjustment(score, (slot) => sides[slot]?.name ?? `Slot ${slot + 1}`)!,
      reason: row.reason,
      correctedAt: row.correctedAt.toISOString(),
      how: row.how,
      winnerEntryId: entryOf(score.winner),
      games: { wins: state.wins, draws: state.draws, winnerEntryId: entryOf(state.winner) },
      change: { wins: score.adjustment!.change.wins, draws: score.adjustment!.change.draws },
      ruling: score.adjustment!.ruling,
      recorded: {
        gamesCounted: state.gamesCounted,
        finished: state.finished,
        winner: state.winner,
        wins: state.wins,
        draws: state.draws,
      },
    });
  }
  return corrections;
}

/** The correction and its reason as one text: "Result corrected by the arbiter: … Reason: score sheet misread." */
export function correctionWithReason(correction: Pick<MatchCorrection, 'text' | 'reason'>): string {
  const reason = /[.!?]$/.test(correction.reason) ? correction.reason : `${correction.reason}.`;
  return `${correction.text} Reason: ${reason}`;
}
