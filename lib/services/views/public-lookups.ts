// The lookups every public read starts from: a public tournament by slug, its view and a match of
// it (each through the caller's cache, so pages, kept pages and the JSON API share one copy until
// the tournament's next live event), a match by id within a public tournament. Drafts are not
// public: they answer 404 like nothing.
import type { Db } from '@/db/client';
import { findTournamentBySlug, findTournamentOfMatch } from '@/db/queries/tournaments';
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
async function tournamentBySlug(db: Db, slug: string, cached: TournamentCache): Promise<Tournament | null> {
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

/** The tournament with this slug if the public may see it, or null (none, or a draft). */
export async function publicTournamentOfSlug(
  db: Db,
  slug: string,
  cached: TournamentCache,
): Promise<Tournament | null> {
  const tournament = await tournamentBySlug(db, slug, cached);
  return tournament && tournament.status !== 'draft' ? tournament : null;
}

export async function publicTournamentBySlug(
  db: Db,
  slug: string,
  cached: TournamentCache = uncached,
): Promise<Tournament> {
  const tournament = await publicTournamentOfSlug(db, slug, cached);
  if (!tournament) throw new AppError('not-found', 'tournament-not-found', `There is no tournament "${slug}".`);
  return tournament;
}

/** The public tournament's view, made once per change of the tournament through `cached`. */
export function cachedTournamentView(db: Db, tournament: Tournament, cached: TournamentCache): Promise<TournamentView> {
  return cached(tournament.id, 'view', () => viewTournament(db, tournament));
}

/** A match of the view's tournament with its games, made once per change through `cached`; null when it has no such match. */
export function cachedMatchView(
  db: Db,
  view: TournamentView,
  matchId: number,
  cached: TournamentCache,
): Promise<MatchView | null> {
  return cached(view.tournament.id, `match:${matchId}`, () => viewMatch(db, view, matchId));
}

export async function publicMatchById(db: Db, matchId: number): Promise<{ view: TournamentView; match: MatchView }> {
  const tournament = await findTournamentOfMatch(db, matchId);
  if (!tournament || tournament.status === 'draft')
    throw new AppError('not-found', 'match-not-found', `There is no match ${matchId}.`);
  const view = await viewTournament(db, tournament);
  const match = await viewMatch(db, view, matchId);
  if (!match) throw new AppError('not-found', 'match-not-found', `There is no match ${matchId}.`);
  return { view, match };
}
