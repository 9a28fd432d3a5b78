'use server';

import { revalidatePath } from 'next/cache';
import { safeAction } from '@/lib/actions/safe-action';
import { decideRegistration } from '@/lib/services/entries/decide-registration';
import { decideRegistrationSchema } from '@/lib/validation/organiser-forms';

export const decideRegistrationAction = safeAction(
  { input: decideRegistrationSchema, auth: 'signed-in', onSuccess: () => revalidatePath('/t/[slug]', 'layout') },
  async (input, { actor, db }) => {
    const { request } = await decideRegistration(db, actor, input);
    return { status: request.status };
  },
);
