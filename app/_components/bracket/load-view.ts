// The public pages' way to a tournament and its views: the views' own lookups
// (lib/services/views/public-lookups.ts) on the app's database and cache, kept until the
// tournament's next live event (lib/live/tournament-cache.ts); what is not public is the 404 page.
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { cache } from 'react';
import { getDb } from '@/db/app-database';
import type { Tournament } from '@/db/schema';
import { cachedForTournament } from '@/lib/live/app-live';
import { cachedMatchView, cachedTournamentView, publicTournamentOfSlug } from '@/lib/services/views/public-lookups';
import type { MatchView } from '@/lib/services/views/view-match';
import type { TournamentView } from '@/lib/services/views/view-tournament';

/** The public tournament with this slug, or the 404 page. Looked up once until the next live event. */
export const loadPublicTournament = cache(async (slug: string): Promise<Tournament> => {
  await connection();
  return (await publicTournamentOfSlug(await getDb(), slug, cachedForTournament)) ?? notFound();
});

/** Stages, matches, standings and champion of a public tournament. */
export async function loadTournamentView(tournament: Tournament): Promise<TournamentView> {
  return cachedTournamentView(await getDb(), tournament, cachedForTournament);
}

/** One match of a public tournament with its games, or the 404 page. */
export async function loadMatchView(tournament: Tournament, matchId: number): Promise<MatchView> {
  const view = await loadTournamentView(tournament);
  return (await cachedMatchView(await getDb(), view, matchId, cachedForTournament)) ?? notFound();
}
