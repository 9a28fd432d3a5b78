'use client';

import { useCallback, useRef, useState } from 'react';
import { useFormAction } from '@/app/_components/form/use-form-action';
import type { ActionResult } from '@/lib/actions/safe-action';

/** A fresh request token (crypto.randomUUID needs a secure context; a LAN address over http has none). */
function newToken(): string {
  return (
    globalThis.crypto?.randomUUID?.() ??
    `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
  );
}

/**
 * A form action sent with a `token` that names this one request: the server answers a repeat of
 * it (a double tap, a resent form) with the first answer. The token is drawn at the first submit
 * (drawing it while rendering would differ between the server and the browser) and kept until a
 * success, so the next request is a new one; a success also empties the form for the next one.
 */
export function useTokenAction<Data>(action: (form: FormData) => Promise<ActionResult<Data>>) {
  const token = useRef<string | null>(null);
  const send = useCallback(
    async (form: FormData) => {
      token.current ??= newToken();
      form.set('token', token.current);
      const result = await action(form);
      if (result.ok) token.current = null;
      return result;
    },
    [action],
  );
  return useFormAction(send, { resetOnSuccess: true });
}

/**
 * Runs `clear` once for each new successful answer, while rendering: what a form keeps in React
 * state (a controlled text, a choice) is not emptied by the form's reset, so the form clears it here.
 */
export function useClearOnSuccess<Data>(state: ActionResult<Data> | null, clear: () => void): void {
  const [answered, setAnswered] = useState(state);
  if (state !== answered) {
    setAnswered(state);
    if (state?.ok) clear();
  }
}

/** Calls a server action with an object input (the table's taps), a new token each call. */
export function withToken<Input extends object>(input: Input): Input & { token: string } {
  return { ...input, token: newToken() };
}
