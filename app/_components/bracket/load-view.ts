// The public pages' one way to a tournament: by slug, never a draft, its view cached until the
// tournament's next live event (lib/live/tournament-cache.ts).
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { cache } from 'react';
import { getDb } from '@/db/app-database';
import type { Tournament } from '@/db/schema';
import { tournamentBySlug } from '@/lib/services/views/public-lookups';
import { cachedForTournament } from '@/lib/live/app-live';
import { viewTournament, type TournamentView } from '@/lib/services/views/view-tournament';

/** The public tournament with this slug, or the 404 page. Looked up once until the next live event. */
export const loadPublicTournament = cache(async (slug: string): Promise<Tournament> => {
  await connection();
  const tournament = await tournamentBySlug(await getDb(), slug, cachedForTournament);
  if (!tournament || tournament.status === 'draft') notFound();
  return tournament;
});

/** Stages, matches, standings and champion of a public tournament. */
export async function loadTournamentView(tournament: Tournament): Promise<TournamentView> {
  const db = await getDb();
  return cachedForTournament(tournament.id, 'view', () => viewTournament(db, tournament));
}
