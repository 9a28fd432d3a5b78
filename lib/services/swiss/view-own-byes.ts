// What a player sees of his byes in a Swiss: the rounds he may still ask for, the byes he asked
// for, and what a requested bye scores. Null when he has no entry there that is still playing.
import type { Db } from '@/db/client';
import { entryOfUser } from '@/db/queries/entries';
import { pairedSwissRounds } from '@/db/queries/matches';
import { listRequestedByes, type RequestedByeListed } from '@/db/queries/swiss-instructions';
import type { Tournament } from '@/db/schema';
import type { SignedInActor } from '@/lib/auth/actor';

export interface OwnByes {
  entryId: number;
  /** Rounds not yet paired, which he may ask for. */
  openRounds: number[];
  pairedRounds: number;
  byes: RequestedByeListed[];
  requestedByePoints: number;
}

export async function viewOwnByes(db: Db, actor: SignedInActor, tournament: Tournament): Promise<OwnByes | null> {
  if (tournament.format !== 'swiss' || tournament.status === 'finished') return null;
  const entry = await entryOfUser(db, tournament.id, actor.id);
  if (!entry || entry.status === 'withdrawn') return null;
  const paired = await pairedSwissRounds(db, tournament.id);
  const rounds = (tournament.formatSettings as { rounds?: number }).rounds ?? 0;
  return {
    entryId: entry.id,
    openRounds: Array.from({ length: rounds }, (_, index) => index + 1).filter((round) => round > paired),
    pairedRounds: paired,
    byes: (await listRequestedByes(db, tournament.id)).filter((bye) => bye.entryId === entry.id),
    requestedByePoints: tournament.requestedByePoints,
  };
}
