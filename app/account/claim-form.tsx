'use client';

import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { redeemClaimCodeAction } from './actions';

export function ClaimForm({ code }: { code: string }) {
  const { error, data, formProps } = useFormAction(redeemClaimCodeAction, { resetOnSuccess: true });
  return (
    <form {...formProps} className="space-y-3">
      <FormAlert tone="success">{data ? `Done: you are now ${data.playerName}.` : null}</FormAlert>
      <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
      <TextField
        name="code"
        label="Claim code"
        hint="Ten letters and digits, like K7M2Q-9XW4B."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        defaultValue={error?.values?.code ?? code}
        errors={error?.fieldErrors?.code}
      />
      <SubmitButton pendingText="Linking…">Link my player</SubmitButton>
    </form>
  );
}
