'use server';

import { revalidatePath } from 'next/cache';
import { safeAction } from '@/lib/actions/safe-action';
import { addTournamentStaff, removeTournamentStaff } from '@/lib/services/tournaments/tournament-staff';
import { addStaffSchema, removeStaffSchema } from '@/lib/validation/organiser-forms';

const refreshStaffPages = () => revalidatePath('/t/[slug]/staff', 'page');

export const addStaffAction = safeAction(
  { input: addStaffSchema, auth: 'signed-in', onSuccess: refreshStaffPages },
  async (input, { actor, db }) => {
    const staff = await addTournamentStaff(db, actor, input);
    return { role: staff.role };
  },
);

export const removeStaffAction = safeAction(
  { input: removeStaffSchema, auth: 'signed-in', onSuccess: refreshStaffPages },
  async (input, { actor, db }) => removeTournamentStaff(db, actor, input),
);
