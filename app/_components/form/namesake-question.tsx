'use client';

import type { ActionError } from '@/lib/actions/safe-action';
import { useTranslations } from 'next-intl';
import type { Namesake } from '@/core/text/namesakes';
import { namesakeWords } from './namesake-words';
import { SubmitButton } from './submit-button';

/** The players of the same name a `same-name-on-record` refusal carries, or none. */
export function namesakesOf(error: ActionError | null): Namesake[] {
  if (error?.code !== 'same-name-on-record') return [];
  const namesakes = error.details?.namesakes;
  return Array.isArray(namesakes) ? (namesakes as Namesake[]) : [];
}

/**
 * "Is this the same person?", asked inside the form that was refused: the players of that name on
 * record, each to be chosen (`choose`: a button sending `playerId`, for a form that can take a
 * record on file), and the answer that it is someone else (`sameNameConfirmed`), which sends the
 * form again with everything it holds.
 */
export function NamesakeQuestion({
  namesakes,
  name,
  choose,
}: {
  namesakes: Namesake[];
  name: string;
  choose?: string;
}) {
  const t = useTranslations('organise.namesake');
  if (namesakes.length === 0) return null;
  return (
    <fieldset className="space-y-3 rounded border border-amber-300 bg-amber-50 px-3 py-3 text-sm text-amber-950">
      <legend className="px-1 font-semibold">{namesakes.length === 1 ? t('sameQuestion') : t('oneOfThem')}</legend>
      <ul className="space-y-2">
        {namesakes.map((namesake) => (
          <li key={namesake.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>{namesakeWords(t, namesake)}</span>
            {choose ? (
              <SubmitButton
                tone="quiet"
                name="playerId"
                value={String(namesake.id)}
                pendingText={t('entering')}
                context={t('id', { id: namesake.id })}
              >
                {choose}
              </SubmitButton>
            ) : null}
          </li>
        ))}
      </ul>
      {choose ? null : <p>{t('claimHint')}</p>}
      <SubmitButton tone="quiet" name="sameNameConfirmed" value="true" pendingText={t('adding')}>
        {name ? t('someoneElse', { name }) : t('someoneElseUnnamed')}
      </SubmitButton>
    </fieldset>
  );
}
