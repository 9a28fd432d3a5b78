'use client';

import { useId, useRef } from 'react';
import type { ActionResult } from '@/lib/actions/safe-action';
import { FormAlert } from '@/app/_components/form/form-alert';
import { buttonClass, SubmitButton } from '@/app/_components/form/submit-button';
import { useFormAction } from '@/app/_components/form/use-form-action';

/**
 * A button for a step that cannot be taken back (start, close): it opens a dialog that says what
 * will happen, and only its Confirm runs the action. A refusal shows under the button; success
 * redraws the page, which then shows the tournament's new state.
 */
export function ConfirmAction<Data>({
  action,
  fields,
  children,
  title,
  description,
  confirmText,
}: {
  action: (form: FormData) => Promise<ActionResult<Data>>;
  fields: Record<string, string | number>;
  /** The button's text. */
  children: string;
  title: string;
  description: React.ReactNode;
  confirmText: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { error, formProps } = useFormAction(async (form: FormData) => {
    const result = await action(form);
    dialog.current?.close();
    return result;
  });
  return (
    <div className="space-y-2">
      <button type="button" className={buttonClass('primary')} onClick={() => dialog.current?.showModal()}>
        {children}
      </button>
      <FormAlert tone="error">{error?.message}</FormAlert>
      <dialog ref={dialog} aria-labelledby={titleId} className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-lg p-0 shadow-xl backdrop:bg-stone-900/50">
        <form {...formProps} className="space-y-4 p-5">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <div className="text-stone-700">{description}</div>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonClass('quiet')} onClick={() => dialog.current?.close()}>
              Cancel
            </button>
            <SubmitButton pendingText="Working…">{confirmText}</SubmitButton>
          </div>
        </form>
      </dialog>
    </div>
  );
}
