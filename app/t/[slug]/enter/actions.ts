'use server';

import { revalidatePath } from 'next/cache';
import { safeAction } from '@/lib/actions/safe-action';
import { requestEntry } from '@/lib/services/entries/request-entry';
import { requestEntrySchema } from '@/lib/validation/organiser-forms';

export const requestEntryAction = safeAction(
  { input: requestEntrySchema, auth: 'signed-in', onSuccess: () => revalidatePath('/account') },
  async (input, { actor, db }) => {
    const request = await requestEntry(db, actor, input);
    return { requestId: request.id };
  },
);
