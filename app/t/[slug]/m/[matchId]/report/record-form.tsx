'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { moveName } from '@/app/_components/board/board-words';
import { WarriBoard } from '@/app/_components/board/warri-board';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton, buttonClass } from '@/app/_components/form/submit-button';
import { useRefusalWords } from '@/app/_components/use-refusal-words';
import {
  adjudicateRecord,
  contradictedHeader,
  parseGameRecord,
  parseMoves,
  stateContradiction,
  stateRecordError,
  type GameSeating,
  type Move,
  type Side,
} from '@/core/warri';
import { reportGameAction } from './actions';
import { replayBoard, replayMoves, type BoardReplay } from './board-replay';
import { MoveList } from './move-list';
import { reportedNote } from './reported-note';
import { useGameNumber } from './use-game-number';
import { useClearOnSuccess, useTokenAction } from './use-token-action';

const fieldClass =
  'block w-full rounded border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus-visible:border-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700';

type Preview = BoardReplay & { moves: readonly Move[] };

/**
 * A whole-game file replayed for the preview: a line it cannot read is named like a bad move, and
 * a header that contradicts the game (players, seats, first mover, game number) as the server names it.
 */
function previewFile(text: string, rules: string, seating: GameSeating): Preview {
  const empty = { ...replayMoves(rules, seating.first, ''), moves: [] };
  const parsed = parseGameRecord(text);
  if (!parsed.ok) return { ...empty, problem: stateRecordError(parsed.error) };
  const contradiction = contradictedHeader(parsed.value, seating);
  if (contradiction) return { ...empty, problem: stateContradiction(contradiction) };
  return { ...replayBoard(adjudicateRecord(parsed.value), parsed.value.first), moves: parsed.value.moves };
}

function previewMoves(text: string, rules: string, first: Side): Preview {
  const parsed = parseMoves(text);
  return { ...replayMoves(rules, first, text), moves: parsed.ok ? parsed.value : [] };
}

/**
 * Type or paste the moves, or upload a game file: a preview board follows the text as it is typed,
 * showing the position reached, or the position where a move is illegal with that hole marked, the
 * rule's sentence and the move marked in the list of moves typed. A success empties the form for
 * the next game; a record that repeats an earlier game asks before it is reported.
 */
export function RecordForm({
  matchId,
  number,
  rules,
  first,
  southName,
  northName,
}: {
  matchId: number;
  number: number;
  rules: string;
  first: Side;
  southName: string;
  northName: string;
}) {
  const t = useTranslations('report.recordForm');
  const tReport = useTranslations('report');
  const tBoard = useTranslations('match.board');
  const tEnds = useTranslations('report.ends');
  const tReported = useTranslations('report.reported');
  const { state, error, data, formProps, pending } = useTokenAction(reportGameAction);
  const [kind, setKind] = useState<'record' | 'file'>('record');
  const [text, setText] = useState('');
  const [termination, setTermination] = useState('');
  // The text and the choices are this component's state, which the form's reset does not touch: a
  // success clears them here, or the next game's form would hold (and report again) this game.
  useClearOnSuccess(state, () => {
    setKind('record');
    setText('');
    setTermination('');
  });
  // While a report is being sent, the page's next number is that report's own doing.
  const { forGame, notice } = useGameNumber(number, text.trim() === '' || pending);
  const seating = { game: forGame, south: southName, north: northName, first };
  const words = useRefusalWords();
  const preview =
    text.trim() === '' ? null : kind === 'file' ? previewFile(text, rules, seating) : previewMoves(text, rules, first);
  const lastMove = preview?.lastMove && moveName(tBoard, preview.lastMove.number, preview.lastMove.move);
  const previewNote = !preview
    ? t('followsTyping')
    : preview.problem
      ? words(preview.problem)
      : !lastMove
        ? tReport('noMoves')
        : preview.finished
          ? t('endsAfter', { move: lastMove })
          : termination
            ? t('goesOn', { move: lastMove })
            : t('goesOnSayHow', { move: lastMove });
  const repeatOf = error?.code === 'repeated-record' ? Number(error.details?.repeatOf) : null;

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setKind('file');
    setText(await file.text());
  };

  return (
    <form {...formProps} className="space-y-4">
      <input type="hidden" name="matchId" value={matchId} />
      <input type="hidden" name="number" value={forGame} />
      <input type="hidden" name="kind" value={kind} />
      <FormAlert tone="success">{data ? reportedNote(tReported, data, false) : null}</FormAlert>
      {repeatOf ? (
        <div
          role="alert"
          className="space-y-2 rounded border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          data-repeat-question
        >
          <p className="font-medium">{error!.message}</p>
          <button type="submit" name="repeatOf" value={repeatOf} className={buttonClass('quiet')}>
            {t('reportAnyway', { number: forGame })}
          </button>
        </div>
      ) : (
        <FormAlert tone="error">{error?.message}</FormAlert>
      )}
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-stone-800">{t('whatYouHave')}</legend>
        <label className="mr-4 inline-flex min-h-11 items-center gap-2">
          <input type="radio" checked={kind === 'record'} onChange={() => setKind('record')} /> {t('theMoves')}
        </label>
        <label className="inline-flex min-h-11 items-center gap-2">
          <input type="radio" checked={kind === 'file'} onChange={() => setKind('file')} /> {t('aGameFile')}
        </label>
      </fieldset>
      <div className="space-y-1">
        <label htmlFor="record-text" className="block text-sm font-medium text-stone-800">
          {kind === 'record' ? t('moves') : t('gameFile')}
        </label>
        <p id="record-hint" className="text-sm text-stone-600">
          {kind === 'record' ? t('movesHint', { south: southName, north: northName }) : t('fileHint')}
        </p>
        <textarea
          id="record-text"
          name={kind === 'record' ? 'moves' : 'file'}
          rows={kind === 'record' ? 5 : 12}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby="record-hint record-preview-note"
          className={`${fieldClass} font-mono`}
          spellCheck={false}
          required
        />
      </div>
      <div className="space-y-1">
        <label htmlFor="record-upload" className="block text-sm font-medium text-stone-800">
          {t('upload')}
        </label>
        <input
          id="record-upload"
          type="file"
          accept=".txt,.pgn,text/plain"
          onChange={(event) => readFile(event.target.files?.[0])}
          className="block text-sm"
        />
      </div>
      {kind === 'record' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor="record-termination" className="block text-sm font-medium text-stone-800">
              {t('endedOffBoard')}
            </label>
            <select
              id="record-termination"
              name="termination"
              value={termination}
              onChange={(event) => setTermination(event.target.value)}
              className={fieldClass}
            >
              <option value="">{t('movesEndIt')}</option>
              <option value="resignation">{tEnds('resignation')}</option>
              <option value="loss-on-time">{tEnds('lossOnTime')}</option>
              <option value="forfeit">{tEnds('forfeit')}</option>
              <option value="agreed-end">{t('agreedEnd')}</option>
            </select>
          </div>
          {termination && termination !== 'agreed-end' ? (
            <div className="space-y-1">
              <label htmlFor="record-loser" className="block text-sm font-medium text-stone-800">
                {t('whoLost')}
              </label>
              <select id="record-loser" name="loser" className={fieldClass} required>
                <option value="south">{t('south', { name: southName })}</option>
                <option value="north">{t('north', { name: northName })}</option>
              </select>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="space-y-2">
        <p
          id="record-preview-note"
          role="status"
          aria-live="polite"
          className={preview?.problem ? 'font-medium text-red-800' : 'text-sm text-stone-700'}
          data-preview-note
        >
          {previewNote}
        </p>
        {preview?.refusedPly ? <MoveList moves={preview.moves} refusedPly={preview.refusedPly} /> : null}
        <WarriBoard
          position={(preview ?? replayMoves(rules, first, '')).position}
          highlight={preview?.highlight}
          southName={southName}
          northName={northName}
          size="compact"
        />
      </div>
      {notice}
      <SubmitButton pendingText={t('checking')}>{tReport('reportGame', { number: forGame })}</SubmitButton>
    </form>
  );
}
