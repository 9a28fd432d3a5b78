'use client';

import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useFormAction } from '@/app/_components/form/use-form-action';
import {
  assignTableAction,
  awardWalkoverAction,
  correctResultAction,
  previewCorrectionAction,
  previewVoidGameAction,
  recordCoinTossAction,
  voidGameAction,
} from '../actions';
import { ConfirmingForm, type Question } from '@/app/_components/form/confirming-form';
import { PreviewedChangeForm } from '../_components/previewed-change';

export interface Side {
  entryId: number;
  name: string;
}

/** The table or board a match is played at; empty clears it. */
export function TableForm({
  matchId,
  tableNumber,
  matchKey,
}: {
  matchId: number;
  tableNumber: number | null;
  matchKey: string;
}) {
  const { error, formProps } = useFormAction(assignTableAction);
  return (
    <form {...formProps} className="flex items-end gap-2">
      <input type="hidden" name="matchId" value={matchId} />
      <TextField
        name="tableNumber"
        id={`table-${matchId}`}
        label={`Table for ${matchKey}`}
        inputMode="numeric"
        className="w-28 space-y-1"
        defaultValue={error?.values?.tableNumber ?? tableNumber ?? ''}
        errors={error ? (error.fieldErrors?.tableNumber ?? [error.message]) : undefined}
      />
      <SubmitButton tone="quiet" pendingText="Saving…" context={`the table for ${matchKey}`}>
        Set
      </SubmitButton>
    </form>
  );
}

/** Which side won the toss and opens game 1. */
export function CoinTossForm({ matchId, sides }: { matchId: number; sides: [Side, Side] }) {
  const { error, formProps } = useFormAction(recordCoinTossAction);
  return (
    <form {...formProps} className="space-y-2">
      <input type="hidden" name="matchId" value={matchId} />
      <p className="text-sm font-medium">Coin toss for game 1: who won it?</p>
      <div className="flex flex-wrap gap-2">
        {sides.map((side, index) => (
          <SubmitButton key={side.entryId} tone="quiet" name="slot" value={String(index + 1)} pendingText="Saving…">
            {side.name}
          </SubmitButton>
        ))}
      </div>
      <FormAlert tone="error">{error?.message}</FormAlert>
    </form>
  );
}

function WinnerChoice({ sides, errors, what }: { sides: [Side, Side]; errors?: string[]; what: string }) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">{what}</legend>
      {sides.map((side) => (
        <label key={side.entryId} className="mr-4 inline-flex items-center gap-2">
          <input type="radio" name="winnerEntryId" value={side.entryId} required className="size-4" />
          {side.name}
        </label>
      ))}
      {errors?.length ? <p className="text-sm font-medium text-red-800">{errors.join(' ')}</p> : null}
    </fieldset>
  );
}

function ReasonField({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <TextField name="reason" id={id} label="Reason (kept in the audit log)" required maxLength={500} errors={errors} />
  );
}

/**
 * One side goes through without playing, after saying so: the other loses the match, and games
 * reported in it and not yet confirmed stop counting (lib/services/results/persist-stage-update.ts).
 */
export function WalkoverForm({ matchId, matchKey, sides }: { matchId: number; matchKey: string; sides: [Side, Side] }) {
  const { error, formProps } = useFormAction(awardWalkoverAction);
  function ask(form: FormData): Question {
    const winner = sides.find((side) => String(side.entryId) === form.get('winnerEntryId')) ?? sides[0];
    const loser = sides.find((side) => side !== winner)!;
    return {
      title: `Award ${matchKey} to ${winner.name} by walkover?`,
      description: (
        <p>
          {winner.name} goes through without playing and {loser.name} loses the match; any game reported in it and not
          yet confirmed stops counting. Only a correction can change it afterwards.
        </p>
      ),
      confirmText: 'Award the walkover',
    };
  }
  return (
    <details>
      <summary className="cursor-pointer py-2 text-sm underline underline-offset-4">
        Walkover<span className="sr-only"> in {matchKey}</span>
      </summary>
      <ConfirmingForm formProps={formProps} ask={ask} className="mt-2 space-y-3">
        <input type="hidden" name="matchId" value={matchId} />
        <WinnerChoice sides={sides} what="Who goes through" errors={error?.fieldErrors?.winnerEntryId} />
        <ReasonField id={`walkover-reason-${matchId}`} errors={error?.fieldErrors?.reason} />
        <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
        <SubmitButton tone="danger" pendingText="Saving…" context={`in ${matchKey}`}>
          Award the walkover
        </SubmitButton>
      </ConfirmingForm>
    </details>
  );
}

/** Correct a finished series: another winner or score, or a walkover. */
export function CorrectionForm({
  matchId,
  matchKey,
  sides,
  wins,
}: {
  matchId: number;
  matchKey: string;
  sides: [Side, Side];
  wins: [number | null, number | null];
}) {
  return (
    <details>
      <summary className="cursor-pointer py-2 text-sm underline underline-offset-4">
        Correct the result<span className="sr-only"> of {matchKey}</span>
      </summary>
      <div className="mt-2">
        <PreviewedChangeForm
          preview={previewCorrectionAction}
          commit={correctResultAction}
          fields={{ matchId }}
          confirmText="Confirm the correction"
        >
          {(errors) => (
            <>
              <WinnerChoice sides={sides} what="Who won the series" errors={errors.winnerEntryId} />
              <div className="grid grid-cols-3 gap-2">
                <TextField
                  name="wins1"
                  id={`wins1-${matchId}`}
                  label={`Wins, ${sides[0].name}`}
                  inputMode="numeric"
                  defaultValue={wins[0] ?? ''}
                  errors={errors.wins1}
                />
                <TextField
                  name="wins2"
                  id={`wins2-${matchId}`}
                  label={`Wins, ${sides[1].name}`}
                  inputMode="numeric"
                  defaultValue={wins[1] ?? ''}
                  errors={errors.wins2}
                />
                <TextField
                  name="draws"
                  id={`draws-${matchId}`}
                  label="Draws"
                  inputMode="numeric"
                  defaultValue="0"
                  errors={errors.draws}
                />
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="walkover" className="size-4" /> A walkover (the loser did not play)
              </label>
              <ReasonField id={`correction-reason-${matchId}`} errors={errors.reason} />
              <p className="text-sm text-stone-700">
                The games stay as reported, with their seeds captured; the public match page shows the correction, what
                it changes and its reason.
              </p>
            </>
          )}
        </PreviewedChangeForm>
      </div>
    </details>
  );
}

/** Void one game: it stops counting and the series is scored again without it. */
export function VoidGameForm({ gameId, label }: { gameId: number; label: string }) {
  return (
    <details>
      <summary className="cursor-pointer py-1 text-sm underline underline-offset-4">
        Void<span className="sr-only"> {label}</span>
      </summary>
      <div className="mt-2">
        <PreviewedChangeForm
          preview={previewVoidGameAction}
          commit={voidGameAction}
          fields={{ gameId }}
          confirmText="Void the game"
        >
          {(errors) => <ReasonField id={`void-reason-${gameId}`} errors={errors.reason} />}
        </PreviewedChangeForm>
      </div>
    </details>
  );
}
