'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { WarriBoard } from '@/app/_components/board/warri-board';
import { FormAlert } from '@/app/_components/form/form-alert';
import { LiveUpdates } from '@/app/_components/live/live-updates';
import { buttonClass } from '@/app/_components/form/submit-button';
import { useRefusalWords } from '@/app/_components/use-refusal-words';
import { HOLE_LETTERS, nextMoveNumber, parseMoves, type Move, type Side } from '@/core/warri';
import { recordMoveAction, undoMoveAction } from './actions';
import { replayMoves } from './board-replay';
import { focusGameRowWhenChanged } from './game-row';
import { withToken } from './use-token-action';

const movesOf = (record: string | null | undefined): Move[] => {
  const parsed = parseMoves(record ?? '');
  return parsed.ok ? parsed.value : [];
};

/** Refusals that mean the page is behind the saved game: another device finished or started it. */
const NEWER_GAME = new Set(['game-already-reported', 'game-number-mismatch', 'game-being-recorded', 'series-decided']);

/**
 * The board at the table: the players tap the holes as they play. A tap is checked here first (an
 * illegal move is refused at once with the rule's sentence), then saved on the server, which
 * replays it again; so a reload resumes from the saved moves. The move that ends the game makes it
 * a report, and the page then asks the opponent to confirm it.
 *
 * Several devices may record one game (each player's phone): the board follows the match's live
 * events (the page is refreshed and `record` brings the saved moves), and every tap and undo says
 * which moves it was made on, so a board that fell behind is refused, told what happened and put
 * on the saved moves at once instead of judging the tap on a position nobody sees.
 */
export function TableRecorder({
  tournamentId,
  matchId,
  number,
  rules,
  first,
  southName,
  northName,
  record,
}: {
  tournamentId: number;
  matchId: number;
  number: number;
  rules: string;
  first: Side;
  southName: string;
  northName: string;
  /** The moves saved for this game when the page was drawn (or last refreshed). */
  record: string | null;
}) {
  const t = useTranslations('report.table');
  const tReport = useTranslations('report');
  const router = useRouter();
  // The moves an answer of the server gave, until the page brings a newer `record` than the one they were given on.
  const [answered, setAnswered] = useState<{ on: string | null; moves: Move[] } | null>(null);
  const moves = answered && answered.on === record ? answered.moves : movesOf(record);
  const words = useRefusalWords();
  const [problem, setProblem] = useState<string | null>(null);
  const [resynced, setResynced] = useState<string | null>(null);
  const [saving, startSaving] = useTransition();
  const board = replayMoves(rules, first, moves);

  const settle = (result: Awaited<ReturnType<typeof recordMoveAction>>) => {
    if (result.ok) {
      setProblem(null);
      setResynced(null);
      setAnswered({ on: record, moves: movesOf(result.data.game?.record) });
      if (result.data.game?.status === 'reported') {
        focusGameRowWhenChanged(number);
        router.refresh();
      }
      return;
    }
    const { code, message, details } = result.error;
    if (code === 'recording-changed' || NEWER_GAME.has(code)) {
      setProblem(null);
      setResynced(message);
      if (code === 'recording-changed' && details?.number === number)
        setAnswered({ on: record, moves: movesOf(details.record as string) });
      router.refresh();
      return;
    }
    setResynced(null);
    setProblem(message);
  };

  const play = (move: Move) => {
    const tried = replayMoves(rules, first, [...moves, move]);
    if (tried.problem) {
      setResynced(null);
      setProblem(words(tried.problem));
      return;
    }
    startSaving(async () =>
      settle(await recordMoveAction(withToken({ matchId, move, number, movesSoFar: moves.join('') }))),
    );
  };

  const undo = () => {
    if (saving) return;
    startSaving(async () => settle(await undoMoveAction(withToken({ matchId, movesSoFar: moves.join('') }))));
  };

  const toMove = board.position.toMove === 'S' ? southName : northName;
  return (
    <section aria-labelledby="table-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="table-heading" className="text-lg font-semibold">
          {t('heading', { number })}
        </h2>
        <LiveUpdates tournamentId={tournamentId} matchId={matchId} />
      </div>
      <p className="text-sm text-stone-700">
        {t('intro', { south: southName, first: first === 'S' ? southName : northName })}
      </p>
      <FormAlert tone="error">{problem}</FormAlert>
      {resynced ? (
        <p
          role="status"
          className="rounded border border-amber-400 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950"
          data-board-resynced
        >
          {resynced}
        </p>
      ) : null}
      <WarriBoard
        position={board.position}
        southName={southName}
        northName={northName}
        highlight={board.highlight}
        playable={board.finished ? [] : HOLE_LETTERS}
        busy={saving}
        onPlay={play}
        caption={
          board.finished
            ? t('over')
            : t('toPlay', { number: nextMoveNumber(moves, board.position.toMove), name: toMove })
        }
      />
      <div className="flex flex-wrap items-center gap-3">
        {/* Enabled while saving (aria-disabled), so that a keyboard user's focus stays on it. */}
        <button
          type="button"
          className={buttonClass('quiet')}
          onClick={undo}
          disabled={moves.length === 0}
          aria-disabled={saving || undefined}
        >
          {t('undo')}
        </button>
        <p role="status" className="text-sm text-stone-600">
          {saving ? tReport('saving') : moves.length === 0 ? tReport('noMoves') : t('saved', { count: moves.length })}
        </p>
      </div>
    </section>
  );
}
