// The authorisation matrix rows of the organisers' JSON API. Operations before the start act on
// the world's tournament (taking entries); those of a running event get a tournament of their
// own for each attempt, started through the services by the world's organiser, with the world's
// co-organiser and arbiter on its staff.
import { eq } from 'drizzle-orm';
import { POST as voidGameRoute } from '@/app/api/v1/games/[id]/void/route';
import { PUT as coinTossRoute } from '@/app/api/v1/matches/[id]/coin-toss/route';
import { POST as correctionRoute } from '@/app/api/v1/matches/[id]/correction/route';
import { PUT as tableRoute } from '@/app/api/v1/matches/[id]/table/route';
import { POST as walkoverRoute } from '@/app/api/v1/matches/[id]/walkover/route';
import { POST as createPlayerRoute } from '@/app/api/v1/players/route';
import { POST as createTournamentRoute } from '@/app/api/v1/tournaments/route';
import { PATCH as updateTournamentRoute } from '@/app/api/v1/tournaments/[slug]/route';
import { POST as closeRoute } from '@/app/api/v1/tournaments/[slug]/close/route';
import { POST as addEntryRoute } from '@/app/api/v1/tournaments/[slug]/entries/route';
import { DELETE as removeEntryRoute } from '@/app/api/v1/tournaments/[slug]/entries/[entryId]/route';
import { PUT as checkInRoute } from '@/app/api/v1/tournaments/[slug]/entries/[entryId]/check-in/route';
import { POST as withdrawRoute } from '@/app/api/v1/tournaments/[slug]/entries/[entryId]/withdrawal/route';
import { POST as importRoute } from '@/app/api/v1/tournaments/[slug]/entries/import/route';
import { POST as importPreviewRoute } from '@/app/api/v1/tournaments/[slug]/entries/import/preview/route';
import { POST as roundsRoute } from '@/app/api/v1/tournaments/[slug]/rounds/route';
import { POST as seedingRoute } from '@/app/api/v1/tournaments/[slug]/seeding/route';
import { POST as startRoute } from '@/app/api/v1/tournaments/[slug]/start/route';
import { POST as trfRoute } from '@/app/api/v1/tournaments/[slug]/trf/route';
import {
  auditLog,
  entries,
  games,
  matches,
  players,
  stages,
  tournamentStaff,
  tournaments,
  type Match,
  type Tournament,
} from '@/db/schema';
import { awardWalkover } from '@/lib/services/results/award-walkover';
import { makePlayer, unique } from '../db/fixtures';
import {
  emptySwiss,
  matchesOf,
  playGames,
  readyTournament,
  startedTournament,
  trfOfPlayers,
} from '../services/helpers';
import { actorOf } from './helpers';
import { routeRow, type MatrixRow } from './matrix';
import { draftRefusals, type Who, type World } from './matrix-world';

const managers: Who[] = ['co-organiser', 'organiser', 'admin'];
const staff: Who[] = ['arbiter', 'co-organiser', 'organiser', 'admin'];
const organiserRole: Who[] = ['other-organiser', 'organiser', 'admin'];

/** Tables a refused change to a running event must leave alone. */
const eventTables = [tournaments, entries, stages, matches, games, auditLog];

async function withWorldStaff(world: World, tournament: Tournament): Promise<Tournament> {
  await world.db.insert(tournamentStaff).values([
    { tournamentId: tournament.id, userId: world.users['co-organiser'].id, role: 'co-organiser' },
    { tournamentId: tournament.id, userId: world.users.arbiter.id, role: 'arbiter' },
  ]);
  return tournament;
}

/** A running tournament of the world's organiser, its first ready match, and its entries. */
async function runningEvent(
  world: World,
  count: number,
  overrides: Record<string, unknown> = {},
): Promise<{ tournament: Tournament; match: Match }> {
  const { tournament } = await startedTournament(world.db, actorOf(world.users.organiser), count, overrides);
  const match = (await matchesOf(world.db, tournament.id)).find((candidate) => candidate.status === 'ready')!;
  return { tournament: await withWorldStaff(world, tournament), match };
}

/** A running event whose match has been settled by a walkover to slot 1. */
async function settledEvent(
  world: World,
  count: number,
  overrides: Record<string, unknown> = {},
): Promise<{ tournament: Tournament; match: Match }> {
  const event = await runningEvent(world, count, overrides);
  await awardWalkover(world.db, actorOf(world.users.organiser), {
    matchId: event.match.id,
    winnerEntryId: event.match.entry1Id!,
    reason: 'Absent.',
  });
  return event;
}

/** A player entered in the world's tournament, made fresh for one attempt. */
async function freshEntry(world: World): Promise<number> {
  const player = await makePlayer(world.db);
  const [entry] = await world.db
    .insert(entries)
    .values({ tournamentId: world.tournament.id, playerId: player.id })
    .returning();
  return entry.id;
}

const slugOf = (world: World) => ({ slug: world.tournament.slug });

/** A row acting on an entry made fresh for each attempt, addressed under the world's tournament. */
const freshEntryTarget = {
  prepare: freshEntry,
  params: (world: World, _: Who, entryId: number) => ({ ...slugOf(world), entryId: String(entryId) }),
};

export const organiserApiRows: MatrixRow[] = [
  routeRow({
    handler: createTournamentRoute,
    allowed: organiserRole,
    tables: [tournaments, auditLog],
    body: () => ({ name: unique('Matrix Open') }),
  }),
  routeRow({
    handler: updateTournamentRoute,
    allowed: managers,
    tables: [tournaments, auditLog],
    params: slugOf,
    body: () => ({ venue: unique('Hall') }),
  }),
  routeRow({
    handler: createPlayerRoute,
    allowed: organiserRole,
    tables: [players],
    body: () => ({ displayName: unique('Player') }),
  }),
  routeRow({
    handler: addEntryRoute,
    allowed: managers,
    tables: [players, entries, auditLog],
    params: slugOf,
    body: () => ({ displayName: unique('Entrant') }),
  }),
  routeRow({
    handler: removeEntryRoute,
    allowed: managers,
    tables: [entries, auditLog],
    ...freshEntryTarget,
  }),
  routeRow({
    handler: checkInRoute,
    allowed: managers,
    tables: [entries],
    ...freshEntryTarget,
    body: () => ({ checkedIn: true }),
  }),
  routeRow({
    handler: withdrawRoute,
    allowed: managers,
    tables: [entries, auditLog],
    ...freshEntryTarget,
    body: () => ({ reason: 'Cannot come.' }),
  }),
  routeRow({
    handler: importPreviewRoute,
    allowed: managers,
    tables: [players, entries],
    params: slugOf,
    body: () => ({ csv: `name\n${unique('Listed')}\n` }),
  }),
  routeRow({
    handler: importRoute,
    allowed: managers,
    tables: [players, entries, auditLog],
    params: slugOf,
    body: () => ({ csv: `name\n${unique('Listed')}\n` }),
  }),
  routeRow({
    handler: trfRoute,
    allowed: managers,
    refusals: draftRefusals,
    tables: [players, entries, auditLog],
    prepare: async (world) => withWorldStaff(world, await emptySwiss(world.db, actorOf(world.users.organiser))),
    params: (_, __, tournament) => ({ slug: tournament.slug }),
    body: () => ({ trf: trfOfPlayers([unique('Trf'), unique('Trf')]) }),
  }),
  routeRow({
    handler: seedingRoute,
    allowed: managers,
    tables: [tournaments, entries, auditLog],
    params: slugOf,
    body: () => ({ method: 'random' }),
  }),
  routeRow({
    handler: startRoute,
    allowed: managers,
    refusals: draftRefusals,
    tables: eventTables,
    prepare: async (world) =>
      withWorldStaff(world, (await readyTournament(world.db, actorOf(world.users.organiser), 2)).tournament),
    params: (_, __, tournament) => ({ slug: tournament.slug }),
  }),
  routeRow({
    handler: roundsRoute,
    allowed: managers,
    tables: eventTables,
    // A 3-player Swiss: one match and a bye in round 1; the match settled, round 2 can be paired.
    prepare: async (world) => (await settledEvent(world, 3, { format: 'swiss', rounds: 2 })).tournament,
    params: (_, __, tournament) => ({ slug: tournament.slug }),
  }),
  routeRow({
    handler: closeRoute,
    allowed: managers,
    tables: eventTables,
    prepare: async (world) => (await settledEvent(world, 2)).tournament,
    params: (_, __, tournament) => ({ slug: tournament.slug }),
  }),
  routeRow({
    handler: tableRoute,
    allowed: staff,
    tables: [matches],
    prepare: async (world) => (await runningEvent(world, 2)).match,
    params: (_, __, match) => ({ id: String(match.id) }),
    body: () => ({ tableNumber: 7 }),
  }),
  routeRow({
    handler: coinTossRoute,
    allowed: staff,
    tables: [matches, auditLog],
    prepare: async (world) => (await runningEvent(world, 2, { gameOneRule: 'coin-toss' })).match,
    params: (_, __, match) => ({ id: String(match.id) }),
    body: () => ({ slot: 2 }),
  }),
  routeRow({
    handler: walkoverRoute,
    allowed: staff,
    tables: eventTables,
    prepare: async (world) => (await runningEvent(world, 2)).match,
    params: (_, __, match) => ({ id: String(match.id) }),
    body: (_, __, match) => ({ winnerEntryId: match.entry2Id, reason: 'Absent.' }),
  }),
  routeRow({
    handler: correctionRoute,
    allowed: staff,
    tables: eventTables,
    prepare: async (world) => (await settledEvent(world, 2)).match,
    params: (_, __, match) => ({ id: String(match.id) }),
    body: (_, __, match) => ({ winnerEntryId: match.entry2Id, wins1: 1, wins2: 3, reason: 'The sheet was found.' }),
  }),
  routeRow({
    handler: voidGameRoute,
    allowed: staff,
    tables: eventTables,
    prepare: async (world) => {
      const { match } = await runningEvent(world, 2);
      await playGames(world.db, match.id, [1]);
      const [game] = await world.db.select({ id: games.id }).from(games).where(eq(games.matchId, match.id));
      return game.id;
    },
    params: (_, __, gameId) => ({ id: String(gameId) }),
    body: () => ({ reason: 'Wrong rules.' }),
  }),
];
