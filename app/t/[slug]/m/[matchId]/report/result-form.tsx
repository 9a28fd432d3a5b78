'use client';

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
      <FormAlert tone="success">{data ? reportedNote(data, true) : null}</FormAlert>
      <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          name="capturesSouth"
          label={`Seeds captured by ${southName} (South)`}
          type="number"
          inputMode="numeric"
          min={0}
          max={48}
          required
          errors={fieldErrors.capturesSouth}
        />
        <TextField
          name="capturesNorth"
          label={`Seeds captured by ${northName} (North)`}
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
            How it ended
          </label>
          <select id="result-end" name="endReason" className={selectClass} required>
            <option value="score">25 seeds (or 24–24)</option>
            <option value="cycle">A repeated position</option>
            <option value="no-moves">No legal move</option>
            <option value="resignation">Resignation</option>
            <option value="loss-on-time">Loss on time</option>
            <option value="forfeit">Forfeit</option>
            <option value="agreed-end">Agreed end</option>
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="result-winner" className="block text-sm font-medium text-stone-800">
            Result
          </label>
          <select
            id="result-winner"
            name="winner"
            className={selectClass}
            required
            aria-describedby={fieldErrors.winner ? 'result-winner-error' : undefined}
          >
            <option value="south">{southName} (South) won</option>
            <option value="north">{northName} (North) won</option>
            <option value="draw">Draw (24–24)</option>
          </select>
          {fieldErrors.winner ? (
            <p id="result-winner-error" className="text-sm font-medium text-red-800">
              {fieldErrors.winner.join(' ')}
            </p>
          ) : null}
        </div>
      </div>
      {notice}
      <SubmitButton pendingText="Saving…">Report game {forGame} (result only)</SubmitButton>
    </form>
  );
}
