// A Swiss's pairing instructions as its staff read them: the rules, the forbidden pairs, the
// requested byes and the points granted to late entries, with the rounds paired so far.
import type { Db } from '@/db/client';
import { listEntries } from '@/db/queries/entries';
import { pairedSwissRounds } from '@/db/queries/matches';
import {
  listForbiddenPairs,
  listRequestedByes,
  type ForbiddenPairListed,
  type RequestedByeListed,
} from '@/db/queries/swiss-instructions';
import type { Tournament } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentStaff } from '@/lib/auth/permissions';
import type { Acceleration } from '@/core/tournament';

export interface PairingInstructions {
  acceleration: Acceleration;
  requestedByePoints: number;
  rounds: number;
  pairedRounds: number;
  forbiddenPairs: ForbiddenPairListed[];
  requestedByes: RequestedByeListed[];
  grantedPoints: { entryId: number; player: string; points: number }[];
}

export async function viewPairingInstructions(
  db: Db,
  actor: Actor,
  tournament: Tournament,
): Promise<PairingInstructions> {
  await requireTournamentStaff(db, actor, tournament.id);
  const entries = await listEntries(db, tournament.id);
  const settings = tournament.formatSettings as { rounds?: number };
  return {
    acceleration: tournament.swissAcceleration,
    requestedByePoints: tournament.requestedByePoints,
    rounds: settings.rounds ?? 0,
    pairedRounds: await pairedSwissRounds(db, tournament.id),
    forbiddenPairs: await listForbiddenPairs(db, tournament.id),
    requestedByes: await listRequestedByes(db, tournament.id),
    grantedPoints: entries
      .filter((entry) => entry.grantedPoints > 0)
      .map((entry) => ({ entryId: entry.id, player: entry.player.displayName, points: entry.grantedPoints })),
  };
}
