'use client';

import type { ActionResult } from '@/lib/actions/safe-action';
import { SubmitButton } from './submit-button';
import { useFormAction } from './use-form-action';

/**
 * One button that runs a server action on a row of a list (revoke this token, remove this
 * person), its fields sent as hidden inputs; `label` names the row for screen readers.
 */
export function ActionButton<Data>({
  action,
  fields,
  children,
  label,
  pendingText,
  tone = 'danger',
}: {
  action: (form: FormData) => Promise<ActionResult<Data>>;
  fields: Record<string, string | number>;
  children: string;
  label: string;
  pendingText: string;
  tone?: 'primary' | 'quiet' | 'danger';
}) {
  const { error, formProps } = useFormAction(action);
  return (
    <form {...formProps}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton tone={tone} pendingText={pendingText} context={label || undefined}>
        {children}
      </SubmitButton>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error.message}
        </p>
      ) : null}
    </form>
  );
}
