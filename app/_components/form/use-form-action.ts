'use client';

import { useActionState } from 'react';
import type { ActionError, ActionResult } from '@/lib/actions/safe-action';

/**
 * A server action made with safeAction(), as a form's `action`: the last answer, its error (with
 * the field messages and the values to show again) or its data, and whether it is running.
 */
export function useFormAction<Data>(action: (form: FormData) => Promise<ActionResult<Data>>) {
  const [state, formAction, pending] = useActionState(async (_: ActionResult<Data> | null, form: FormData) => action(form), null);
  const error: ActionError | null = state && !state.ok ? state.error : null;
  const data: Data | null = state?.ok ? state.data : null;
  return { state, error, data, formAction, pending };
}
