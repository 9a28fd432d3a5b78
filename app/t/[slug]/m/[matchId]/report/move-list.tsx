import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { moveName } from '@/app/_components/board/board-words';
import { moveNumbers, type Move } from '@/core/warri';

/**
 * The moves of a typed record as the notation numbers them, the refused one marked: a person finds
 * it in their own text without counting letters. Screen readers hear the mark's label.
 */
export function MoveList({ moves, refusedPly }: { moves: readonly Move[]; refusedPly: number }) {
  const t = useTranslations('report.recordForm');
  const tBoard = useTranslations('match.board');
  const numbers = moveNumbers(moves);
  return (
    <div className="space-y-1">
      <p id="record-move-list-label" className="text-sm font-medium text-stone-800">
        {t('yourMoves')}
      </p>
      <p
        aria-labelledby="record-move-list-label"
        className="rounded border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm leading-7 break-words text-stone-900"
        data-move-list
      >
        {moves.map((move, index) => (
          <Fragment key={index}>
            {index === 0 || numbers[index] !== numbers[index - 1] ? (
              <span className="text-stone-500">{numbers[index]}. </span>
            ) : null}
            {index + 1 === refusedPly ? (
              <mark
                className="rounded bg-red-200 px-1 font-bold text-red-950 outline-2 outline-red-800"
                data-refused-move
              >
                {move}
                <span className="sr-only"> {t('refused', { move: moveName(tBoard, numbers[index], move) })}</span>
              </mark>
            ) : (
              <span className={index + 1 > refusedPly ? 'text-stone-500' : undefined}>{move}</span>
            )}{' '}
          </Fragment>
        ))}
      </p>
    </div>
  );
}
