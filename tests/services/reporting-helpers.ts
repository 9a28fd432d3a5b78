// A knockout whose players have accounts, so games are reported, confirmed and disputed by the
// players themselves through the reporting services.
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { matches, players, type Match, type User } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { hashPassword } from '@/lib/auth/password';
import { SAMPLE_GAMES, parseMoves, printMoves } from '@/core/warri';
import type { GameOutcome, ReportGameInput } from '@/lib/validation/games';
import { planSeries } from '@/lib/services/reporting/next-game';
import { reportGame } from '@/lib/services/reporting/report-game';
import { confirmGame } from '@/lib/services/reporting/confirm-game';
import { actorOf } from '../auth/helpers';
import { makeUser, unique } from '../db/fixtures';
import { makeOrganiser, startedTournament } from './helpers';

export const TEST_PIN = '2468';

/** Finished antigua games from the start, South moving first: South wins, North wins, a 24–24 draw. */
export const SOUTH_WINS = SAMPLE_GAMES.find((game) => game.name === 'antigua-south-wins')!.moves;
export const NORTH_WINS = SAMPLE_GAMES.find((game) => game.name === 'antigua-north-wins')!.moves;
export const DRAW = SAMPLE_GAMES.find((game) => game.name === 'antigua-draw-24-24')!.moves;

export interface ReportingEvent {
  tournament: { id: number; slug: string };
  organiser: Actor;
  /** The account of each entry's player, by entry id. */
  userOf: Map<number, User>;
  /** The two players of a match, slot 1 then slot 2. */
  seats(match: Match): [Actor, Actor];
}

/** A started knockout of `count` players, each with an account and the PIN `TEST_PIN`. */
export async function reportingEvent(
  db: Db,
  count: number,
  overrides: Record<string, unknown> = {},
): Promise<ReportingEvent> {
  const { actor: organiser } = await makeOrganiser(db);
  const { tournament, entries } = await startedTournament(db, organiser, count, { winsNeeded: 2, ...overrides });
  const pinHash = await hashPassword(TEST_PIN);
  const userOf = new Map<number, User>();
  for (const entry of entries) {
    const user = await makeUser(db, { name: unique('Player'), pinHash });
    await db.update(players).set({ userId: user.id }).where(eq(players.id, entry.playerId));
    userOf.set(entry.id, user);
  }
  const seats = (match: Match): [Actor, Actor] => [
    actorOf(userOf.get(match.entry1Id!)!),
    actorOf(userOf.get(match.entry2Id!)!),
  ];
  return { tournament, organiser, userOf, seats };
}

/** A report as the form sends it, with `fields` on top. */
export function report(fields: Partial<ReportGameInput> & Pick<ReportGameInput, 'kind'>): ReportGameInput {
  return {
    number: null,
    termination: null,
    loser: null,
    capturesSouth: null,
    capturesNorth: null,
    winner: null,
    endReason: null,
    opponentPin: null,
    repeatOf: null,
    ...fields,
  };
}

/** The move list of a game slot `winner` wins, the series' opener sitting South. */
export async function movesWonBy(db: Db, matchId: number, winner: 1 | 2): Promise<string> {
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  const { next } = await planSeries(db, match);
  return winner - 1 === next!.opener ? SOUTH_WINS : NORTH_WINS;
}

/**
 * The earlier game of the match these moves repeat with the next game's seating, if any: the
 * fixtures play the same few sample games again and again, and say so as a person would once asked.
 */
export async function repeatedGame(db: Db, matchId: number, moves: string): Promise<number | null> {
  const [match] = await db.select().from(matches).where(eq(matches.id, matchId));
  const { live, next } = await planSeries(db, match);
  const parsed = parseMoves(moves);
  if (!parsed.ok || !next) return null;
  const southEntryId = next.opener === 0 ? match.entry1Id : match.entry2Id;
  return (
    live.find((game) => game.record === printMoves(parsed.value) && game.southEntryId === southEntryId)?.number ?? null
  );
}

/** Slot `winner` wins the next game: reported by slot 1 as a move list, confirmed by slot 2. */
export async function winGame(db: Db, event: ReportingEvent, match: Match, winner: 1 | 2): Promise<GameOutcome> {
  const [reporter, confirmer] = event.seats(match);
  const moves = await movesWonBy(db, match.id, winner);
  const reported = await reportGame(
    db,
    reporter,
    match.id,
    report({ kind: 'record', moves, repeatOf: await repeatedGame(db, match.id, moves) }),
  );
  return confirmGame(db, confirmer, match.id, reported.game!.number, { pin: null });
}
