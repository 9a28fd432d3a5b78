'use client';

import { useTranslations } from 'next-intl';
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
  const t = useTranslations('staffPages.matchTools');
  const { error, formProps } = useFormAction(assignTableAction);
  return (
    <form {...formProps} className="flex items-end gap-2">
      <input type="hidden" name="matchId" value={matchId} />
      <TextField
        name="tableNumber"
        id={`table-${matchId}`}
        label={t('tableFor', { key: matchKey })}
        inputMode="numeric"
        className="w-28 space-y-1"
        defaultValue={error?.values?.tableNumber ?? tableNumber ?? ''}
        errors={error ? (error.fieldErrors?.tableNumber ?? [error.message]) : undefined}
      />
      <SubmitButton tone="quiet" pendingText={t('saving')} context={t('theTableFor', { key: matchKey })}>
        {t('set')}
      </SubmitButton>
    </form>
  );
}

/** Which side won the toss and opens game 1. */
export function CoinTossForm({ matchId, sides }: { matchId: number; sides: [Side, Side] }) {
  const t = useTranslations('staffPages.matchTools');
  const { error, formProps } = useFormAction(recordCoinTossAction);
  return (
    <form {...formProps} className="space-y-2">
      <input type="hidden" name="matchId" value={matchId} />
      <p className="text-sm font-medium">{t('coinToss')}</p>
      <div className="flex flex-wrap gap-2">
        {sides.map((side, index) => (
          <SubmitButton key={side.entryId} tone="quiet" name="slot" value={String(index + 1)} pendingText={t('saving')}>
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
  const t = useTranslations('staffPages.matchTools');
  return <TextField name="reason" id={id} label={t('reason')} required maxLength={500} errors={errors} />;
}

/**
 * One side goes through without playing, after saying so: the other loses the match, and games
 * reported in it and not yet confirmed stop counting (lib/services/results/persist-stage-update.ts).
 */
export function WalkoverForm({ matchId, matchKey, sides }: { matchId: number; matchKey: string; sides: [Side, Side] }) {
  const t = useTranslations('staffPages.matchTools');
  const { error, formProps } = useFormAction(awardWalkoverAction);
  function ask(form: FormData): Question {
    const winner = sides.find((side) => String(side.entryId) === form.get('winnerEntryId')) ?? sides[0];
    const loser = sides.find((side) => side !== winner)!;
    return {
      title: t('walkoverTitle', { key: matchKey, name: winner.name }),
      description: <p>{t('walkoverDescription', { winner: winner.name, loser: loser.name })}</p>,
      confirmText: t('awardWalkover'),
    };
  }
  return (
    <details>
      <summary className="cursor-pointer py-2 text-sm underline underline-offset-4">
        {t('walkover')}
        <span className="sr-only"> {t('inMatch', { key: matchKey })}</span>
      </summary>
      <ConfirmingForm formProps={formProps} ask={ask} className="mt-2 space-y-3">
        <input type="hidden" name="matchId" value={matchId} />
        <WinnerChoice sides={sides} what={t('whoGoesThrough')} errors={error?.fieldErrors?.winnerEntryId} />
        <ReasonField id={`walkover-reason-${matchId}`} errors={error?.fieldErrors?.reason} />
        <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
        <SubmitButton tone="danger" pendingText={t('saving')} context={t('inMatch', { key: matchKey })}>
          {t('awardWalkover')}
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
  const t = useTranslations('staffPages.matchTools');
  return (
    <details>
      <summary className="cursor-pointer py-2 text-sm underline underline-offset-4">
        {t('correct')}
        <span className="sr-only"> {t('ofMatch', { key: matchKey })}</span>
      </summary>
      <div className="mt-2">
        <PreviewedChangeForm
          preview={previewCorrectionAction}
          commit={correctResultAction}
          fields={{ matchId }}
          confirmText={t('confirmCorrection')}
        >
          {(errors) => (
            <>
              <WinnerChoice sides={sides} what={t('whoWon')} errors={errors.winnerEntryId} />
              <div className="grid grid-cols-3 gap-2">
                <TextField
                  name="wins1"
                  id={`wins1-${matchId}`}
                  label={t('winsOf', { name: sides[0].name })}
                  inputMode="numeric"
                  defaultValue={wins[0] ?? ''}
                  errors={errors.wins1}
                />
                <TextField
                  name="wins2"
                  id={`wins2-${matchId}`}
                  label={t('winsOf', { name: sides[1].name })}
                  inputMode="numeric"
                  defaultValue={wins[1] ?? ''}
                  errors={errors.wins2}
                />
                <TextField
                  name="draws"
                  id={`draws-${matchId}`}
                  label={t('draws')}
                  inputMode="numeric"
                  defaultValue="0"
                  errors={errors.draws}
                />
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="walkover" className="size-4" /> {t('walkoverCorrection')}
              </label>
              <ReasonField id={`correction-reason-${matchId}`} errors={errors.reason} />
              <p className="text-sm text-stone-700">{t('correctionNote')}</p>
            </>
          )}
        </PreviewedChangeForm>
      </div>
    </details>
  );
}

/** Void one game: it stops counting and the series is scored again without it. */
export function VoidGameForm({ gameId, label }: { gameId: number; label: string }) {
  const t = useTranslations('staffPages.matchTools');
  return (
    <details>
      <summary className="cursor-pointer py-1 text-sm underline underline-offset-4">
        {t('void')}
        <span className="sr-only"> {label}</span>
      </summary>
      <div className="mt-2">
        <PreviewedChangeForm
          preview={previewVoidGameAction}
          commit={voidGameAction}
          fields={{ gameId }}
          confirmText={t('voidGame')}
        >
          {(errors) => <ReasonField id={`void-reason-${gameId}`} errors={errors.reason} />}
        </PreviewedChangeForm>
      </div>
    </details>
  );
}
