'use client';

import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { TextField } from '@/app/_components/form/text-field';
import { NamesakeQuestion, namesakesOf } from '@/app/_components/form/namesake-question';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { createClaimCodeAction, createPlayerAction } from './actions';

/** The code to hand over, and a link that fills it in. */
function ClaimCodeNote({ name, code, expiresAt }: { name: string; code: string; expiresAt: string }) {
  const link = `${window.location.origin}/account?claim=${encodeURIComponent(code)}`;
  return (
    <div
      role="status"
      className="space-y-1 rounded border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
    >
      <p>
        Claim code for <strong>{name}</strong>, good until{' '}
        {new Date(expiresAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'long' })}:
      </p>
      <p data-testid="claim-code" className="font-mono text-lg font-semibold tracking-wider">
        {code}
      </p>
      <p className="break-all">
        or the link{' '}
        <a href={link} className="underline">
          {link}
        </a>
      </p>
      <p>It is shown only now: write it down or send it.</p>
    </div>
  );
}

export function CreatePlayerForm() {
  const { error, data, formProps } = useFormAction(createPlayerAction, { resetOnSuccess: true });
  const namesakes = namesakesOf(error);
  return (
    <form {...formProps} className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
      <h3 className="font-semibold">Add a player</h3>
      {data ? <ClaimCodeNote name={data.playerName} code={data.code} expiresAt={data.expiresAt} /> : null}
      <FormAlert tone="error">{error && !error.fieldErrors ? error.message : null}</FormAlert>
      <TextField
        name="displayName"
        label="Name"
        required
        maxLength={80}
        defaultValue={error?.values?.displayName}
        errors={namesakes.length > 0 ? undefined : error?.fieldErrors?.displayName}
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
        defaultValue={error?.values?.country}
        errors={error?.fieldErrors?.country}
      />
      <TextField
        name="rating"
        label="Rating (optional)"
        inputMode="numeric"
        defaultValue={error?.values?.rating}
        errors={error?.fieldErrors?.rating}
      />
      <NamesakeQuestion namesakes={namesakes} name={error?.values?.displayName ?? ''} />
      <SubmitButton pendingText="Adding…">Add player and make a claim code</SubmitButton>
    </form>
  );
}

export function ClaimCodeButton({ playerId, name }: { playerId: number; name: string }) {
  const { error, data, formProps } = useFormAction(createClaimCodeAction);
  return (
    <form {...formProps} className="space-y-2">
      <input type="hidden" name="playerId" value={playerId} />
      {data ? <ClaimCodeNote name={name} code={data.code} expiresAt={data.expiresAt} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error.message}
        </p>
      ) : null}
      <SubmitButton tone="quiet" pendingText="Making…" context={`for ${name}`}>
        Make claim code
      </SubmitButton>
    </form>
  );
}
