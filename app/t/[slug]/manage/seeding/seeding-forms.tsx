'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { seedEntriesAction } from '../actions';
import { ReorderList, type ReorderItem } from '@/app/_components/form/reorder-list';

/** The three ways to seed the field, each its own form with the same action. */
export function SeedingForms({ tournamentId, entries }: { tournamentId: number; entries: ReorderItem[] }) {
  const t = useTranslations('staffPages.seedingForms');
  const rating = useFormAction(seedEntriesAction);
  const random = useFormAction(seedEntriesAction);
  const manual = useFormAction(seedEntriesAction);
  const hidden = <input type="hidden" name="tournamentId" value={tournamentId} />;
  const box = 'space-y-3 rounded-lg border border-stone-200 bg-white p-4';
  return (
    <div className="space-y-4">
      <form {...rating.formProps} className={box}>
        {hidden}
        <input type="hidden" name="method" value="rating" />
        <h3 className="font-semibold">{t('byRating')}</h3>
        <p className="text-sm text-stone-700">{t('byRatingHint')}</p>
        <FormAlert tone="error">{rating.error?.message}</FormAlert>
        <FormAlert tone="success">{rating.data ? t('seededByRating') : null}</FormAlert>
        <SubmitButton pendingText={t('seeding')}>{t('seedByRating')}</SubmitButton>
      </form>

      <form {...random.formProps} className={box}>
        {hidden}
        <input type="hidden" name="method" value="random" />
        <h3 className="font-semibold">{t('randomDraw')}</h3>
        <FormAlert tone="error">{random.error && !random.error.fieldErrors ? random.error.message : null}</FormAlert>
        <FormAlert tone="success">
          {random.data ? t('drawnWithSeed', { seed: String(random.data.randomSeed) }) : null}
        </FormAlert>
        <TextField
          name="randomSeed"
          label={t('drawSeed')}
          hint={t('drawSeedHint')}
          maxLength={64}
          defaultValue={random.error?.values?.randomSeed}
          errors={random.error?.fieldErrors?.randomSeed}
        />
        <SubmitButton pendingText={t('drawing')}>{t('drawAtRandom')}</SubmitButton>
      </form>

      <form {...manual.formProps} className={box}>
        {hidden}
        <input type="hidden" name="method" value="manual" />
        <h3 className="font-semibold">{t('byHand')}</h3>
        <p className="text-sm text-stone-700">{t('byHandHint')}</p>
        <FormAlert tone="error">
          {manual.error ? (manual.error.fieldErrors?.order?.join(' ') ?? manual.error.message) : null}
        </FormAlert>
        <FormAlert tone="success">{manual.data ? t('orderSaved') : null}</FormAlert>
        {/* A new order from the server (seeded again) starts the list afresh. */}
        <ReorderList key={entries.map((entry) => entry.id).join()} name="order" label={t('order')} items={entries} />
        <SubmitButton pendingText={t('saving')}>{t('saveOrder')}</SubmitButton>
      </form>
    </div>
  );
}
