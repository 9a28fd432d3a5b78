// A Swiss stage as a TRF, so a federation can check our pairings with the programs it trusts.
// Warri's "colour" is who moves first in game 1 of a series: the first mover is white (w). A series
// is a game in TRF terms: won 1, lost 0 (a series always has a winner, so no draws); a walkover
// won + and lost -, both sides - when both withdrew; the Swiss bye is the pairing-allocated bye U,
// worth a win as the standings count it; a round without a match (withdrawn, or not yet entered)
// is a zero-point bye Z unless the player asked for a bye (H or F, with the points the organiser
// set); forbidden pairs are XXP lines, and who misses the next round is listed in XXZ. Points are
// the match points and the rank the standings' place, both as they stood after the round exported.
import { standings } from '@/core/tournament/standings';
import type { EntryId, SlotIndex, Stage, StageMatch } from '@/core/tournament/types';
import type { TrfFile, TrfPlayer, TrfRecord, TrfRound } from './types';

/** What TRF says of an entry that the stage does not hold. */
export interface TrfEntrant {
  name: string;
  rating: number | null;
}

/** What TRF says of the event. */
export interface TrfEvent {
  name: string;
  city: string | null;
  /** ISO dates (YYYY-MM-DD), written as TRF writes them (YYYY/MM/DD). */
  startsOn: string | null;
  endsOn: string | null;
}

/** Why a stage cannot be written as a TRF. */
export interface SwissTrfError {
  /** `not-swiss`: TRF describes a Swiss; `round-not-played`: the round asked for is not finished. */
  code: 'not-swiss' | 'round-not-played';
  message: string;
}

export type SwissTrfOutcome = { ok: true; value: TrfFile } | { ok: false; error: SwissTrfError };

/** TRF's name field is 33 columns: longer names are cut there (the app allows longer ones). */
const NAME_WIDTH = 33;

const isSettled = (match: StageMatch): boolean => match.status === 'finished' || match.status === 'not-needed';

/** The Swiss rounds every match of which is settled, counted from round 1 without a gap. */
export function roundsPlayed(stage: Stage): number {
  const swiss = stage.matches.filter((match) => match.part === 'swiss');
  let round = 0;
  while (
    swiss.some((match) => match.round === round + 1) &&
    swiss.every((match) => match.round !== round + 1 || isSettled(match))
  )
    round++;
  return round;
}

/** One entry's round in TRF terms. */
function roundCell(stage: Stage, match: StageMatch, slot: SlotIndex): TrfRound {
  const absent: TrfRound = { opponent: 0, colour: '-', result: 'Z' };
  if (match.status !== 'finished' || !match.result) return absent;
  const opponent = match.slots[slot === 0 ? 1 : 0].entry;
  if (match.result.how === 'bye' || opponent === null) return { opponent: 0, colour: '-', result: 'U' };
  // A Swiss pair always names its first mover (core/tournament/swiss.ts): slot 0 when none is recorded.
  const colour = (match.firstMover ?? 0) === slot ? 'w' : 'b';
  const won = match.result.winner === slot;
  const result = match.result.how === 'walkover' || match.result.winner === null ? (won ? '+' : '-') : won ? '1' : '0';
  return { opponent: stage.entries.indexOf(opponent) + 1, colour, result };
}

/** TRF's code for a bye of each value the organiser may set (H half-point, F full-point, Z zero-point). */
const BYE_CODES: Record<number, TrfRound['result']> = { 0: 'Z', 0.5: 'H', 1: 'F' };

/** A round an entry was not paired in: a bye he asked for, with its points, else an absence. */
function requestedByeCell(stage: Stage, entry: EntryId, round: number): TrfRound {
  const bye = stage.swiss?.requestedByes.find((candidate) => candidate.entry === entry && candidate.round === round);
  return { opponent: 0, colour: '-', result: (bye && BYE_CODES[bye.points]) ?? 'Z' };
}

const trfDate = (iso: string | null): string | null => iso && iso.replaceAll('-', '/');

/**
 * The TRF of a Swiss stage after `round` (default: every round played), its entries in seed order
 * as starting ranks. Refused for other formats and for a round not yet finished.
 */
export function swissToTrf(
  stage: Stage,
  entrantOf: (entry: EntryId) => TrfEntrant,
  event: TrfEvent,
  round?: number,
): SwissTrfOutcome {
  if (stage.settings.format !== 'swiss')
    return { ok: false, error: { code: 'not-swiss', message: 'A TRF describes a Swiss; this tournament is not one.' } };
  const played = roundsPlayed(stage);
  const last = round ?? played;
  if (!Number.isInteger(last) || last < 0 || last > played)
    return {
      ok: false,
      error: {
        code: 'round-not-played',
        message: `Round ${round} has not been played: ${played === 0 ? 'no round is finished yet' : `rounds 1 to ${played} are`}.`,
      },
    };
  const matches = stage.matches.filter((match) => match.part === 'swiss' && match.round <= last);
  const rows = new Map(standings({ ...stage, matches }).map((row) => [row.entry, row]));
  const players = stage.entries.map((entry, index): TrfPlayer => {
    const entrant = entrantOf(entry);
    const rounds = Array.from({ length: last }, (_, past) => {
      const match = matches.find(
        (candidate) => candidate.round === past + 1 && candidate.slots.some((slot) => slot.entry === entry),
      );
      if (!match) return requestedByeCell(stage, entry, past + 1);
      return roundCell(stage, match, match.slots[0].entry === entry ? 0 : 1);
    });
    return {
      type: 'player',
      startRank: index + 1,
      sex: null,
      title: '',
      name: entrant.name.slice(0, NAME_WIDTH).trim(),
      rating: entrant.rating,
      // The app keeps ISO 3166 country codes; FIDE federation codes are not a letter-for-letter translation of them.
      federation: '',
      fideId: null,
      birthDate: null,
      points: rows.get(entry)?.matchPoints ?? 0,
      rank: rows.get(entry)?.rank ?? null,
      rounds,
    };
  });
  const header: TrfRecord[] = [
    { type: 'tournament', field: 'name', value: event.name },
    ...(event.city ? [{ type: 'tournament', field: 'city', value: event.city } satisfies TrfRecord] : []),
    ...(event.startsOn
      ? [{ type: 'tournament', field: 'start-date', value: trfDate(event.startsOn)! } satisfies TrfRecord]
      : []),
    ...(event.endsOn
      ? [{ type: 'tournament', field: 'end-date', value: trfDate(event.endsOn)! } satisfies TrfRecord]
      : []),
    { type: 'tournament', field: 'players', value: players.length },
    { type: 'tournament', field: 'rated-players', value: players.filter((player) => player.rating !== null).length },
    {
      type: 'tournament',
      field: 'type',
      value: `Swiss system, Warri series (first to ${stage.series.winsNeeded} games)`,
    },
  ];
  // JaVaFo's XXC white1/black1: the colour of the first-ranked player paired in round 1.
  const opener = players.find((player) => player.rounds[0] && player.rounds[0].colour !== '-')?.rounds[0].colour;
  // JaVaFo's XXZ: who misses the next round, as it was paired, or, before it is, who has withdrawn.
  const next = stage.matches.filter((match) => match.part === 'swiss' && match.round === last + 1);
  const missing =
    last >= stage.settings.rounds
      ? []
      : stage.entries.filter((entry) =>
          next.length > 0
            ? !next.some((match) => match.slots.some((slot) => slot.entry === entry))
            : stage.withdrawn.includes(entry),
        );
  const extensions: TrfRecord[] = [
    { type: 'rounds', count: stage.settings.rounds },
    ...(opener ? [{ type: 'configuration', options: [opener === 'w' ? 'white1' : 'black1'] } satisfies TrfRecord] : []),
    // JaVaFo's XXP: the pairs the arbiter forbade.
    ...(stage.swiss?.forbidden ?? []).map((pair): TrfRecord => ({
      type: 'forbidden',
      startRanks: pair.map((entry) => stage.entries.indexOf(entry) + 1),
    })),
    ...(missing.length > 0
      ? [{ type: 'absent', startRanks: missing.map((entry) => stage.entries.indexOf(entry) + 1) } satisfies TrfRecord]
      : []),
  ];
  return {
    ok: true,
    value: { records: [...header, ...players, ...extensions], lineEnding: '\n', finalLineEnding: true },
  };
}
