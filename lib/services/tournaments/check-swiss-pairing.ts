// What a hand-made pairing of the next Swiss round breaks, board by board, before it is published
// (issue 19 §3); a draft still being made may leave players unpaired. Nothing is written.
import type { Db } from '@/db/client';
import type { Actor } from '@/lib/auth/actor';
import type { SwissCheckView, SwissDraftInput } from '@/lib/validation/swiss-pairing';
import { checkSwissDraft } from '@/core/tournament';
import { checkView, draftRefusal, swissRoundToPair, toBoards } from './swiss-round-draft';

export async function checkSwissPairing(
  db: Db,
  actor: Actor,
  tournamentId: number,
  draft: SwissDraftInput,
): Promise<SwissCheckView> {
  const to = await swissRoundToPair(db, actor, tournamentId);
  const checked = checkSwissDraft(to.stage, to.round, toBoards(draft));
  if (!checked.ok) throw draftRefusal(checked.error);
  return checkView(to, checked.value);
}
