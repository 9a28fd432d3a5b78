// The organisers set a Swiss's pairing rules before it starts: accelerated pairings (Baku) and what
// a requested bye scores. Both are regulations the players must know before round 1, and round 1 is
// paired at the start, so both are fixed from then on (a bye's points can still be set bye by bye).
import type { Db } from '@/db/client';
import { appendTournamentAudit } from '@/db/queries/audit-log';
import { updateTournamentRow } from '@/db/queries/tournaments';
import type { Tournament } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { publishLive } from '@/lib/live/publish';
import type { Acceleration } from '@/core/tournament';
import { requireNotStarted } from '@/lib/services/tournaments/tournament-state';
import { lockedSwiss } from './swiss-tournament';

export interface PairingRules {
  acceleration: Acceleration;
  /** 0, ½ or 1. */
  requestedByePoints: number;
}

export async function setPairingRules(
  db: Db,
  actor: Actor,
  tournamentId: number,
  rules: PairingRules,
): Promise<Tournament> {
  const user = await requireTournamentManager(db, actor, tournamentId);
  return db.transaction(async (tx) => {
    const { tournament } = await lockedSwiss(tx, tournamentId);
    requireNotStarted(tournament, 'changing the pairing rules');
    const updated = await updateTournamentRow(tx, tournamentId, {
      swissAcceleration: rules.acceleration,
      requestedByePoints: rules.requestedByePoints,
    });
    await appendTournamentAudit(tx, user.id, tournamentId, {
      action: 'pairing-rules-set',
      before: { acceleration: tournament.swissAcceleration, requestedByePoints: tournament.requestedByePoints },
      after: rules,
    });
    await publishLive(tx, { tournamentId, kind: 'event' });
    return updated;
  });
}
