// The spectator views (lib/services/views/view-*.ts) in the shapes of the public JSON API
// (lib/validation/public-api.ts), and the lookups its handlers share: a public tournament by slug,
// a match by id within a public tournament. Drafts are not public: they answer 404 like nothing.
import type { Db } from '@/db/client';
import { findMatchPlace, type MatchSide, type MatchWithSides } from '@/db/queries/matches';
import { findTournament, findTournamentBySlug } from '@/db/queries/tournaments';
import type { Tournament } from '@/db/schema';
import { uncached, type TournamentCache } from './handler';
import { AppError } from '@/lib/errors';
import { ALL_TOURNAMENTS } from '@/lib/live/page-cache';
import { viewMatch, type MatchView } from '@/lib/services/views/view-match';
import { viewTournament, type TournamentView } from '@/lib/services/views/view-tournament';

/** How long a client or a proxy may keep an answer before asking again (the ETag makes asking cheap). */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';

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

const sideBody = (side: MatchSide | null) => (side ? { entryId: side.entryId, playerId: side.playerId, name: side.name, seed: side.seed } : null);

export function matchBody(match: MatchWithSides, roundName: string) {
  return {
    id: match.id,
    key: match.key,
    part: match.bracket,
    group: match.groupNumber,
    round: match.round,
    roundName,
    position: match.position,
    status: match.status,
    table: match.tableNumber,
    side1: sideBody(match.side1),
    side2: sideBody(match.side2),
    wins1: match.wins1,
    wins2: match.wins2,
    draws: match.draws,
    resultKind: match.resultKind,
    winnerEntryId: match.winnerEntryId,
    winnerNextMatchId: match.winnerNextMatchId,
    loserNextMatchId: match.loserNextMatchId,
  };
}

export function tournamentBody(view: TournamentView) {
  const { tournament } = view;
  return {
    tournament: { ...tournament },
    champion: view.champion ? { playerId: view.champion.playerId, name: view.champion.name } : null,
    stages: view.stages.map(({ stage, matches, roundNames, tables }) => ({
      id: stage.id,
      ordinal: stage.ordinal,
      kind: stage.kind,
      status: stage.status,
      matches: matches.map((match) => matchBody(match, roundNames[match.key] ?? '')),
      standings: tables,
    })),
  };
}

export function matchDetailBody(view: TournamentView, { match, roundName, games, correction }: MatchView) {
  const ref = (side: MatchSide | null) => (side ? { playerId: side.playerId, name: side.name } : null);
  return {
    tournament: { id: view.tournament.id, slug: view.tournament.slug, name: view.tournament.name },
    match: matchBody(match, roundName),
    games: games.map((game) => ({ ...game, south: ref(game.south), north: ref(game.north), record: game.recordText })),
    correction,
  };
}
