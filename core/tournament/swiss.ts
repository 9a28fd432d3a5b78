// A Swiss stage paired by the FIDE Dutch system (core/swiss): each player's past rounds read
// off the stage's matches, the round paired, and its boards laid out as matches.
import { pairRound } from '../swiss/dutch';
import type { PastRound, RoundPairing, SwissEntrant } from '../swiss/types';
import { createMatch, type MatchLayout } from './stage-match';
import { leagueKey } from './round-robin';
import type { EntryId, Stage, StageMatch } from './types';

/** Every entry's past Swiss rounds, as the Dutch system reads them. */
export function swissEntrants(stage: Stage): SwissEntrant[] {
  const rounds = Math.max(0, ...stage.matches.filter((match) => match.part === 'swiss').map((match) => match.round));
  const histories = new Map<EntryId, PastRound[]>(
    stage.entries.map((entry) => [
      entry,
      Array.from({ length: rounds }, (): PastRound => ({ kind: 'absent', opponent: null, colour: null, points: 0 })),
    ]),
  );
  for (const match of stage.matches) {
    if (match.part !== 'swiss') continue;
    const entries = match.slots.map((slot) => slot.entry);
    entries.forEach((entry, slot) => {
      const history = entry === null ? undefined : histories.get(entry);
      if (!history) return;
      const opponent = entries[1 - slot];
      const won = match.result?.winner === slot;
      const points = won ? 1 : 0;
      const round: PastRound =
        opponent === null
          ? { kind: 'pairing-bye', opponent: null, colour: null, points: match.status === 'finished' ? 1 : 0 }
          : match.result?.how === 'played'
            ? {
                kind: 'played',
                opponent,
                colour: slot === (match.firstMover ?? 0) ? 'first' : 'second',
                points,
              }
            : match.result
              ? { kind: won ? 'forfeit-win' : 'forfeit-loss', opponent, colour: null, points }
              : { kind: 'played', opponent, colour: null, points: 0 };
      history[match.round - 1] = round;
    });
  }
  return stage.entries.map((entry, index) => ({ id: entry, rank: index + 1, history: histories.get(entry)! }));
}

/** The Dutch pairing of Swiss round `round` with the reasons for it; null with fewer than two players. */
export function swissPairing(stage: Stage, round: number): RoundPairing | null {
  const everyone = swissEntrants(stage);
  const withdrawn = new Set(stage.withdrawn);
  const rounds = stage.settings.format === 'swiss' ? stage.settings.rounds : round;
  return pairRound(
    { round, totalRounds: rounds, players: everyone.filter((entrant) => !withdrawn.has(entrant.id)) },
    everyone,
  );
}

/** The matches of Swiss round `round`: boards in publishing order, the mover of game 1 named first; the bye last. */
export function swissRoundMatches(stage: Stage, round: number): StageMatch[] {
  const pairing = swissPairing(stage, round);
  if (!pairing) return [];
  const seedOf = new Map(stage.entries.map((entry, index) => [entry, index + 1]));
  const layouts: MatchLayout[] = pairing.boards.map((board, index) => ({
    key: leagueKey(round, index + 1, null),
    part: 'swiss',
    round,
    position: index + 1,
    sources: [
      { type: 'seed', seed: seedOf.get(board.first)! },
      { type: 'seed', seed: seedOf.get(board.second)! },
    ],
    firstMover: 0,
  }));
  if (pairing.bye !== null) {
    const position = pairing.boards.length + 1;
    layouts.push({
      key: leagueKey(round, position, null),
      part: 'swiss',
      round,
      position,
      sources: [{ type: 'seed', seed: seedOf.get(pairing.bye)! }, { type: 'bye' }],
    });
  }
  return layouts.map(createMatch);
}
