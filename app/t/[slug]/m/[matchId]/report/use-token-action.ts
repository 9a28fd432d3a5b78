'use client';

import { useCallback, useState } from 'react';
import { useFormAction } from '@/app/_components/form/use-form-action';
import type { ActionResult } from '@/lib/actions/safe-action';

/** A fresh request token (crypto.randomUUID needs a secure context; a LAN address over http has none). */
function newToken(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * A form action sent with a hidden `token` that names this one request: the server answers a
 * repeat of it (a double tap, a resent form) with the first answer. A new token is drawn after each
 * success, so the next request is a new one.
 */
export function useTokenAction<Data>(action: (form: FormData) => Promise<ActionResult<Data>>) {
  const [token, setToken] = useState(newToken);
  const send = useCallback(
    async (form: FormData) => {
      const result = await action(form);
      if (result.ok) setToken(newToken());
      return result;
    },
    [action],
  );
  return { token, ...useFormAction(send) };
}

/** Calls a server action with an object input (the table's taps), a new token each call. */
export function withToken<Input extends object>(input: Input): Input & { token: string } {
  return { ...input, token: newToken() };
}
