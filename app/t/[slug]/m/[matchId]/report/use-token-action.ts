'use client';

import { useCallback, useRef } from 'react';
import { useFormAction } from '@/app/_components/form/use-form-action';
import type { ActionResult } from '@/lib/actions/safe-action';

/** A fresh request token (crypto.randomUUID needs a secure context; a LAN address over http has none). */
function newToken(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
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

/** Calls a server action with an object input (the table's taps), a new token each call. */
export function withToken<Input extends object>(input: Input): Input & { token: string } {
  return { ...input, token: newToken() };
}
