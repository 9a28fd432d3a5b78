'use client';

import { useState } from 'react';
import type { Tournament } from '@/db/schema';
import type { ActionResult } from '@/lib/actions/safe-action';
import type { Translator } from '@/i18n/translator';
import { RULE_SETS } from '@/core/warri';
import type { formatFields, TournamentSettings } from '@/lib/validation/tournaments';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { useTranslations } from 'next-intl';
import { formatName } from '@/app/_components/labels';
import { TieBreakPicker } from './tie-break-picker';
import { FIRST_MOVE_RULES, FORMATS, OPENING_RULES } from '@/core/tournament';
import { firstMoveName, gameOneName, ruleSetDescription, ruleSetName, tieBreakName } from './tournament-form-labels';

/** The form's starting values: a tournament's stored set-up with its format settings as flat fields. */
export type TournamentFormValues = Omit<TournamentSettings, 'formatSettings'> & ReturnType<typeof formatFields>;

/** Which format settings apply to which formats: the others are hidden and not sent (see FormatSetting). */
const settingFormats = {
  thirdPlace: ['single-elimination', 'groups-knockout'],
  grandFinalReset: ['double-elimination'],
  doubleRound: ['round-robin', 'groups', 'groups-knockout'],
  rounds: ['swiss'],
  groupSize: ['groups', 'groups-knockout'],
  qualifiers: ['groups-knockout'],
} satisfies Record<string, Tournament['format'][]>;

/**
 * A tournament's whole set-up, to create one or edit it. `locked` disables what can no longer
 * change once the draw is made (rules, format, tie-breaks); the server refuses those changes anyway.
 */
export function TournamentForm({
  action,
  initial,
  hidden,
  submitText,
  locked = false,
}: {
  action: (form: FormData) => Promise<ActionResult<unknown>>;
  initial: TournamentFormValues;
  hidden?: Record<string, string | number>;
  submitText: string;
  locked?: boolean;
}) {
  const t = useTranslations('organise.form');
  const tFormats = useTranslations('common.formats');
  const tRules = useTranslations('organise.ruleSets');
  const tTieBreaks = useTranslations('organise.tieBreaks');
  const { error, data, formProps } = useFormAction(action);
  const [format, setFormat] = useState(initial.format);
  const [ruleSet, setRuleSet] = useState(initial.ruleSet);
  const fieldErrors = error?.fieldErrors ?? {};
  const shows = (setting: keyof typeof settingFormats) =>
    (settingFormats[setting] as readonly string[]).includes(format);
  const text = (name: keyof TournamentFormValues) => error?.values?.[name] ?? String(initial[name] ?? '');
  const checked = (name: keyof TournamentFormValues) =>
    error?.values ? error.values[name] === 'on' : Boolean(initial[name]);

  return (
    <form {...formProps} className="space-y-6" noValidate>
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormAlert tone="error">{error ? (error.fieldErrors ? t('correctFields') : error.message) : null}</FormAlert>
      <FormAlert tone="success">{data ? t('saved') : null}</FormAlert>

      <fieldset className="min-w-0 space-y-3 rounded-lg border border-stone-200 bg-white p-4">
        <legend className="px-1 font-semibold">{t('event')}</legend>
        <TextField
          name="name"
          label={t('name')}
          required
          maxLength={120}
          defaultValue={text('name')}
          errors={fieldErrors.name}
        />
        <TextField
          name="venue"
          label={t('venue')}
          maxLength={120}
          defaultValue={text('venue')}
          errors={fieldErrors.venue}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            name="startsOn"
            type="date"
            label={t('startsOn')}
            defaultValue={text('startsOn')}
            errors={fieldErrors.startsOn}
          />
          <TextField
            name="endsOn"
            type="date"
            label={t('endsOn')}
            defaultValue={text('endsOn')}
            errors={fieldErrors.endsOn}
          />
        </div>
      </fieldset>

      {locked ? (
        <LockedSettings values={initial} t={t} tFormats={tFormats} tRules={tRules} tTieBreaks={tTieBreaks} />
      ) : (
        <>
          <fieldset className="min-w-0 space-y-3 rounded-lg border border-stone-200 bg-white p-4">
            <legend className="px-1 font-semibold">{t('rulesAndSeries')}</legend>
            <div role="radiogroup" aria-labelledby="rule-set-label" className="space-y-2">
              <p id="rule-set-label" className="text-sm font-medium text-stone-800">
                {t('ruleSet')}
              </p>
              {Object.values(RULE_SETS).map((rules) => (
                <label
                  key={rules.id}
                  className={`flex gap-3 rounded border p-3 ${ruleSet === rules.id ? 'border-emerald-700 bg-emerald-50' : 'border-stone-300'}`}
                >
                  <input
                    type="radio"
                    name="ruleSet"
                    value={rules.id}
                    checked={ruleSet === rules.id}
                    onChange={() => setRuleSet(rules.id)}
                    className="mt-1 size-4"
                  />
                  <span>
                    <span className="block font-medium">{ruleSetName(tRules, rules.id)}</span>
                    <span className="block text-sm text-stone-700">{ruleSetDescription(tRules, rules.id)}</span>
                  </span>
                </label>
              ))}
            </div>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                name="winsNeeded"
                label={t('winsNeeded')}
                inputMode="numeric"
                defaultValue={text('winsNeeded')}
                errors={fieldErrors.winsNeeded}
              />
              <TextField
                name="maxGamesPerSeries"
                label={t('maxGamesPerSeries')}
                inputMode="numeric"
                defaultValue={text('maxGamesPerSeries')}
                errors={fieldErrors.maxGamesPerSeries}
              />
            </div>
            <SelectField
              name="gameOneRule"
              label={t('gameOneRule')}
              options={Object.fromEntries(OPENING_RULES.map((rule) => [rule, gameOneName(t, rule)]))}
              defaultValue={text('gameOneRule')}
              errors={fieldErrors.gameOneRule}
            />
            <SelectField
              name="firstMoveRule"
              label={t('firstMoveRule')}
              options={Object.fromEntries(FIRST_MOVE_RULES.map((rule) => [rule, firstMoveName(t, rule)]))}
              defaultValue={text('firstMoveRule')}
              errors={fieldErrors.firstMoveRule}
            />
          </fieldset>

          <fieldset className="min-w-0 space-y-3 rounded-lg border border-stone-200 bg-white p-4">
            <legend className="px-1 font-semibold">{t('format')}</legend>
            <SelectField
              name="format"
              label={t('format')}
              options={Object.fromEntries(FORMATS.map((option) => [option, formatName(tFormats, option)]))}
              value={format}
              onChange={(value) => setFormat(value as Tournament['format'])}
              errors={fieldErrors.format}
            />
            <FormatSetting shown={shows('rounds')}>
              <TextField
                name="rounds"
                label={t('rounds')}
                inputMode="numeric"
                defaultValue={text('rounds')}
                errors={fieldErrors.rounds}
              />
            </FormatSetting>
            <FormatSetting shown={shows('groupSize')}>
              <TextField
                name="groupSize"
                label={t('groupSize')}
                inputMode="numeric"
                defaultValue={text('groupSize')}
                errors={fieldErrors.groupSize}
              />
            </FormatSetting>
            <FormatSetting shown={shows('qualifiers')}>
              <TextField
                name="qualifiers"
                label={t('qualifiers')}
                inputMode="numeric"
                defaultValue={text('qualifiers')}
                errors={fieldErrors.qualifiers}
              />
            </FormatSetting>
            <FormatSetting shown={shows('thirdPlace')}>
              <CheckField name="thirdPlace" label={t('thirdPlace')} defaultChecked={checked('thirdPlace')} />
            </FormatSetting>
            <FormatSetting shown={shows('grandFinalReset')}>
              <CheckField
                name="grandFinalReset"
                label={t('grandFinalReset')}
                defaultChecked={checked('grandFinalReset')}
              />
            </FormatSetting>
            <FormatSetting shown={shows('doubleRound')}>
              <CheckField name="doubleRound" label={t('doubleRound')} defaultChecked={checked('doubleRound')} />
            </FormatSetting>
            <div className="space-y-1">
              <p id="tie-break-label" className="text-sm font-medium text-stone-800">
                {t('tieBreaks')}
              </p>
              <TieBreakPicker name="tieBreakOrder" label={t('tieBreakOrder')} initial={initial.tieBreakOrder} />
              {fieldErrors.tieBreakOrder ? (
                <p className="text-sm font-medium text-red-800">{fieldErrors.tieBreakOrder.join(' ')}</p>
              ) : null}
            </div>
          </fieldset>
        </>
      )}

      <fieldset className="min-w-0 space-y-3 rounded-lg border border-stone-200 bg-white p-4">
        <legend className="px-1 font-semibold">{t('registrationAndReporting')}</legend>
        <CheckField
          name="selfRegistration"
          label={t('selfRegistration')}
          defaultChecked={checked('selfRegistration')}
        />
        <TextField
          name="confirmationWindowMinutes"
          label={t('confirmationWindow')}
          hint={t('confirmationWindowHint')}
          inputMode="numeric"
          defaultValue={text('confirmationWindowMinutes')}
          errors={fieldErrors.confirmationWindowMinutes}
        />
      </fieldset>

      <SubmitButton pendingText={t('saving')}>{submitText}</SubmitButton>
    </form>
  );
}

/** The settings fixed by the draw: shown, and sent unchanged so the rest of the form can be saved. */
function LockedSettings({
  values,
  t,
  tFormats,
  tRules,
  tTieBreaks,
}: {
  values: TournamentFormValues;
  t: Translator<'organise.form'>;
  tFormats: Translator<'common.formats'>;
  tRules: Translator<'organise.ruleSets'>;
  tTieBreaks: Translator<'organise.tieBreaks'>;
}) {
  const fixed: Record<string, string | number | null> = {
    ruleSet: values.ruleSet,
    winsNeeded: values.winsNeeded,
    maxGamesPerSeries: values.maxGamesPerSeries,
    gameOneRule: values.gameOneRule,
    firstMoveRule: values.firstMoveRule,
    format: values.format,
    rounds: values.rounds,
    groupSize: values.groupSize,
    qualifiers: values.qualifiers,
  };
  const flags = (['thirdPlace', 'grandFinalReset', 'doubleRound'] as const).filter((flag) => values[flag]);
  return (
    <section aria-labelledby="fixed-heading" className="space-y-2 rounded-lg border border-stone-200 bg-stone-50 p-4">
      <h2 id="fixed-heading" className="font-semibold">
        {t('fixedByTheDraw')}
      </h2>
      <p className="text-sm text-stone-700">
        {t('fixedSummary', {
          rules: ruleSetName(tRules, values.ruleSet),
          wins: values.winsNeeded,
          format: formatName(tFormats, values.format),
          tieBreaks: values.tieBreakOrder.map((tieBreak) => tieBreakName(tTieBreaks, tieBreak, false)).join(', '),
        })}
      </p>
      {Object.entries(fixed).map(([name, value]) =>
        value === null ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      {flags.map((flag) => (
        <input key={flag} type="hidden" name={flag} value="on" />
      ))}
      {values.tieBreakOrder.map((tieBreak) => (
        <input key={tieBreak} type="hidden" name="tieBreakOrder" value={tieBreak} />
      ))}
    </section>
  );
}

/**
 * A setting of some formats only. It stays in the form while another format is chosen, hidden and
 * disabled (so not sent): unmounting it would lose what was typed into it when the person looks
 * at another format and comes back.
 */
function FormatSetting({ shown, children }: { shown: boolean; children: React.ReactNode }) {
  return (
    <fieldset hidden={!shown} disabled={!shown} className="min-w-0 space-y-3">
      {children}
    </fieldset>
  );
}

function CheckField({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  return (
    <label className="flex items-start gap-3">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} className="mt-1 size-4" />
      <span>{label}</span>
    </label>
  );
}

/** A labelled select with its errors; controlled when `value` is given. */
function SelectField({
  name,
  label,
  options,
  defaultValue,
  value,
  onChange,
  errors,
}: {
  name: string;
  label: string;
  options: Record<string, string>;
  defaultValue?: string;
  value?: string;
  onChange?: (value: string) => void;
  errors?: string[];
}) {
  const id = `field-${name}`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value === undefined ? defaultValue : undefined}
        value={value}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
        className="block w-full rounded border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700"
      >
        {Object.entries(options).map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
      {errors?.length ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
