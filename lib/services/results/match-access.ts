// The start of every service that acts on one match: the match exists, the actor is staff of its
// tournament (organisers and arbiters act on results) and does not play in it; inside the transaction the stage is
// then locked before the match is read again (series-lock.ts), so what the service decides on is current.
import type { Db } from '@/db/client';
import { findMatchPlace } from '@/db/queries/matches';
import type { Match } from '@/db/schema';
import type { Actor, SignedInActor } from '@/lib/auth/actor';
import { requireMatchOfficial } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';

export interface MatchPlace {
  user: SignedInActor;
  tournamentId: number;
  stageId: number;
}

/** The tournament and stage of the match, if the actor is its staff and not one of its players; else 401, 403 or 404. */
export async function requireMatchStaff(db: Db, actor: Actor, matchId: number): Promise<MatchPlace> {
  const place = await findMatchPlace(db, matchId);
  if (!place) throw new AppError('not-found', 'match-not-found', 'This match was not found.');
  const { user } = await requireMatchOfficial(db, actor, matchId);
  return { user, tournamentId: place.tournamentId, stageId: place.stageId };
}

/** True once the match has its result (played, walkover or bye). */
export const isDecided = (match: Match): boolean => match.status === 'finished' || match.status === 'walkover';
