'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SelectField } from '@/app/_components/form/select-field';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { addForbiddenPairAction, requestByeAction, setPairingRulesAction } from './actions';
import { pointsText } from './points-text';

const box = 'space-y-3 rounded-lg border border-stone-200 bg-white p-4';

const BYE_POINTS = ['0', '0.5', '1'];

/** The acceleration and a requested bye's points, before the start. */
export function PairingRulesForm({
  tournamentId,
  acceleration,
  requestedByePoints,
}: {
  tournamentId: number;
  acceleration: string;
  requestedByePoints: number;
}) {
  const t = useTranslations('staffPages.pairingForms');
  const { error, data, formProps } = useFormAction(setPairingRulesAction);
  return (
    <form {...formProps} className={box}>
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
      <FormAlert tone="success">{data ? t('rulesSaved') : null}</FormAlert>
      <SelectField
        name="acceleration"
        label={t('acceleration')}
        hint={t('accelerationHint')}
        defaultValue={error?.values?.acceleration ?? acceleration}
        errors={error?.fieldErrors?.acceleration}
        options={[
          { value: 'none', label: t('noAcceleration') },
          { value: 'baku', label: t('baku') },
        ]}
      />
      <SelectField
        name="requestedByePoints"
        label={t('byePoints')}
        hint={t('byePointsHint')}
        defaultValue={error?.values?.requestedByePoints ?? String(requestedByePoints)}
        errors={error?.fieldErrors?.requestedByePoints}
        options={BYE_POINTS.map((value) => ({ value, label: pointsText(Number(value)) }))}
      />
      <SubmitButton pendingText={t('saving')}>{t('saveRules')}</SubmitButton>
    </form>
  );
}

export interface EntryOption {
  value: string;
  label: string;
}

/** Two players the Swiss must never pair, and why. */
export function ForbiddenPairForm({ tournamentId, entries }: { tournamentId: number; entries: EntryOption[] }) {
  const t = useTranslations('staffPages.pairingForms');
  const { error, data, formProps } = useFormAction(addForbiddenPairAction);
  return (
    <form {...formProps} className={box}>
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
      <FormAlert tone="success">{data ? t('pairAdded') : null}</FormAlert>
      <SelectField
        name="entry1Id"
        label={t('firstPlayer')}
        defaultValue={error?.values?.entry1Id}
        errors={error?.fieldErrors?.entry1Id}
        options={entries}
      />
      <SelectField
        name="entry2Id"
        label={t('secondPlayer')}
        defaultValue={error?.values?.entry2Id ?? entries[1]?.value}
        errors={error?.fieldErrors?.entry2Id}
        options={entries}
      />
      <TextField
        name="reason"
        label={t('reason')}
        hint={t('reasonHint')}
        maxLength={200}
        defaultValue={error?.values?.reason}
        errors={error?.fieldErrors?.reason}
      />
      <SubmitButton pendingText={t('saving')}>{t('addPair')}</SubmitButton>
    </form>
  );
}

/**
 * A bye in a round not yet paired: the organisers choose the player and may set its points; a
 * player asks for himself (`entryId` given) at the tournament's points.
 */
export function ByeRequestForm({
  tournamentId,
  rounds,
  entries,
  entryId,
  defaultPoints,
}: {
  tournamentId: number;
  rounds: number[];
  /** The organisers' choice of player; absent for a player asking for himself. */
  entries?: EntryOption[];
  entryId?: number;
  defaultPoints: number;
}) {
  const t = useTranslations('staffPages.pairingForms');
  const { error, data, formProps } = useFormAction(requestByeAction);
  if (rounds.length === 0) return <p className="text-stone-700">{t('noRoundLeft')}</p>;
  return (
    <form {...formProps} className={box}>
      <input type="hidden" name="tournamentId" value={tournamentId} />
      {entryId !== undefined ? <input type="hidden" name="entryId" value={entryId} /> : null}
      <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
      <FormAlert tone="success">
        {data ? t('byeRequested', { round: data.round, points: pointsText(data.points) }) : null}
      </FormAlert>
      {entries ? (
        <SelectField
          name="entryId"
          label={t('player')}
          defaultValue={error?.values?.entryId}
          errors={error?.fieldErrors?.entryId}
          options={entries}
        />
      ) : null}
      <SelectField
        name="round"
        label={t('round')}
        defaultValue={error?.values?.round}
        errors={error?.fieldErrors?.round}
        options={rounds.map((round) => ({ value: String(round), label: t('roundNumber', { round }) }))}
      />
      {entries ? (
        <SelectField
          name="points"
          label={t('thisByePoints')}
          defaultValue={error?.values?.points ?? ''}
          errors={error?.fieldErrors?.points}
          options={[
            { value: '', label: t('tournamentPoints', { points: pointsText(defaultPoints) }) },
            ...BYE_POINTS.map((value) => ({ value, label: pointsText(Number(value)) })),
          ]}
        />
      ) : (
        <p className="text-sm text-stone-700">{t('byeScores', { points: pointsText(defaultPoints) })}</p>
      )}
      <SubmitButton pendingText={t('saving')}>{t('askForBye')}</SubmitButton>
    </form>
  );
}
