// The players a draft of the next Swiss round leaves unpaired, paired by the Dutch system with
// every board the organiser made kept (issue 19 §3: unpair and re-pair). Nothing is written.
import type { Db } from '@/db/client';
import type { Actor } from '@/lib/auth/actor';
import type { SwissCheckView, SwissDraftInput } from '@/lib/validation/swiss-pairing';
import { checkSwissDraft, pairRest } from '@/core/tournament';
import { checkView, draftRefusal, swissRoundToPair, toBoards } from './swiss-round-draft';

export async function pairSwissRest(
  db: Db,
  actor: Actor,
  tournamentId: number,
  draft: SwissDraftInput,
): Promise<{ draft: SwissDraftInput; check: SwissCheckView }> {
  const to = await swissRoundToPair(db, actor, tournamentId);
  const paired = pairRest(to.stage, to.round, toBoards(draft));
  if (!paired.ok) throw draftRefusal(paired.error);
  const checked = checkSwissDraft(to.stage, to.round, paired.value);
  if (!checked.ok) throw draftRefusal(checked.error);
  return {
    draft: {
      boards: paired.value.boards.map((board) => ({ first: Number(board.first), second: Number(board.second) })),
      bye: paired.value.bye === null ? null : Number(paired.value.bye),
    },
    check: checkView(to, checked.value),
  };
}
