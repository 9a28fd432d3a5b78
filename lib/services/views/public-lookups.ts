// The lookups every public read starts from: a public tournament by slug, a match by id within a
// public tournament. Drafts are not public: they answer 404 like nothing.
import type { Db } from '@/db/client';
import { findMatchPlace } from '@/db/queries/matches';
import { findTournament, findTournamentBySlug } from '@/db/queries/tournaments';
import type { Tournament } from '@/db/schema';
import { AppError } from '@/lib/errors';
import { ALL_TOURNAMENTS, uncached, type TournamentCache } from '@/lib/live/tournament-cache';
import { viewMatch, type MatchView } from './view-match';
import { viewTournament, type TournamentView } from './view-tournament';

/**
 * The tournament with this slug, or null; through `cached`, looked up once until the next live
 * event of any tournament. Only a tournament found is kept: one created a moment ago (no event
 * yet) must not stay missing.
 */
export async function tournamentBySlug(db: Db, slug: string, cached: TournamentCache): Promise<Tournament | null> {
  try {
    return await cached(ALL_TOURNAMENTS, `slug:${slug}`, async () => {
      const tournament = await findTournamentBySlug(db, slug);
      if (!tournament) throw new NoSuchSlug();
      return tournament;
    });
  } catch (error) {
    if (error instanceof NoSuchSlug) return null;
    throw error;
  }
}

/** Thrown inside the cached lookup so that a missing slug is not remembered (failed loads never are). */
class NoSuchSlug extends Error {}

export async function publicTournamentBySlug(db: Db, slug: string, cached: TournamentCache = uncached): Promise<Tournament> {
  const tournament = await tournamentBySlug(db, slug, cached);
  if (!tournament || tournament.status === 'draft') throw new AppError('not-found', 'tournament-not-found', `There is no tournament "${slug}".`);
  return tournament;
}

export async function publicMatchById(db: Db, matchId: number): Promise<{ view: TournamentView; match: MatchView }> {
  const place = await findMatchPlace(db, matchId);
  const tournament: Tournament | null = place ? await findTournament(db, place.tournamentId) : null;
  if (!tournament || tournament.status === 'draft') throw new AppError('not-found', 'match-not-found', `There is no match ${matchId}.`);
  const view = await viewTournament(db, tournament);
  const match = await viewMatch(db, view, matchId);
  if (!match) throw new AppError('not-found', 'match-not-found', `There is no match ${matchId}.`);
  return { view, match };
}
