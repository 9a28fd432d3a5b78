import { apiRoute } from '@/lib/api/handler';
import { setPairingRules } from '@/lib/services/swiss/set-pairing-rules';
import { viewPairingInstructions } from '@/lib/services/swiss/view-pairing-instructions';
import { tournamentOfSlug } from '@/lib/services/tournaments/tournament-state';
import { getPairingInstructionsOperation, setPairingRulesOperation } from './operations';

export const GET = apiRoute(getPairingInstructionsOperation, async ({ actor, db, params }) =>
  viewPairingInstructions(db, actor, await tournamentOfSlug(db, actor, params.slug)),
);

export const PUT = apiRoute(setPairingRulesOperation, async ({ actor, db, params, body }) => {
  const tournament = await tournamentOfSlug(db, actor, params.slug);
  return viewPairingInstructions(db, actor, await setPairingRules(db, actor, tournament.id, body));
});
