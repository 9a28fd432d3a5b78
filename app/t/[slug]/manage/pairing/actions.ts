'use server';

// The pairing preview's server actions (issue 19 §3): each check or completion of the draft is
// read-only; publishing writes the round and redraws the tournament's pages.
import { revalidatePath } from 'next/cache';
import { safeAction } from '@/lib/actions/safe-action';
import { checkSwissPairing } from '@/lib/services/tournaments/check-swiss-pairing';
import { pairSwissRest } from '@/lib/services/tournaments/pair-swiss-rest';
import { publishSwissRound } from '@/lib/services/tournaments/publish-swiss-round';
import { idField } from '@/lib/validation/form-fields';
import { swissDraftSchema, swissPublicationSchema } from '@/lib/validation/swiss-pairing';

const ofTournament = { tournamentId: idField };

export const checkPairingAction = safeAction(
  { input: swissDraftSchema.extend(ofTournament), auth: 'signed-in' },
  ({ tournamentId, ...draft }, { actor, db }) => checkSwissPairing(db, actor, tournamentId, draft),
);

export const pairRestAction = safeAction(
  { input: swissDraftSchema.extend(ofTournament), auth: 'signed-in' },
  ({ tournamentId, ...draft }, { actor, db }) => pairSwissRest(db, actor, tournamentId, draft),
);

export const publishPairingAction = safeAction(
  {
    input: swissPublicationSchema.extend(ofTournament),
    auth: 'signed-in',
    onSuccess: () => revalidatePath('/t/[slug]', 'layout'),
  },
  async ({ tournamentId, ...publication }, { actor, db }) => {
    const round = await publishSwissRound(db, actor, tournamentId, publication);
    return { round: round.round, matches: round.matches.length };
  },
);
