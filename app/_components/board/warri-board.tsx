// The Warri board as people see it from South's chair: North's row on top, running f…a from left
// to right because sowing goes anticlockwise (A→F along the bottom, then a→f back along the top);
// each player's store on their own right (South's on the right end, North's on the left end).
// Presentational only (no state, only the reader's words), so the same picture serves replays and
// the tap-to-play board at the table.
import { useTranslations } from 'next-intl';
import { HOLE_LETTERS, type Move, type Position, type Side } from '@/core/warri';
import type { Translator } from '@/i18n/translator';
import { playerOf, sideKey, sideName } from './board-words';

export interface BoardHighlight {
  /** The hole emptied by the move shown. */
  from?: number;
  /** Holes that received a seed. */
  sown?: readonly number[];
  /** Holes captured. */
  captured?: readonly number[];
}

export interface WarriBoardProps {
  position: Position;
  southName?: string;
  northName?: string;
  /** Holes (0–11: A–F are 0–5, a–f are 6–11) to mark for the move just shown. */
  highlight?: BoardHighlight;
  /** When given, these holes are buttons and tapping one calls `onPlay` with its letter. */
  playable?: readonly Move[];
  onPlay?: (move: Move) => void;
  /**
   * The last tap is being saved: the holes say they cannot be played (aria-disabled) and ignore
   * taps, but stay enabled so that the hole a keyboard user pressed keeps the focus.
   */
  busy?: boolean;
  /** Short text under the board (e.g. "South to move"); announced politely to screen readers. */
  caption?: string;
  /** The game is over: this result line is shown in place of a side "to move". */
  result?: string;
  size?: 'compact' | 'large';
}

const NORTH_ROW = [11, 10, 9, 8, 7, 6];
const SOUTH_ROW = [0, 1, 2, 3, 4, 5];
// More seeds than this are shown as a number alone: a heap is not countable at a glance anyway.
const MAX_DRAWN_SEEDS = 12;

// The board scales to the width it has: a hole (and a store) is as wide as an eighth of the figure
// once the board's padding and gaps are taken off, and never wider than its desktop size. 62 px
// and 88 px are those paddings and gaps below and above the `sm` breakpoint (2 × padding, 2 × the
// gap beside each store, 5 × the gap between holes); the figure's max width is the board at full size.
const boardScales = {
  compact:
    'max-w-[414px] sm:max-w-[472px] [--hole:min(2.75rem,calc((100cqw_-_62px)/8))] sm:[--hole:min(3rem,calc((100cqw_-_88px)/8))]',
  large:
    'max-w-[446px] sm:max-w-[600px] [--hole:min(3rem,calc((100cqw_-_62px)/8))] sm:[--hole:min(4rem,calc((100cqw_-_88px)/8))]',
};
const holeText = { compact: 'text-sm', large: 'text-base sm:text-lg' };

/**
 * The hole an arrow key leads to from `hole`, as the holes sit on the screen (two rows of six), or
 * null at the board's edge: a keyboard user walks the board instead of tabbing through all twelve.
 */
function holeBeside(hole: number, key: string): number | null {
  const [row, other] = hole < 6 ? [SOUTH_ROW, NORTH_ROW] : [NORTH_ROW, SOUTH_ROW];
  const column = row.indexOf(hole);
  if (key === 'ArrowLeft') return row[column - 1] ?? null;
  if (key === 'ArrowRight') return row[column + 1] ?? null;
  if (key === (hole < 6 ? 'ArrowUp' : 'ArrowDown')) return other[column];
  return null;
}

function holeLabel(t: Translator<'match.board'>, hole: number, seeds: number, playerName: string | undefined): string {
  const side = sideName(t, hole < 6 ? 'S' : 'N');
  const owner = playerName ? t('sideOf', { side, name: playerName }) : side;
  return t('hole', { owner, letter: HOLE_LETTERS[hole], seeds });
}

function holeTone(hole: number, highlight: BoardHighlight | undefined): string {
  if (highlight?.captured?.includes(hole)) return 'bg-red-100 ring-2 ring-red-700';
  if (highlight?.from === hole) return 'bg-stone-100 ring-2 ring-sky-800';
  if (highlight?.sown?.includes(hole)) return 'bg-amber-100';
  return 'bg-amber-50';
}

function Seeds({ count }: { count: number }) {
  if (count === 0 || count > MAX_DRAWN_SEEDS) return null;
  // Too small a hole (a narrow phone) shows the count alone: the seeds would spill out of it.
  return (
    <span aria-hidden="true" className="hidden max-w-[80%] flex-wrap justify-center gap-[2px] @min-[400px]:flex">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="h-1.5 w-1.5 rounded-full bg-stone-700" />
      ))}
    </span>
  );
}

function Hole({ hole, props, t }: { hole: number; props: WarriBoardProps; t: Translator<'match.board'> }) {
  const { position, highlight, playable, onPlay, busy = false, size = 'large' } = props;
  const seeds = position.board[hole];
  const letter = HOLE_LETTERS[hole];
  const label = holeLabel(t, hole, seeds, hole < 6 ? props.southName : props.northName);
  const shape = `flex h-(--hole) w-(--hole) flex-col items-center justify-center gap-0.5 rounded-full border border-amber-900/40 font-semibold text-stone-900 ${holeText[size]} ${holeTone(hole, highlight)}`;
  const content = (
    <>
      <Seeds count={seeds} />
      <span>{seeds}</span>
    </>
  );
  const canPlay = playable?.includes(letter) ?? false;
  const holeElement =
    playable && onPlay ? (
      <button
        type="button"
        aria-label={canPlay ? t('play', { hole: label }) : label}
        disabled={!canPlay}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onPlay(letter);
        }}
        onKeyDown={(event) => {
          const beside = holeBeside(hole, event.key);
          if (beside === null) return;
          event.preventDefault();
          event.currentTarget
            .closest('[role="group"]')
            ?.querySelector<HTMLButtonElement>(`button[data-hole="${HOLE_LETTERS[beside]}"]`)
            ?.focus();
        }}
        data-hole={letter}
        className={`${shape} touch-manipulation focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-400 enabled:cursor-pointer enabled:hover:bg-amber-200 disabled:cursor-default aria-disabled:cursor-wait`}
      >
        {content}
      </button>
    ) : (
      <div role="img" aria-label={label} data-hole={letter} className={shape}>
        {content}
      </div>
    );
  // The letter under the hole sits outside it, so the hole's visible text is its count alone and
  // its accessible name (which names the letter too) contains all of it.
  return (
    <div className="relative">
      {holeElement}
      <span
        aria-hidden="true"
        className="absolute inset-x-0 -bottom-4 text-center text-xs leading-4 text-amber-100 dark:text-amber-800"
      >
        {letter}
      </span>
    </div>
  );
}

function Store({ t, side, seeds, name }: { t: Translator<'match.board'>; side: Side; seeds: number; name?: string }) {
  return (
    <div
      role="img"
      aria-label={t('store', { owner: name ? playerOf(t, name, side) : sideName(t, side), seeds })}
      className="flex w-(--hole) flex-col items-center justify-center self-stretch rounded-full border border-amber-900/40 bg-amber-50 text-stone-900"
    >
      <span className="text-lg font-bold">{seeds}</span>
      <span aria-hidden="true" className="text-xs uppercase tracking-wide text-stone-700">
        {t('sideShort', { side: sideKey(side) })}
      </span>
    </div>
  );
}

/** A Warri board: both rows, both stores, seed counts and the marks of the move shown. */
export function WarriBoard(props: WarriBoardProps) {
  const { position, southName, northName, caption, result, size = 'large' } = props;
  const t = useTranslations('match.board');
  const toMove = (position.toMove === 'S' ? southName : northName) ?? sideName(t, position.toMove);
  const moving = (side: Side) =>
    result === undefined && position.toMove === side ? (
      <span className="ml-2 rounded bg-sky-800 px-1.5 text-xs text-white">{t('toMove')}</span>
    ) : null;
  const row = (side: Side, name: string | undefined) =>
    name ? t('row', { side: sideName(t, side), name }) : sideName(t, side);
  return (
    <figure className={`@container block w-full ${boardScales[size]}`}>
      <p className="mb-1 text-sm text-stone-700">
        {row('N', northName)}
        {moving('N')}
      </p>
      <div
        role="group"
        aria-label={result === undefined ? t('label', { name: toMove }) : t('labelOver')}
        // Dark wood in both themes (the dark theme's remap would make amber-800 a pale one), its holes darker still.
        className="flex items-stretch gap-2 rounded-3xl bg-amber-800 p-2 sm:gap-3 sm:p-3 dark:bg-amber-200"
      >
        <Store t={t} side="N" seeds={position.captures[1]} name={northName} />
        <div className="flex flex-col gap-6 pb-3">
          {[NORTH_ROW, SOUTH_ROW].map((row) => (
            <div key={row[0]} className="flex gap-1.5 sm:gap-2">
              {row.map((hole) => (
                <Hole key={hole} hole={hole} props={props} t={t} />
              ))}
            </div>
          ))}
        </div>
        <Store t={t} side="S" seeds={position.captures[0]} name={southName} />
      </div>
      <p className="mt-1 text-sm text-stone-700">
        {row('S', southName)}
        {moving('S')}
      </p>
      {caption || result ? (
        <figcaption aria-live="polite" className="mt-2 text-sm text-stone-800">
          {caption}
          {result ? (
            <strong data-result className="mt-1 block font-semibold text-stone-950">
              {t('result', { result })}
            </strong>
          ) : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
