'use client';
// A recorded game, move by move, on the lead's WarriBoard: step with the buttons or the arrow
// keys (Home/End for the ends), jump to any move in the list, play it through automatically; the
// hole emptied, the holes sown and those captured are marked. A game still being recorded keeps
// to its latest move as new ones arrive, unless the viewer has stepped back. The last position
// says how the game ended.
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { capitalised, moveName } from '@/app/_components/board/board-words';
import { WarriBoard } from '@/app/_components/board/warri-board';
import { useRefusalWords } from '@/app/_components/use-refusal-words';
import { adjudicate, holeIndex, moveNumbers, startPosition, stateRefusal, type Side } from '@/core/warri';
import { replayEnding, resultLine, type GameEnding } from './replay-result';

export interface ReplayBoardProps {
  title: string;
  moves: string;
  ruleSet: string;
  firstMover: Side;
  southName: string;
  northName: string;
  /** The game is being recorded now. */
  live: boolean;
  /** The stored result of a finished game (the only source of an off-board ending); null while it is played. */
  ending: GameEnding | null;
  recordText: string | null;
  fileName: string;
}

const AUTOPLAY_MS = 900;
const button =
  'rounded-md border border-stone-400 bg-white px-3 py-1.5 text-sm font-medium text-stone-900 hover:bg-stone-100 aria-disabled:opacity-50 aria-disabled:hover:bg-white';

/**
 * A step of the replay's toolbar. Where it would not move (already at that end) it is marked
 * aria-disabled but stays focusable: a truly disabled button drops the focus to <body> the moment
 * it is pressed to the end, and the arrow keys with it.
 */
function StepButton({
  label,
  to,
  at,
  go,
  children,
}: {
  label: string;
  to: number;
  at: number;
  go: (ply: number) => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={button}
      aria-label={label}
      aria-disabled={to === at || undefined}
      onClick={() => go(to)}
    >
      {children}
    </button>
  );
}

export function ReplayBoard(props: ReplayBoardProps) {
  const {
    title,
    moves,
    ruleSet,
    firstMover,
    southName,
    northName,
    live,
    ending: storedEnding,
    recordText,
    fileName,
  } = props;
  const t = useTranslations('match.replay');
  const tBoard = useTranslations('match.board');
  const locale = useLocale();
  const words = useRefusalWords();
  const replay = useMemo(
    () => adjudicate({ rules: ruleSet, moves, from: startPosition(firstMover) }),
    [moves, ruleSet, firstMover],
  );
  const steps = replay.ok ? replay.value.steps : [];
  // People read the notation's numbers (`30. F` is the 59th move of its list), never the ply.
  const numbers = useMemo(() => moveNumbers(replay.ok ? replay.value.steps.map((step) => step.move) : []), [replay]);
  const start = replay.ok ? replay.value.start : startPosition(firstMover);
  // null: follow the latest move (a live game), else the ply chosen.
  const [chosen, setChosen] = useState<number | null>(live ? null : 0);
  const [playing, setPlaying] = useState(false);
  const ply = Math.min(chosen ?? steps.length, steps.length);
  const go = (next: number) => setChosen(Math.max(0, Math.min(steps.length, next)));

  // Autoplay stops by itself at the last move.
  const autoplaying = playing && ply < steps.length;
  useEffect(() => {
    if (!autoplaying) return;
    const timer = setTimeout(() => setChosen(ply + 1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [autoplaying, ply]);

  if (!replay.ok) {
    return (
      <p className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
        {t('notReplayable', { title, problem: words(stateRefusal(replay.error)) })}
      </p>
    );
  }

  const step = ply === 0 ? null : steps[ply - 1];
  const position = step ? step.position : start;
  const highlight = step
    ? {
        from: holeIndex(step.move),
        sown: step.report.sown,
        captured: step.report.captured.map((capture) => capture.hole),
      }
    : undefined;
  const moverName = (side: Side) => (side === 'S' ? southName : northName);
  const caption = step
    ? t('move', {
        number: numbers[ply - 1],
        name: moverName(step.report.side),
        letter: step.move,
        seeds: step.report.seeds,
        captured: step.report.captured.reduce((sum, capture) => sum + capture.seeds, 0),
        south: position.captures[0],
        north: position.captures[1],
      })
    : t('start', { name: moverName(start.toMove) });
  const ending = replayEnding(replay.value, storedEnding);
  const result =
    ending && ply === steps.length ? resultLine(t, tBoard, ending, position, southName, northName) : undefined;

  const onKeyDown = (event: React.KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowLeft: () => go(ply - 1),
      ArrowRight: () => go(ply + 1),
      Home: () => go(0),
      End: () => go(steps.length),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    setPlaying(false);
    action();
  };

  return (
    <section
      aria-label={t('label', { title })}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-replay-ply={ply}
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-3 focus-visible:outline-2 focus-visible:outline-sky-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        {live ? (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t('beingPlayed')}
          </span>
        ) : null}
      </div>
      <WarriBoard
        position={position}
        southName={southName}
        northName={northName}
        highlight={highlight}
        caption={caption}
        result={result}
        size="compact"
      />
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('controls')}>
        <StepButton label={t('first')} to={0} at={ply} go={go}>
          «
        </StepButton>
        <StepButton label={t('previous')} to={Math.max(ply - 1, 0)} at={ply} go={go}>
          ◀
        </StepButton>
        <span className="min-w-20 text-center text-sm tabular-nums" aria-live="off">
          {ply} / {steps.length}
        </span>
        <StepButton label={t('next')} to={Math.min(ply + 1, steps.length)} at={ply} go={go}>
          ▶
        </StepButton>
        <StepButton label={t('last')} to={steps.length} at={ply} go={go}>
          »
        </StepButton>
        <button
          type="button"
          className={button}
          aria-pressed={autoplaying}
          onClick={() => {
            if (!autoplaying && ply === steps.length) go(0);
            setPlaying(!autoplaying);
          }}
        >
          {autoplaying ? t('pause') : t('autoplay')}
        </button>
        {recordText ? (
          <a
            className={`${button} ml-auto`}
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(recordText)}`}
            download={fileName}
          >
            {t('download')}
          </a>
        ) : null}
      </div>
      <p className="text-xs text-stone-700">{t('keys')}</p>
      {steps.length > 0 ? (
        <ol aria-label={t('moves')} className="flex max-h-40 flex-wrap gap-1 overflow-y-auto text-sm">
          {steps.map((candidate) => (
            // The turn's number stands before the button, not in it: the button's name (move 1, South's E)
            // then contains all of its visible text, the letter, as speech input needs.
            <li key={candidate.ply} className="flex items-baseline font-mono">
              {candidate.ply === 1 || numbers[candidate.ply - 1] !== numbers[candidate.ply - 2] ? (
                <span className="pl-1 text-stone-500">{numbers[candidate.ply - 1]}.</span>
              ) : null}
              <button
                type="button"
                aria-current={candidate.ply === ply ? 'step' : undefined}
                aria-label={capitalised(moveName(tBoard, numbers[candidate.ply - 1], candidate.move), locale)}
                onClick={() => {
                  setPlaying(false);
                  go(candidate.ply);
                }}
                className={`rounded px-1.5 py-0.5 ${candidate.ply === ply ? 'bg-stone-900 text-white' : 'hover:bg-stone-100'}`}
              >
                {candidate.move}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
