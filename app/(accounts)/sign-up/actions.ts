'use server';

import { redirect } from 'next/navigation';
import { safeAction } from '@/lib/actions/safe-action';
import { safeReturnPath } from '@/lib/auth/return-path';
import { signUp } from '@/lib/services/sign-up';
import { signUpSchema } from '@/lib/validation/sign-up';

export const signUpAction = safeAction(
  {
    input: signUpSchema,
    auth: 'public',
    onSuccess: (_, input) => {
      const query = new URLSearchParams({ registered: '1', email: input.email });
      const next = safeReturnPath(input.next, '');
      if (next) query.set('callbackUrl', next);
      redirect(`/sign-in?${query}`);
    },
  },
  async (input, { db }) => signUp(db, input),
);
