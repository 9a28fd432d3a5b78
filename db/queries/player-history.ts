// A player's public record: the tournaments they entered (drafts left out) and every series they
// were drawn in, with the opponent, the score and the games.
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  entries,
  games,
  liveGameStatuses,
  matches,
  players,
  stages,
  tournaments,
  type Entry,
  type Game,
  type Match,
  type Player,
  type Tournament,
} from '../schema';
import { publicTournamentStatuses } from './tournaments';

export interface PlayerSeries {
  tournament: Pick<Tournament, 'id' | 'slug' | 'name'>;
  match: Match;
  /** The player's slot in the match. */
  slot: 1 | 2;
  opponent: { playerId: number; name: string } | null;
  games: Pick<
    Game,
    'id' | 'number' | 'southEntryId' | 'result' | 'capturesSouth' | 'capturesNorth' | 'endReason' | 'status'
  >[];
}

export interface PlayerHistory {
  player: Player;
  entries: { entry: Entry; tournament: Pick<Tournament, 'id' | 'slug' | 'name' | 'status' | 'startsOn' | 'format'> }[];
  series: PlayerSeries[];
}

const opponentEntry = alias(entries, 'opponent_entry');
const opponentPlayer = alias(players, 'opponent_player');

export async function findPlayerHistory(db: Db, playerId: number): Promise<PlayerHistory | null> {
  const [player] = await db.select().from(players).where(eq(players.id, playerId));
  if (!player) return null;
  const entryRows = await db
    .select({
      entry: entries,
      tournament: {
        id: tournaments.id,
        slug: tournaments.slug,
        name: tournaments.name,
        status: tournaments.status,
        startsOn: tournaments.startsOn,
        format: tournaments.format,
      },
    })
    .from(entries)
    .innerJoin(tournaments, eq(tournaments.id, entries.tournamentId))
    .where(and(eq(entries.playerId, playerId), inArray(tournaments.status, publicTournamentStatuses)))
    .orderBy(desc(tournaments.startsOn), desc(tournaments.id));
  const entryIds = entryRows.map((row) => row.entry.id);
  if (entryIds.length === 0) return { player, entries: entryRows, series: [] };

  const matchRows = await db
    .select({
      match: matches,
      tournament: { id: tournaments.id, slug: tournaments.slug, name: tournaments.name },
      opponentEntry: { id: opponentEntry.id },
      opponent: { id: opponentPlayer.id, name: opponentPlayer.displayName },
    })
    .from(matches)
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .innerJoin(tournaments, eq(tournaments.id, stages.tournamentId))
    .leftJoin(
      opponentEntry,
      or(
        and(inArray(matches.entry1Id, entryIds), eq(opponentEntry.id, matches.entry2Id)),
        and(inArray(matches.entry2Id, entryIds), eq(opponentEntry.id, matches.entry1Id)),
      ),
    )
    .leftJoin(opponentPlayer, eq(opponentPlayer.id, opponentEntry.playerId))
    .where(or(inArray(matches.entry1Id, entryIds), inArray(matches.entry2Id, entryIds)))
    .orderBy(
      desc(tournaments.startsOn),
      desc(tournaments.id),
      asc(stages.ordinal),
      asc(matches.round),
      asc(matches.position),
    );
  const matchIds = matchRows.map((row) => row.match.id);
  const gameRows =
    matchIds.length === 0
      ? []
      : await db
          .select({
            matchId: games.matchId,
            id: games.id,
            number: games.number,
            southEntryId: games.southEntryId,
            result: games.result,
            capturesSouth: games.capturesSouth,
            capturesNorth: games.capturesNorth,
            endReason: games.endReason,
            status: games.status,
          })
          .from(games)
          .where(and(inArray(games.matchId, matchIds), inArray(games.status, liveGameStatuses)))
          .orderBy(asc(games.number));
  const mine = new Set(entryIds);
  return {
    player,
    entries: entryRows,
    series: matchRows.map((row) => ({
      tournament: row.tournament,
      match: row.match,
      slot: row.match.entry1Id !== null && mine.has(row.match.entry1Id) ? 1 : 2,
      opponent: row.opponent ? { playerId: row.opponent.id, name: row.opponent.name } : null,
      games: gameRows.filter((game) => game.matchId === row.match.id).map(({ matchId: _matchId, ...game }) => game),
    })),
  };
}
