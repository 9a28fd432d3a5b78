'use server';

import { revalidatePath } from 'next/cache';
import { safeAction } from '@/lib/actions/safe-action';
import { setUserRole } from '@/lib/services/accounts/set-user-role';
import { setUserRoleSchema } from '@/lib/validation/organiser-forms';

export const setUserRoleAction = safeAction(
  { input: setUserRoleSchema, auth: 'signed-in', onSuccess: () => revalidatePath('/admin/users') },
  async (input, { actor, db }) => {
    const user = await setUserRole(db, actor, input);
    return { email: user.email, role: user.role };
  },
);
