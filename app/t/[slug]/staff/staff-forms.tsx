'use client';

import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { addStaffAction } from './actions';

export function AddStaffForm({ tournamentId }: { tournamentId: number }) {
  const { error, data, formProps } = useFormAction(addStaffAction, { resetOnSuccess: true });
  return (
    <form {...formProps} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h2 className="text-lg font-semibold">Add someone</h2>
      <FormAlert tone="success">{data ? 'Added to the staff.' : null}</FormAlert>
      <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <TextField
        name="email"
        label="Their account’s email"
        type="email"
        required
        defaultValue={error?.values?.email}
        errors={error?.fieldErrors?.email}
        hint="They need an account: ask them to sign up first."
      />
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-stone-800">Role</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="role" value="arbiter" defaultChecked={error?.values?.role !== 'co-organiser'} />{' '}
          Arbiter
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="role"
            value="co-organiser"
            defaultChecked={error?.values?.role === 'co-organiser'}
          />{' '}
          Co-organiser
        </label>
        {error?.fieldErrors?.role ? (
          <p className="text-sm font-medium text-red-800">{error.fieldErrors.role.join(' ')}</p>
        ) : null}
      </fieldset>
      <SubmitButton pendingText="Adding…">Add to staff</SubmitButton>
    </form>
  );
}
