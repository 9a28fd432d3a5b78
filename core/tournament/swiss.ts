// A Swiss stage paired by the FIDE Dutch system (core/swiss): each player's past rounds read
// off the stage's matches and the arbiter's instructions, the round paired (or a hand-made
// pairing checked), and its boards laid out as matches.
import { boardBreaches, byeBreaches, type BoardBreach } from '../swiss/check';
import { pairRound } from '../swiss/dutch';
import { pairingPlayers, type PairingPlayer } from '../swiss/players';
import type { PairingRequest, PastRound, RoundPairing, SwissEntrant } from '../swiss/types';
import { createMatch, type MatchLayout } from './stage-match';
import { leagueKey } from './round-robin';
import type { EntryId, Outcome, Stage, StageMatch, SwissInstructions } from './types';

const NO_INSTRUCTIONS: SwissInstructions = {
  forbidden: [],
  requestedByes: [],
  grantedPoints: [],
  acceleration: 'none',
};

export const instructionsOf = (stage: Stage): SwissInstructions => stage.swiss ?? NO_INSTRUCTIONS;

/** The round most recently paired (0 before the first). */
export const pairedRounds = (stage: Stage): number =>
  Math.max(0, ...stage.matches.filter((match) => match.part === 'swiss').map((match) => match.round));

/** Every entry's past Swiss rounds up to `rounds`, as the Dutch system reads them. */
export function swissEntrants(stage: Stage, rounds = pairedRounds(stage)): SwissEntrant[] {
  const instructions = instructionsOf(stage);
  const absent = (): PastRound => ({ kind: 'absent', opponent: null, colour: null, points: 0 });
  const histories = new Map<EntryId, PastRound[]>(
    stage.entries.map((entry) => [entry, Array.from({ length: rounds }, absent)]),
  );
  for (const bye of instructions.requestedByes) {
    const history = histories.get(bye.entry);
    if (history && bye.round <= rounds)
      history[bye.round - 1] = { kind: 'requested-bye', opponent: null, colour: null, points: bye.points };
  }
  for (const match of stage.matches) {
    if (match.part !== 'swiss' || match.round > rounds) continue;
    const entries = match.slots.map((slot) => slot.entry);
    entries.forEach((entry, slot) => {
      const history = entry === null ? undefined : histories.get(entry);
      if (history) history[match.round - 1] = pastRound(match, slot as 0 | 1, entries[1 - slot]);
    });
  }
  const granted = new Map(instructions.grantedPoints);
  return stage.entries.map((entry, index) => ({
    id: entry,
    rank: index + 1,
    history: histories.get(entry)!,
    grantedPoints: granted.get(entry) ?? 0,
  }));
}

function pastRound(match: StageMatch, slot: 0 | 1, opponent: EntryId | null): PastRound {
  const won = match.result?.winner === slot;
  const points = won ? 1 : 0;
  if (opponent === null)
    return { kind: 'pairing-bye', opponent: null, colour: null, points: match.status === 'finished' ? 1 : 0 };
  if (match.result?.how === 'played')
    return { kind: 'played', opponent, colour: slot === (match.firstMover ?? 0) ? 'first' : 'second', points };
  // A walkover is no meeting: the two may be paired again (C.04.1 b); its winner may not have the bye (d).
  if (match.result) return { kind: won ? 'forfeit-win' : 'forfeit-loss', opponent, colour: null, points };
  return { kind: 'played', opponent, colour: null, points: 0 };
}

/** What the Dutch system is asked for round `round`: players who asked for a bye and the withdrawn sit it out. */
function requestFor(stage: Stage, round: number): { request: PairingRequest; everyone: SwissEntrant[] } {
  const instructions = instructionsOf(stage);
  const everyone = swissEntrants(stage);
  const sittingOut = new Set([
    ...stage.withdrawn,
    ...instructions.requestedByes.filter((bye) => bye.round === round).map((bye) => bye.entry),
  ]);
  return {
    request: {
      round,
      totalRounds: stage.settings.format === 'swiss' ? stage.settings.rounds : round,
      players: everyone.filter((entrant) => !sittingOut.has(entrant.id)),
      forbidden: instructions.forbidden,
      acceleration: instructions.acceleration,
    },
    everyone,
  };
}

/** The Dutch pairing of Swiss round `round` with the reasons for it; null with fewer than two players. */
export function swissPairing(stage: Stage, round: number): RoundPairing | null {
  const { request, everyone } = requestFor(stage, round);
  return pairRound(request, everyone);
}

/** A round's pairing as the arbiter publishes it: boards with the first mover named first, and the bye. */
export interface SwissBoards {
  boards: { first: EntryId; second: EntryId }[];
  bye: EntryId | null;
}

/** The breaches of each board of a hand-made pairing (in its order), and of its bye. */
export interface PairingCheck {
  boards: BoardBreach[][];
  bye: BoardBreach[];
}

/**
 * Checks a pairing of round `round` before it is published: everyone to be paired appears once,
 * the bye only when the number is odd; then what each board breaks.
 */
export function checkSwissBoards(stage: Stage, round: number, pairing: SwissBoards): Outcome<PairingCheck> {
  const { request, everyone } = requestFor(stage, round);
  const players = new Map(pairingPlayers(request, everyone).map((player) => [player.id, player]));
  const seated = [...pairing.boards.flatMap((board) => [board.first, board.second]), pairing.bye].filter(
    (entry): entry is EntryId => entry !== null,
  );
  const unknown = seated.filter((entry) => !players.has(entry));
  const twice = seated.filter((entry, index) => seated.indexOf(entry) !== index);
  const missing = [...players.keys()].filter((entry) => !seated.includes(entry));
  if (unknown.length > 0 || twice.length > 0 || missing.length > 0) {
    const problems = [
      unknown.length > 0 ? `not to be paired this round: ${unknown.join(', ')}` : '',
      twice.length > 0 ? `paired twice: ${[...new Set(twice)].join(', ')}` : '',
      missing.length > 0 ? `left out: ${missing.join(', ')}` : '',
    ].filter(Boolean);
    return {
      ok: false,
      error: {
        code: 'bad-pairing',
        message: `The pairing is incomplete: ${problems.join('; ')}.`,
        entries: [...unknown, ...twice, ...missing],
      },
    };
  }
  if ((pairing.bye !== null) !== (players.size % 2 === 1)) {
    return {
      ok: false,
      error: {
        code: 'bad-pairing',
        message:
          pairing.bye === null ? 'An odd number of players needs a bye.' : 'An even number of players has no bye.',
      },
    };
  }
  const forbidden = new Set(instructionsOf(stage).forbidden.flatMap(([a, b]) => [`${a}\u0000${b}`, `${b}\u0000${a}`]));
  const player = (entry: EntryId): PairingPlayer => players.get(entry)!;
  return {
    ok: true,
    value: {
      boards: pairing.boards.map((board) =>
        boardBreaches(player(board.first), player(board.second), forbidden.has(`${board.first}\u0000${board.second}`)),
      ),
      bye: pairing.bye === null ? [] : byeBreaches(player(pairing.bye)),
    },
  };
}

/** The matches of Swiss round `round` from its boards (the Dutch pairing unless given): the bye last. */
export function swissRoundMatches(stage: Stage, round: number, given?: SwissBoards): StageMatch[] {
  const pairing = given ?? swissPairing(stage, round);
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
