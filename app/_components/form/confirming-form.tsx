'use client';

import { useId, useRef, useState } from 'react';
import { buttonClass } from '@/app/_components/form/submit-button';
import type { FormProps } from '@/app/_components/form/use-form-action';

/** What the dialog asks, from what the form holds when it is sent. */
export interface Question {
  title: string;
  description: React.ReactNode;
  confirmText: string;
}

/**
 * A form for a step that cannot be taken back (remove, withdraw, walkover, start, close): sending
 * it first opens a dialog that says what will happen, built from what was filled in, and only its
 * confirm button sends the form on. Cancel, Escape or a click on the backdrop change nothing; the
 * browser's own checks (a required reason) run before the question is asked. The dialog is the
 * browser's modal <dialog>: focus moves into it, stays there, and returns to the button after.
 */
export function ConfirmingForm({
  formProps,
  ask,
  className,
  children,
}: {
  /** What useFormAction gives the form; the confirmed submit goes on to it. */
  formProps: FormProps;
  ask: (form: FormData) => Question;
  className?: string;
  children: React.ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const confirmed = useRef(false);
  const [question, setQuestion] = useState<Question | null>(null);
  const titleId = useId();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirmed.current) {
      confirmed.current = false;
      formProps.onSubmit(event);
      return;
    }
    setQuestion(ask(new FormData(event.currentTarget)));
    dialog.current?.showModal();
  }

  function confirm() {
    dialog.current?.close();
    confirmed.current = true;
    form.current?.requestSubmit();
  }

  return (
    <form ref={form} {...formProps} onSubmit={onSubmit} className={className}>
      {children}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClick={(event) => {
          if (event.target === event.currentTarget) dialog.current?.close();
        }}
        className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-lg p-0 text-base font-normal text-stone-900 shadow-xl backdrop:bg-stone-900/50 dark:backdrop:bg-black/60"
      >
        <div className="space-y-4 p-5">
          <h2 id={titleId} className="text-lg font-semibold">
            {question?.title}
          </h2>
          <div className="text-stone-700">{question?.description}</div>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonClass('quiet')} onClick={() => dialog.current?.close()}>
              Cancel
            </button>
            <button type="button" className={buttonClass('danger')} onClick={confirm}>
              {question?.confirmText}
            </button>
          </div>
        </div>
      </dialog>
    </form>
  );
}
