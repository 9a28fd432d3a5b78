'use server';

import { redirect } from 'next/navigation';
import { safeAction } from '@/lib/actions/safe-action';
import { createTournament } from '@/lib/services/tournaments/create-tournament';
import { tournamentSettingsSchema } from '@/lib/validation/tournaments';

/** Creates the tournament as a draft and goes on to its entries. */
export const createTournamentAction = safeAction(
  {
    input: tournamentSettingsSchema,
    auth: 'signed-in',
    onSuccess: (created: { slug: string }) => redirect(`/t/${created.slug}/manage/entries`),
  },
  async (input, { actor, db }) => {
    const tournament = await createTournament(db, actor, input);
    return { slug: tournament.slug };
  },
);
