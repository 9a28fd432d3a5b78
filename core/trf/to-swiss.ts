// A TRF read as a Warri Swiss: the players in starting-rank order (the seeds), and each round
// played as pairs (white = the first mover in game 1), the bye and the absent. The reverse of
// from-stage.ts, so it refuses what a Warri Swiss cannot hold: a draw (a series always has a
// winner), a requested bye (H, F: the app's Swiss has only the pairing-allocated one), two byes in
// a round, and any pair whose two lines disagree.
import type { TrfFile, TrfPlayer, TrfRound } from './types';

/** A player to enter, at his starting rank. */
export interface ImportedPlayer {
  startRank: number;
  name: string;
  rating: number | null;
}

/** A pair of a round, by starting ranks: white moved first in game 1. */
export interface ImportedPair {
  white: number;
  black: number;
  /** The winner's starting rank; null when both lost by forfeit. */
  winner: number | null;
  /** Decided without play (TRF + and -). */
  walkover: boolean;
}

export interface ImportedRound {
  pairs: ImportedPair[];
  /** The player given the pairing-allocated bye (U). */
  bye: number | null;
  /** Players not paired and not given the bye (Z, blank, or no cell). */
  absent: number[];
}

/** What starting or continuing a Swiss needs from a TRF. */
export interface SwissFromTrf {
  /** The 012 line, if any. */
  name: string | null;
  /** XXR, if any. */
  rounds: number | null;
  players: ImportedPlayer[];
  /** The rounds played, in order; rounds with no result yet (a round being paired) are left out. */
  played: ImportedRound[];
  /** Players XXZ says will miss the next round (withdrawn, in the app's terms). */
  absentNext: number[];
}

/** Why a TRF cannot be read as a Warri Swiss, each with one line of meaning. */
export type TrfSwissErrorCode =
  /** No 001 record. */
  | 'no-players'
  /** The starting ranks are not 1, 2, 3… without a gap (they are the seeds). */
  | 'start-rank-gap'
  /** A round names an opponent with no 001 record. */
  | 'unknown-opponent'
  /** The two players of a pair do not name each other with opposite colours and opposite results. */
  | 'pairing-mismatch'
  /** A drawn result (=, D): a Warri series always has a winner. */
  | 'draw'
  /** A bye the app's Swiss does not give: half-point (H), full-point (F), or a forfeit win without opponent. */
  | 'unsupported-bye'
  /** A game result without an opponent. */
  | 'result-without-opponent'
  /** An opponent without a result, in a round others have results in. */
  | 'no-result'
  /** More than one pairing-allocated bye in a round. */
  | 'two-byes'
  /** More rounds played than XXR says the tournament has. */
  | 'too-many-rounds';

export interface TrfSwissError {
  code: TrfSwissErrorCode;
  message: string;
  /** The player and round the refusal is about, when it is about one. */
  startRank?: number;
  round?: number;
}

export type TrfSwissOutcome = { ok: true; value: SwissFromTrf } | { ok: false; error: TrfSwissError };

/** Thrown inside this module only, as in parse-trf.ts; trfToSwiss returns it as `{ ok: false }`. */
class Refusal {
  constructor(readonly error: TrfSwissError) {}
}

const WINS = new Set(['1', 'W', '+']);
const LOSSES = new Set(['0', 'L', '-']);
const FORFEITS = new Set(['+', '-']);

function refuse(code: TrfSwissErrorCode, message: string, startRank?: number, round?: number): never {
  throw new Refusal({ code, message, startRank, round });
}

/** The pair a player's cell describes, checked against the opponent's cell. */
function pairOf(player: TrfPlayer, cell: TrfRound, other: TrfRound | undefined, round: number): ImportedPair {
  const where = `Player ${player.startRank}, round ${round}`;
  if (cell.result === '=' || cell.result === 'D')
    refuse('draw', `${where}: a draw, and a Warri series always has a winner.`, player.startRank, round);
  if (cell.result === ' ')
    refuse('no-result', `${where}: paired with ${cell.opponent} but without a result.`, player.startRank, round);
  if (!WINS.has(cell.result) && !LOSSES.has(cell.result))
    refuse(
      'pairing-mismatch',
      `${where}: "${cell.result}" is a bye's code, but an opponent is named.`,
      player.startRank,
      round,
    );
  const agrees =
    other !== undefined &&
    other.opponent === player.startRank &&
    (cell.colour === '-' ? other.colour === '-' : other.colour === (cell.colour === 'w' ? 'b' : 'w')) &&
    FORFEITS.has(cell.result) === FORFEITS.has(other.result) &&
    (WINS.has(cell.result)
      ? LOSSES.has(other.result)
      : WINS.has(other.result) || (cell.result === '-' && other.result === '-'));
  if (!agrees)
    refuse(
      'pairing-mismatch',
      `${where}: paired with ${cell.opponent} (${cell.colour} ${cell.result}), whose line does not say the same of this game.`,
      player.startRank,
      round,
    );
  // A forfeit may carry no colour: nobody moved, so the lower starting rank is named first.
  const white = cell.colour === 'w' || (cell.colour === '-' && player.startRank < cell.opponent);
  const [whiteRank, blackRank] = white ? [player.startRank, cell.opponent] : [cell.opponent, player.startRank];
  return {
    white: whiteRank,
    black: blackRank,
    winner: WINS.has(cell.result) ? player.startRank : WINS.has(other!.result) ? cell.opponent : null,
    walkover: FORFEITS.has(cell.result),
  };
}

function roundOf(players: TrfPlayer[], byRank: Map<number, TrfPlayer>, round: number): ImportedRound {
  const pairs: ImportedPair[] = [];
  const absent: number[] = [];
  let bye: number | null = null;
  for (const player of players) {
    const cell = player.rounds[round - 1] ?? { opponent: 0, colour: '-', result: ' ' };
    const where = `Player ${player.startRank}, round ${round}`;
    if (cell.opponent === 0) {
      if (['1', '0', 'W', 'L', '=', 'D'].includes(cell.result))
        refuse(
          'result-without-opponent',
          `${where}: a game result "${cell.result}" without an opponent.`,
          player.startRank,
          round,
        );
      if (['H', 'F', '+'].includes(cell.result))
        refuse(
          'unsupported-bye',
          `${where}: a bye "${cell.result}" the Swiss does not give (only the pairing-allocated bye, U).`,
          player.startRank,
          round,
        );
      if (cell.result === 'U') {
        if (bye !== null)
          refuse(
            'two-byes',
            `Round ${round}: players ${bye} and ${player.startRank} both have the pairing-allocated bye.`,
            player.startRank,
            round,
          );
        bye = player.startRank;
      } else absent.push(player.startRank);
      continue;
    }
    const opponent = byRank.get(cell.opponent);
    if (!opponent)
      refuse('unknown-opponent', `${where}: opponent ${cell.opponent} has no player record.`, player.startRank, round);
    const pair = pairOf(player, cell, opponent.rounds[round - 1], round);
    // Each pair appears on both lines: keep it once, from the line of its lower starting rank.
    if (player.startRank < cell.opponent) pairs.push(pair);
  }
  return { pairs, bye, absent };
}

/** Reads a parsed TRF as a Swiss to start (its players) or continue (its rounds played). */
export function trfToSwiss(file: TrfFile): TrfSwissOutcome {
  const players = file.records
    .filter((record): record is TrfPlayer => record.type === 'player')
    .sort((a, b) => a.startRank - b.startRank);
  let name: string | null = null;
  let rounds: number | null = null;
  const absentNext: number[] = [];
  for (const record of file.records) {
    if (record.type === 'tournament' && record.field === 'name') name = record.value.trim() || null;
    if (record.type === 'rounds') rounds = record.count;
    if (record.type === 'absent') absentNext.push(...record.startRanks);
  }
  try {
    if (players.length === 0) refuse('no-players', 'The file has no player record (001).');
    players.forEach((player, index) => {
      if (player.startRank !== index + 1)
        refuse(
          'start-rank-gap',
          `The starting ranks must run 1, 2, 3… without a gap: ${index + 1} is missing.`,
          index + 1,
        );
    });
    const byRank = new Map(players.map((player) => [player.startRank, player]));
    let count = Math.max(...players.map((player) => player.rounds.length));
    // A last round without any result is the round being paired (JaVaFo's partial TRF): not played yet.
    while (count > 0 && players.every((player) => (player.rounds[count - 1]?.result ?? ' ') === ' ')) count--;
    if (rounds !== null && count > rounds)
      refuse(
        'too-many-rounds',
        `${count} rounds are played, but XXR says the tournament has ${rounds}.`,
        undefined,
        count,
      );
    const played = Array.from({ length: count }, (_, index) => roundOf(players, byRank, index + 1));
    const stranger = absentNext.find((rank) => !byRank.has(rank));
    if (stranger !== undefined)
      refuse('unknown-opponent', `XXZ names player ${stranger}, who has no player record.`, stranger);
    return {
      ok: true,
      value: {
        name,
        rounds,
        players: players.map(({ startRank, name: playerName, rating }) => ({ startRank, name: playerName, rating })),
        played,
        absentNext,
      },
    };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.error };
    throw error;
  }
}
