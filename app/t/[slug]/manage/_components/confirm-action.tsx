'use client';

import { useTranslations } from 'next-intl';
import type { ActionResult } from '@/lib/actions/safe-action';
import { FormAlert } from '@/app/_components/form/form-alert';
import { SubmitButton } from '@/app/_components/form/submit-button';
import { useFormAction } from '@/app/_components/form/use-form-action';
import { ConfirmingForm } from '@/app/_components/form/confirming-form';

/**
 * A button for a step that cannot be taken back (start, close, remove an entry): it opens a dialog
 * that says what will happen, and only its confirm button runs the action. A refusal shows under
 * the button; success redraws the page, which then shows the new state. `context` names the row
 * the button acts on for screen readers ("Remove" → "Remove Keisha Henry").
 */
export function ConfirmAction<Data>({
  action,
  fields,
  children,
  context,
  tone = 'primary',
  pendingText,
  title,
  description,
  confirmText,
}: {
  action: (form: FormData) => Promise<ActionResult<Data>>;
  fields: Record<string, string | number>;
  /** The button's text. */
  children: string;
  context?: string;
  tone?: 'primary' | 'quiet' | 'danger';
  pendingText?: string;
  title: string;
  description: React.ReactNode;
  confirmText: string;
}) {
  const t = useTranslations('staffPages.dialogs');
  const { error, formProps } = useFormAction(action);
  return (
    <ConfirmingForm formProps={formProps} ask={() => ({ title, description, confirmText })} className="space-y-2">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton tone={tone} pendingText={pendingText ?? t('working')} context={context}>
        {children}
      </SubmitButton>
      <FormAlert tone="error">{error?.message}</FormAlert>
    </ConfirmingForm>
  );
}
