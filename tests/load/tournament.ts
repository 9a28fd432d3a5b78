// The event the benchmarks and reliability tests load: a double elimination of `players` entries
// (256 by default) made through the services as an organiser would make it (entries, check-in,
// seeding, start), optionally with its first winners round played, and an API token of the
// organiser, who may report games in every match of it.
import { createDb } from '@/db/client';
import { migrateDatabase } from '@/db/migrate';
import type { Match } from '@/db/schema';
import { makeApiToken } from '../auth/helpers';
import { makeOrganiser, playGames, readyMatches, seriesWonBy, startedTournament } from '../services/helpers';

export interface LoadEvent {
  tournamentId: number;
  slug: string;
  /** A bearer token of the organiser. */
  token: string;
  /** Matches open for games once the event is seeded (both players known), by id. */
  openMatches: Match[];
}

export interface LoadEventOptions {
  players?: number;
  winsNeeded?: number;
  /** Play every first-round winners match (the better seed winning), so the losers bracket fills. */
  playFirstRound?: boolean;
}

/** Migrates the database at `url` and seeds the event in it. */
export async function seedLoadEvent(url: string, options: LoadEventOptions = {}): Promise<LoadEvent> {
  const database = await createDb({ url });
  try {
    await migrateDatabase(database);
    const { db } = database;
    const { user, actor } = await makeOrganiser(db);
    const { tournament } = await startedTournament(db, actor, options.players ?? 256, {
      format: 'double-elimination',
      winsNeeded: options.winsNeeded ?? 3,
    });
    if (options.playFirstRound) {
      const firstRound = (await readyMatches(db, tournament.id)).filter((match) => match.key.startsWith('W1-'));
      for (const match of firstRound) await playGames(db, match.id, seriesWonBy(1, options.winsNeeded ?? 3), user.id);
    }
    return {
      tournamentId: tournament.id,
      slug: tournament.slug,
      token: await makeApiToken(db, user, 'load'),
      openMatches: await readyMatches(db, tournament.id),
    };
  } finally {
    await database.close();
  }
}
