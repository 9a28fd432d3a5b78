'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { WarriBoard } from '@/app/_components/board/warri-board';
import { FormAlert } from '@/app/_components/form/form-alert';
import { buttonClass } from '@/app/_components/form/submit-button';
import { HOLE_LETTERS, parseMoves, type Move, type Side } from '@/lib/warri';
import { recordMoveAction, undoMoveAction } from './actions';
import { replayMoves } from './board-replay';
import { withToken } from './use-token-action';

const movesOf = (record: string | null | undefined): Move[] => {
  const parsed = parseMoves(record ?? '');
  return parsed.ok ? parsed.value : [];
};

/**
 * The board at the table: the players tap the holes as they play. A tap is checked here first (an
 * illegal move is refused at once with the rule's sentence), then saved on the server, which
 * replays it again; so a reload resumes from the saved moves. The move that ends the game makes it
 * a report, and the page then asks the opponent to confirm it.
 */
export function TableRecorder({
  matchId,
  number,
  rules,
  first,
  southName,
  northName,
  record,
}: {
  matchId: number;
  number: number;
  rules: string;
  first: Side;
  southName: string;
  northName: string;
  /** The moves already saved for this game. */
  record: string | null;
}) {
  const router = useRouter();
  const [moves, setMoves] = useState<Move[]>(() => movesOf(record));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, startSaving] = useTransition();
  const board = replayMoves(rules, first, moves);

  const play = (move: Move) => {
    const tried = replayMoves(rules, first, [...moves, move]);
    if (tried.problem) {
      setProblem(tried.problem);
      return;
    }
    startSaving(async () => {
      const result = await recordMoveAction(withToken({ matchId, move, number }));
      if (!result.ok) return setProblem(result.error.message);
      setProblem(null);
      setMoves(movesOf(result.data.game?.record));
      if (result.data.game?.status === 'reported') router.refresh();
    });
  };

  const undo = () =>
    startSaving(async () => {
      const result = await undoMoveAction(withToken({ matchId }));
      if (!result.ok) return setProblem(result.error.message);
      setProblem(null);
      setMoves(movesOf(result.data.game?.record));
    });

  const toMove = board.position.toMove === 'S' ? southName : northName;
  return (
    <section aria-labelledby="table-heading" className="space-y-3">
      <h2 id="table-heading" className="text-lg font-semibold">
        Game {number} at the table
      </h2>
      <p className="text-sm text-stone-700">
        {southName} sits South and {first === 'S' ? southName : northName} moves first. Tap the hole each player empties; every move is saved as it is made.
      </p>
      <FormAlert tone="error">{problem}</FormAlert>
      <WarriBoard
        position={board.position}
        southName={southName}
        northName={northName}
        highlight={board.highlight}
        playable={board.finished || saving ? [] : HOLE_LETTERS}
        onPlay={play}
        caption={board.finished ? 'The game is over.' : `Move ${moves.length + 1}: ${toMove} to play.`}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonClass('quiet')} onClick={undo} disabled={saving || moves.length === 0}>
          Undo last move
        </button>
        <p role="status" className="text-sm text-stone-600">
          {saving ? 'Saving…' : moves.length === 0 ? 'No moves yet.' : `${moves.length} ${moves.length === 1 ? 'move' : 'moves'} saved.`}
        </p>
      </div>
    </section>
  );
}
