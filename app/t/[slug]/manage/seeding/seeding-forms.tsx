'use client';

import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { seedEntriesAction } from '../actions';
import { ReorderList, type ReorderItem } from '@/app/_components/form/reorder-list';

/** The three ways to seed the field, each its own form with the same action. */
export function SeedingForms({ tournamentId, entries }: { tournamentId: number; entries: ReorderItem[] }) {
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
        <h3 className="font-semibold">By rating</h3>
        <p className="text-sm text-stone-700">Highest rating first; unrated players last, in the order they entered.</p>
        <FormAlert tone="error">{rating.error?.message}</FormAlert>
        <FormAlert tone="success">{rating.data ? 'Seeded by rating.' : null}</FormAlert>
        <SubmitButton pendingText="Seeding…">Seed by rating</SubmitButton>
      </form>

      <form {...random.formProps} className={box}>
        {hidden}
        <input type="hidden" name="method" value="random" />
        <h3 className="font-semibold">A random draw</h3>
        <FormAlert tone="error">{random.error && !random.error.fieldErrors ? random.error.message : null}</FormAlert>
        <FormAlert tone="success">{random.data ? `Drawn with seed ${random.data.randomSeed}.` : null}</FormAlert>
        <TextField
          name="randomSeed"
          label="Draw seed (optional)"
          hint="A number drawn in public, say; left empty, one is made. The seed is kept so anyone can replay the draw."
          maxLength={64}
          defaultValue={random.error?.values?.randomSeed}
          errors={random.error?.fieldErrors?.randomSeed}
        />
        <SubmitButton pendingText="Drawing…">Draw at random</SubmitButton>
      </form>

      <form {...manual.formProps} className={box}>
        {hidden}
        <input type="hidden" name="method" value="manual" />
        <h3 className="font-semibold">By hand</h3>
        <p className="text-sm text-stone-700">
          Drag a player onto another’s place, or use the arrows (Tab to them, Enter to move). Seed 1 first.
        </p>
        <FormAlert tone="error">
          {manual.error ? (manual.error.fieldErrors?.order?.join(' ') ?? manual.error.message) : null}
        </FormAlert>
        <FormAlert tone="success">{manual.data ? 'Order saved.' : null}</FormAlert>
        {/* A new order from the server (seeded again) starts the list afresh. */}
        <ReorderList key={entries.map((entry) => entry.id).join()} name="order" label="Seeding order" items={entries} />
        <SubmitButton pendingText="Saving…">Save this order</SubmitButton>
      </form>
    </div>
  );
}
