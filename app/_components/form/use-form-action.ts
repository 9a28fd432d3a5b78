'use client';

import { startTransition, useActionState, useRef, useState, type FormEvent } from 'react';
import { requestFormReset } from 'react-dom';
import type { ActionError, ActionResult } from '@/lib/actions/safe-action';

const noFields: ReadonlySet<string> = new Set();

/**
 * A server action made with safeAction(), for a form: spread `formProps` on the `<form>` (never
 * pass a form `action` by hand; lint holds it). It gives the last answer, its error and its data,
 * and whether it is running.
 *
 * Why not `<form action={…}>` alone: React 19 resets a form after every action it runs, refused
 * or not, and a reset puts selects, radios and checkboxes back on their default options (React
 * cannot restore a controlled select after a native reset). A refusal would silently undo what
 * the person chose, and a second press would send the defaults. So the submit is taken over:
 * the same action runs in a transition (pending states work as before), nothing is reset on a
 * refusal, and the form is reset after a success only when `resetOnSuccess` asks for it (a form
 * that adds one thing after another: the next player, the next game).
 *
 * A field's errors go as soon as the person changes that field; the error as a whole goes once
 * every field it named has changed. A refusal about no field stays until the next answer.
 */
export function useFormAction<Data>(
  action: (form: FormData) => Promise<ActionResult<Data>>,
  options: { resetOnSuccess?: boolean } = {},
) {
  const resetOnSuccess = options.resetOnSuccess ?? false;
  const form = useRef<HTMLFormElement | null>(null);
  const [state, dispatch, pending] = useActionState(async (_: ActionResult<Data> | null, data: FormData) => {
    const result = await action(data);
    const element = form.current;
    if (result.ok && resetOnSuccess && element) startTransition(() => requestFormReset(element));
    return result;
  }, null);
  const [edited, setEdited] = useState<{ answer: ActionResult<Data> | null; fields: ReadonlySet<string> }>({
    answer: null,
    fields: noFields,
  });
  const changed = edited.answer === state ? edited.fields : noFields;
  const error = state && !state.ok ? outstanding(state.error, changed) : null;
  const data: Data | null = state?.ok ? state.data : null;

  const formProps = {
    // Rendered only so that a press before hydration cannot send the form natively (React then
    // renders a guard in its place); once hydrated, onSubmit runs the action instead.
    action: dispatch,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      // The submit button stays enabled while the form is sent, so that it keeps the focus (see
      // SubmitButton): a second press meanwhile is not a second request.
      if (pending) return;
      form.current = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const body = new FormData(event.currentTarget, submitter);
      startTransition(() => dispatch(body));
    },
    onChange(event: FormEvent<HTMLFormElement>) {
      const name = (event.target as { name?: unknown }).name;
      if (!state || state.ok || typeof name !== 'string' || name === '' || changed.has(name)) return;
      setEdited({ answer: state, fields: new Set([...changed, name]) });
    },
  };
  return { state, error, data, formProps, pending };
}

/** What a form spreads from useFormAction, for components that wrap a form (ConfirmingForm). */
export type FormProps = ReturnType<typeof useFormAction>['formProps'];

/** The part of a refusal still about what the form holds: field errors of unchanged fields. */
function outstanding(error: ActionError, changed: ReadonlySet<string>): ActionError | null {
  if (!error.fieldErrors || changed.size === 0) return error;
  const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).filter(([field]) => !changed.has(field)));
  return Object.keys(fieldErrors).length === 0 ? null : { ...error, fieldErrors };
}
