// The Swiss stage a TRF continues: its players as the seeded list (starting rank = seed), each
// round played laid out and decided with the formats library's own operations (so the matches are
// what the app would have stored had it paired them), the players absent from the last round
// withdrawn with those XXZ says miss the next round (the app's Swiss pairs everyone still in), and
// the next round paired when one is left.
import { buildStage, seatAndSettle, type BuildOptions } from '@/core/tournament/build-stage';
import { nextRound, recordResult, withdraw } from '@/core/tournament/operations';
import { fail, ok } from '@/core/tournament/outcome';
import { leagueKey } from '@/core/tournament/round-robin';
import { createMatch, type MatchLayout } from '@/core/tournament/stage-match';
import type { EntryId, Outcome, Stage } from '@/core/tournament/types';
import type { ImportedRound, SwissFromTrf } from './to-swiss';

// TRF keeps no board numbers: boards follow the pair's better starting rank, the bye last.
const boards = (round: ImportedRound) =>
  [...round.pairs].sort((a, b) => Math.min(a.white, a.black) - Math.min(b.white, b.black));

function roundLayouts(round: ImportedRound, number: number): MatchLayout[] {
  const pairs = boards(round);
  const layouts: MatchLayout[] = pairs.map((pair, index) => ({
    key: leagueKey(number, index + 1, null),
    part: 'swiss',
    round: number,
    position: index + 1,
    sources: [
      { type: 'seed', seed: pair.white },
      { type: 'seed', seed: pair.black },
    ],
    firstMover: 0,
  }));
  if (round.bye !== null)
    layouts.push({
      key: leagueKey(number, pairs.length + 1, null),
      part: 'swiss',
      round: number,
      position: pairs.length + 1,
      sources: [{ type: 'seed', seed: round.bye }, { type: 'bye' }],
    });
  return layouts;
}

/**
 * The Swiss of `entries` (in starting-rank order) with `swiss`'s rounds played recorded as finished
 * matches. Refused when the settings do not fit the field or the rounds played, or a pair has no
 * winner (both forfeited: the app records that as two withdrawals, not as a result).
 */
export function swissStageFromTrf(
  swiss: SwissFromTrf,
  entries: EntryId[],
  rounds: number,
  options: BuildOptions = {},
): Outcome<Stage> {
  const built = buildStage(entries, { format: 'swiss', rounds }, options);
  if (!built.ok || swiss.played.length === 0) return built;
  if (swiss.played.length > rounds)
    return fail('bad-settings', `The file has ${swiss.played.length} rounds played; the Swiss has ${rounds}.`, {
      setting: 'rounds',
    });
  let stage: Stage = { ...built.value, matches: [] };
  for (const [index, round] of swiss.played.entries()) {
    const from = stage.matches.length;
    stage = seatAndSettle(
      { ...stage, matches: [...stage.matches, ...roundLayouts(round, index + 1).map(createMatch)] },
      from,
    ).stage;
    for (const [board, pair] of boards(round).entries()) {
      const key = leagueKey(index + 1, board + 1, null);
      if (pair.winner === null)
        return fail('bad-result', `Round ${index + 1}: ${key} has no winner (both sides forfeited).`, { match: key });
      const recorded = recordResult(stage, key, { winner: entries[pair.winner - 1], walkover: pair.walkover });
      if (!recorded.ok) return recorded;
      stage = recorded.value.stage;
    }
  }
  for (const absent of new Set([...swiss.played.at(-1)!.absent, ...swiss.absentNext])) {
    const withdrawn = withdraw(stage, entries[absent - 1]);
    if (!withdrawn.ok) return withdrawn;
    stage = withdrawn.value.stage;
  }
  if (swiss.played.length === rounds) return ok(stage);
  const next = nextRound(stage);
  return next.ok ? ok(next.value.stage) : next;
}
