'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { reportGameAction } from './actions';
import { reportedNote } from './reported-note';
import { useGameNumber } from './use-game-number';
import { useClearOnSuccess, useTokenAction } from './use-token-action';

const selectClass = 'block w-full rounded border border-stone-400 bg-white px-3 py-2 text-base text-stone-900';

/** The score of a game nobody recorded: checked for plausibility and kept as unverified. */
export function ResultForm({
  matchId,
  number,
  southName,
  northName,
}: {
  matchId: number;
  number: number;
  southName: string;
  northName: string;
}) {
  const t = useTranslations('report.resultForm');
  const tReport = useTranslations('report');
  const tReported = useTranslations('report.reported');
  const tEnds = useTranslations('report.ends');
  const { state, error, data, formProps, pending } = useTokenAction(reportGameAction);
  const fieldErrors = error?.fieldErrors ?? {};
  // Whether the person has entered anything since the form was last emptied (a success resets it).
  const [touched, setTouched] = useState(false);
  useClearOnSuccess(state, () => setTouched(false));
  const { forGame, notice } = useGameNumber(number, !touched || pending);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    setTouched(true);
    formProps.onChange(event);
  };
  return (
    <form {...formProps} onChange={onChange} className="space-y-4">
      <input type="hidden" name="matchId" value={matchId} />
      <input type="hidden" name="number" value={forGame} />
      <input type="hidden" name="kind" value="result" />
      <FormAlert tone="success">{data ? reportedNote(tReported, data, true) : null}</FormAlert>
      <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          name="capturesSouth"
          label={t('capturedBySouth', { name: southName })}
          type="number"
          inputMode="numeric"
          min={0}
          max={48}
          required
          errors={fieldErrors.capturesSouth}
        />
        <TextField
          name="capturesNorth"
          label={t('capturedByNorth', { name: northName })}
          type="number"
          inputMode="numeric"
          min={0}
          max={48}
          required
          errors={fieldErrors.capturesNorth}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="result-end" className="block text-sm font-medium text-stone-800">
            {t('howItEnded')}
          </label>
          <select id="result-end" name="endReason" className={selectClass} required>
            <option value="score">{t('score')}</option>
            <option value="cycle">{t('cycle')}</option>
            <option value="no-moves">{t('noMoves')}</option>
            <option value="resignation">{tEnds('resignation')}</option>
            <option value="loss-on-time">{tEnds('lossOnTime')}</option>
            <option value="forfeit">{tEnds('forfeit')}</option>
            <option value="agreed-end">{t('agreedEnd')}</option>
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="result-winner" className="block text-sm font-medium text-stone-800">
            {t('result')}
          </label>
          <select
            id="result-winner"
            name="winner"
            className={selectClass}
            required
            aria-describedby={fieldErrors.winner ? 'result-winner-error' : undefined}
          >
            <option value="south">{t('southWon', { name: southName })}</option>
            <option value="north">{t('northWon', { name: northName })}</option>
            <option value="draw">{t('draw')}</option>
          </select>
          {fieldErrors.winner ? (
            <p id="result-winner-error" className="text-sm font-medium text-red-800">
              {fieldErrors.winner.join(' ')}
            </p>
          ) : null}
        </div>
      </div>
      {notice}
      <SubmitButton pendingText={tReport('saving')}>{t('submit', { number: forGame })}</SubmitButton>
    </form>
  );
}
