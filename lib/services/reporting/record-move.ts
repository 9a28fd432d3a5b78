// A game recorded at the table, move by move: the first move opens an in-progress game (numbered,
// seated and opened as the series says), every move is replayed with the moves before it and saved
// at once (so a closed tab or a dead phone loses nothing, and spectators follow it live), an illegal
// move is refused with the rule's sentence and stores nothing, and the move that ends the game turns
// the recording into a report awaiting the opponent's confirmation. The last move can be undone
// while the game goes on.
import { lockedMatch } from '@/lib/services/results/series-lock';
import type { Db } from '@/db/client';
import { outcomeColumns, rowSide, sideOfRow } from '@/db/queries/game-rows';
import { deleteRecording, insertGame, reportRecordedGame, saveRecordedMoves } from '@/db/queries/games';
import { findTournament } from '@/db/queries/tournaments';
import type { Game, Match } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireMatchPlayer } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import type { GameOutcome, RecordMoveInput } from '@/lib/validation/games';
import { adjudicate, nameLastMove, parseMoves, printMoves, startPosition, type Move } from '@/core/warri';
import { adjudicationRefusal } from './adjudicate-report';
import { idempotentTransaction } from '@/lib/services/idempotency';
import { settleGameChange, type MatchActor } from './game-changes';
import { gameOutcome } from './game-outcome';
import { planSeries, requireNextGame, type SeriesPlan } from './next-game';

export interface MoveOptions {
  idempotencyKey?: string | null;
}

const movesOf = (game: Game): Move[] => {
  const parsed = parseMoves(game.record ?? '');
  if (!parsed.ok) throw new Error(`Stored record of game ${game.id} does not parse: ${parsed.error.message}`);
  return parsed.value;
};

export async function recordMove(
  db: Db,
  actor: Actor,
  matchId: number,
  input: RecordMoveInput,
  options: MoveOptions = {},
): Promise<GameOutcome> {
  const who = await requireMatchPlayer(db, actor, matchId);
  const claim = {
    userId: who.user.id,
    key: options.idempotencyKey,
    request: { operation: 'recordMove', matchId, input },
  };
  return idempotentTransaction(db, claim, async (tx) => {
    const match = await lockedMatch(tx, matchId);
    const plan = await planSeries(tx, match);
    refuseStaleBoard(match, plan, input.movesSoFar, input.number);
    const game = await recordingOrNew(tx, match, who, input, plan);
    const moves = [...movesOf(game), input.move];
    const replay = adjudicate({ rules: game.ruleSet, moves, from: startPosition(sideOfRow(game.firstMover)) });
    if (!replay.ok) throw adjudicationRefusal(replay.error, 'move');
    const played = replay.value;
    await publishLive(tx, { tournamentId: who.rights.tournamentId, matchId, kind: 'move' });
    if (!played.finished) {
      const saved = await saveRecordedMoves(tx, game.id, printMoves(moves), moves.length);
      return gameOutcome(tx, matchId, saved);
    }
    const reported = await reportRecordedGame(tx, game.id, outcomeColumns(played), {
      reportedBy: who.user.id,
      reportedAt: new Date(),
    });
    await settleGameChange(tx, match, {
      actorId: who.user.id,
      tournamentId: who.rights.tournamentId,
      action: 'game-reported',
      game: reported,
    });
    return gameOutcome(tx, matchId, reported);
  });
}

/**
 * Refuses a tap made on a board that no longer shows the game as saved: another device recorded or
 * undid moves meanwhile. Without this, the tap would be judged on a position its player never saw
 * ("It is North's turn" under a board showing South to move), or, worse, accepted. The refusal
 * says what changed and carries the saved moves, so the board shows them at once.
 * `movesSoFar` (the letters the board held) is optional: an API client that sends none is not checked.
 */
function refuseStaleBoard(
  match: Match,
  plan: SeriesPlan,
  movesSoFar: string | null | undefined,
  claimed: number | null,
): void {
  if (movesSoFar === null || movesSoFar === undefined) return;
  const saved = plan.recording ? movesOf(plan.recording) : [];
  // A game finished or started anew elsewhere is the game number's to say (game-already-reported).
  if (!plan.recording && claimed !== null && claimed !== plan.next?.number) return;
  if (saved.join('') === movesSoFar) return;
  const parsed = parseMoves(movesSoFar);
  const shown = parsed.ok ? parsed.value : [];
  const change = changeOf(shown, saved);
  throw new AppError(
    'conflict',
    'recording-changed',
    `${describeChange(shown, saved, change)} on another device; the board is up to date again.`,
    {
      field: 'move',
      details: { record: printMoves(saved), number: plan.recording?.number ?? null, ...change },
    },
  );
}

interface BoardChange {
  change: 'recorded' | 'undone' | 'changed';
  /** Moves recorded or undone. */
  count: number;
}

/** What another device did to the moves a board showed: recorded moves after them, undid some of them, or changed them. */
function changeOf(shown: readonly Move[], saved: readonly Move[]): BoardChange {
  const startsWith = (longer: readonly Move[], shorter: readonly Move[]) =>
    shorter.every((move, i) => longer[i] === move);
  if (saved.length > shown.length && startsWith(saved, shown))
    return { change: 'recorded', count: saved.length - shown.length };
  if (shown.length > saved.length && startsWith(shown, saved))
    return { change: 'undone', count: shown.length - saved.length };
  return { change: 'changed', count: 0 };
}

/** The change in words, in the notation's numbering. */
function describeChange(shown: readonly Move[], saved: readonly Move[], { change, count }: BoardChange): string {
  const capital = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;
  if (change === 'recorded')
    return count === 1
      ? `${capital(nameLastMove(saved)!)} was recorded`
      : `${count} moves, up to ${nameLastMove(saved)}, were recorded`;
  if (change === 'undone')
    return count === 1
      ? `${capital(nameLastMove(shown)!)} was undone`
      : `The last ${count} moves (back to ${nameLastMove(saved) ?? 'the start'}) were undone`;
  return 'The moves were changed';
}

/** The game being recorded, or a new one where the series says the next game starts. */
async function recordingOrNew(
  tx: Db,
  match: Match,
  who: MatchActor,
  input: RecordMoveInput,
  plan: SeriesPlan,
): Promise<Game> {
  if (plan.recording) {
    if (input.number !== null && input.number !== plan.recording.number) {
      throw new AppError(
        'conflict',
        'game-number-mismatch',
        `Game ${plan.recording.number} of ${match.key} is being recorded, not game ${input.number}.`,
        { details: { match: match.key, game: input.number, expected: plan.recording.number } },
      );
    }
    return plan.recording;
  }
  const next = requireNextGame(match, plan, input.number);
  const southSlot = input.south ?? next.opener + 1;
  const tournament = (await findTournament(tx, who.rights.tournamentId))!;
  return insertGame(tx, {
    matchId: match.id,
    number: next.number,
    southEntryId: (southSlot === 1 ? match.entry1Id : match.entry2Id)!,
    firstMover: rowSide(southSlot - 1 === next.opener ? 'S' : 'N'),
    ruleSet: tournament.ruleSet,
    record: '',
    moveCount: 0,
    status: 'in-progress',
    reportedBy: who.user.id,
  });
}

/** Takes back the last move of the game being recorded; undoing its first move removes the recording. */
export async function undoLastMove(
  db: Db,
  actor: Actor,
  matchId: number,
  options: MoveOptions & { movesSoFar?: string | null } = {},
): Promise<GameOutcome> {
  const who = await requireMatchPlayer(db, actor, matchId);
  const claim = {
    userId: who.user.id,
    key: options.idempotencyKey,
    request: { operation: 'undoLastMove', matchId, movesSoFar: options.movesSoFar ?? null },
  };
  return idempotentTransaction(db, claim, async (tx) => {
    const match = await lockedMatch(tx, matchId);
    const plan = await planSeries(tx, match);
    // The move to take back is the one the board shows last, not one made meanwhile elsewhere.
    refuseStaleBoard(match, plan, options.movesSoFar, null);
    const { recording } = plan;
    if (!recording)
      throw new AppError(
        'conflict',
        'no-game-in-progress',
        `No game of ${match.key} is being recorded: there is no move to undo.`,
        { details: { match: match.key } },
      );
    const moves = movesOf(recording).slice(0, -1);
    await publishLive(tx, { tournamentId: who.rights.tournamentId, matchId, kind: 'move' });
    if (moves.length === 0) {
      await deleteRecording(tx, recording.id);
      return gameOutcome(tx, matchId, null);
    }
    return gameOutcome(tx, matchId, await saveRecordedMoves(tx, recording.id, printMoves(moves), moves.length));
  });
}
