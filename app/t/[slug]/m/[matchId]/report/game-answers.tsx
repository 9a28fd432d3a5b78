'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import type { ActionResult } from '@/lib/actions/safe-action';
import { confirmGameAction, disputeGameAction, resolveDisputeAction } from './actions';
import { focusGameRowWhenChanged } from './game-row';
import { useTokenAction } from './use-token-action';

interface GameRef {
  matchId: number;
  number: number;
}

/** One small form of the page: the game, its request token, its error, its fields. */
function GameForm<Data>({
  game,
  action,
  children,
  label,
}: {
  game: GameRef;
  action: (form: FormData) => Promise<ActionResult<Data>>;
  children: React.ReactNode;
  label: string;
}) {
  const { error, formProps } = useTokenAction(
    useCallback(
      async (form: FormData) => {
        const result = await action(form);
        if (result.ok) focusGameRowWhenChanged(game.number);
        return result;
      },
      [action, game.number],
    ),
  );
  return (
    <form {...formProps} aria-label={label} className="space-y-2">
      <input type="hidden" name="matchId" value={game.matchId} />
      <input type="hidden" name="number" value={game.number} />
      <FormAlert tone="error">{error?.message}</FormAlert>
      {children}
    </form>
  );
}

/** The opponent's answer on their own phone: confirm, or dispute with a comment. */
export function AnswerForms({ game }: { game: GameRef }) {
  const t = useTranslations('report.answers');
  const confirm = t('confirm', { number: game.number });
  const dispute = t('dispute', { number: game.number });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <GameForm game={game} action={confirmGameAction} label={confirm}>
        <SubmitButton pendingText={t('confirming')}>{confirm}</SubmitButton>
      </GameForm>
      <GameForm game={game} action={disputeGameAction} label={dispute}>
        <TextField name="comment" id={`dispute-${game.number}`} label={t('whatIsWrong')} required maxLength={1000} />
        <SubmitButton tone="danger" pendingText={t('sending')}>
          {dispute}
        </SubmitButton>
      </GameForm>
    </div>
  );
}

/** The opponent confirms on the reporter's device by typing their PIN. */
export function PinConfirmForm({ game, opponentName }: { game: GameRef; opponentName: string }) {
  const t = useTranslations('report.answers');
  return (
    <GameForm game={game} action={confirmGameAction} label={t('pinForm', { name: opponentName, number: game.number })}>
      <TextField
        name="pin"
        id={`pin-${game.number}`}
        label={t('pin', { name: opponentName })}
        hint={t('pinHint')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        required
      />
      <SubmitButton pendingText={t('confirming')}>{t('confirmWithPin')}</SubmitButton>
    </GameForm>
  );
}

/** Staff decide a dispute: accept the report, replace it with the right moves, or void the game; always with a reason. */
export function ResolveForm({ game }: { game: GameRef }) {
  const t = useTranslations('report.answers');
  const tStep = useTranslations('report.nextStep');
  const tReport = useTranslations('report');
  return (
    <GameForm game={game} action={resolveDisputeAction} label={tStep('resolve', { number: game.number })}>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-stone-800">{t('decision')}</legend>
        {(
          [
            ['accept', t('accept')],
            ['replace', t('replace')],
            ['void', t('void')],
          ] as const
        ).map(([value, text]) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input type="radio" name="decision" value={value} defaultChecked={value === 'accept'} /> {text}
          </label>
        ))}
      </fieldset>
      <input type="hidden" name="kind" value="record" />
      <div className="space-y-1">
        <label htmlFor={`replace-${game.number}`} className="block text-sm font-medium text-stone-800">
          {t('rightMoves')}
        </label>
        <textarea
          id={`replace-${game.number}`}
          name="moves"
          rows={3}
          className="block w-full rounded border border-stone-400 px-3 py-2 font-mono"
        />
      </div>
      <TextField name="reason" id={`reason-${game.number}`} label={t('reason')} required maxLength={500} />
      <SubmitButton pendingText={tReport('saving')}>{t('decide')}</SubmitButton>
    </GameForm>
  );
}
