'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Translator } from '@/i18n/translator';
import type { OrganisersPlayer } from '@/db/queries/players';
import { ConfirmingForm } from '@/app/_components/form/confirming-form';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { mergePlayersAction } from './actions';

type Record = Pick<OrganisersPlayer, 'id' | 'displayName' | 'club' | 'country' | 'linked' | 'tournaments'>;

const label = (t: Translator<'organise.merge'>, player: Record) =>
  `${player.displayName} (#${player.id}${player.club ? `, ${player.club}` : ''}${player.country ? `, ${player.country}` : ''}; ${t('tournaments', { count: player.tournaments })}${player.linked ? `; ${t('hasAccount')}` : ''})`;

/** The record most worth keeping: the one with an account, else the one with more tournaments, else the older. */
function likelyKept(players: Record[]): Record {
  return [...players].sort(
    (a, b) => Number(b.linked) - Number(a.linked) || b.tournaments - a.tournaments || a.id - b.id,
  )[0];
}

/**
 * Two records of one person made one, after a question that says what moves where. The choices
 * start on the likely answer (keep the record with an account or more tournaments) and stay as
 * chosen through a refusal.
 */
export function MergePlayersForm({ players }: { players: Record[] }) {
  const t = useTranslations('organise.merge');
  const { error, data, formProps } = useFormAction(mergePlayersAction);
  const [keepId, setKeepId] = useState(() => likelyKept(players).id);
  const [mergeId, setMergeId] = useState(() => players.find((player) => player.id !== keepId)!.id);
  const byId = new Map(players.map((player) => [player.id, player]));
  const idPrefix = `merge-${players.map((player) => player.id).join('-')}`;

  return (
    <ConfirmingForm
      formProps={formProps}
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
      ask={() => {
        const keep = byId.get(keepId)!;
        const merge = byId.get(mergeId)!;
        return {
          title: t('title', { merged: merge.displayName, mergedId: merge.id, kept: keep.displayName, keptId: keep.id }),
          description: (
            <p>
              {merge.linked
                ? t('descriptionWithAccount', { mergedId: merge.id, count: merge.tournaments, keptId: keep.id })
                : t('description', { mergedId: merge.id, count: merge.tournaments, keptId: keep.id })}
            </p>
          ),
          confirmText: t('confirm', { keptId: keep.id }),
        };
      }}
    >
      <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
      <FormAlert tone="success">
        {data
          ? t('merged', { merged: data.mergedName, mergedId: data.mergedId, kept: data.keptName, keptId: data.keptId })
          : null}
      </FormAlert>
      <div className="grid gap-3 sm:grid-cols-2">
        {(
          [
            ['keepId', t('keep'), keepId, setKeepId],
            ['mergeId', t('mergeInto'), mergeId, setMergeId],
          ] as const
        ).map(([name, text, value, set]) => (
          <div key={name} className="min-w-0 space-y-1">
            <label htmlFor={`${idPrefix}-${name}`} className="block text-sm font-medium text-stone-800">
              {text}
            </label>
            <select
              id={`${idPrefix}-${name}`}
              name={name}
              value={value}
              onChange={(event) => set(Number(event.target.value))}
              aria-invalid={error?.fieldErrors?.[name] ? true : undefined}
              className="block w-full min-w-0 rounded border border-stone-400 bg-white px-3 py-2"
            >
              {players.map((player) => (
                <option key={player.id} value={player.id}>
                  {label(t, player)}
                </option>
              ))}
            </select>
            {error?.fieldErrors?.[name]?.map((message) => (
              <p key={message} className="text-sm text-red-800">
                {message}
              </p>
            ))}
          </div>
        ))}
      </div>
      <TextField
        name="reason"
        id={`${idPrefix}-reason`}
        label={t('reason')}
        maxLength={500}
        defaultValue={error?.values?.reason}
        errors={error?.fieldErrors?.reason}
      />
      <SubmitButton tone="quiet" pendingText={t('merging')}>
        {t('submit')}
      </SubmitButton>
    </ConfirmingForm>
  );
}
