'use client';

import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { requestEntryAction } from './actions';

/** As the account's own player when it has one; else as a new player described here. */
export function EnterForm({ tournamentId, playerName }: { tournamentId: number; playerName: string | null }) {
  const { error, data, formProps } = useFormAction(requestEntryAction, { resetOnSuccess: true });
  if (data) {
    return (
      <FormAlert tone="success">
        Your request is with the organiser. Your account page shows when they have decided.
      </FormAlert>
    );
  }
  return (
    <form {...formProps} className="space-y-4">
      <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
      <input type="hidden" name="tournamentId" value={tournamentId} />
      {playerName ? (
        <p>
          You will be entered as <strong>{playerName}</strong>.
        </p>
      ) : (
        <>
          <p className="text-stone-700">
            Your account has no player yet: describe the one you play as, and the organiser will add them.
          </p>
          <TextField
            name="displayName"
            label="Name you play under"
            required
            maxLength={80}
            defaultValue={error?.values?.displayName}
            errors={error?.fieldErrors?.displayName}
          />
          <TextField
            name="club"
            label="Club or parish (optional)"
            maxLength={80}
            defaultValue={error?.values?.club}
            errors={error?.fieldErrors?.club}
          />
          <TextField
            name="country"
            label="Country code (optional)"
            hint="Two letters, like AG."
            maxLength={2}
            autoCapitalize="characters"
            defaultValue={error?.values?.country}
            errors={error?.fieldErrors?.country}
          />
        </>
      )}
      <TextField
        name="message"
        label="A note to the organiser (optional)"
        maxLength={500}
        defaultValue={error?.values?.message}
        errors={error?.fieldErrors?.message}
      />
      <SubmitButton pendingText="Sending…">Ask to enter</SubmitButton>
    </form>
  );
}
