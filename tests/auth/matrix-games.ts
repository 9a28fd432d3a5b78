// The matrix rows of game reporting. Each attempt gets a fresh started knockout organised by the
// world's organiser, with its co-organiser and arbiter on the staff, the world's match player in
// slot 1 and a new account in slot 2, and the game in the state the operation acts on.
import { eq } from 'drizzle-orm';
import { POST as reportRoute } from '@/app/api/v1/matches/[id]/games/route';
import { POST as confirmRoute } from '@/app/api/v1/matches/[id]/games/[number]/confirm/route';
import { POST as disputeRoute } from '@/app/api/v1/matches/[id]/games/[number]/dispute/route';
import { POST as resolveRoute } from '@/app/api/v1/matches/[id]/games/[number]/resolve/route';
import { POST as moveRoute } from '@/app/api/v1/matches/[id]/games/current/moves/route';
import { DELETE as undoRoute } from '@/app/api/v1/matches/[id]/games/current/moves/last/route';
import {
  confirmGameAction,
  disputeGameAction,
  recordMoveAction,
  reportGameAction,
  resolveDisputeAction,
  undoMoveAction,
} from '@/app/t/[slug]/m/[matchId]/report/actions';
import { auditLog, entries, games, matches, players, tournamentStaff } from '@/db/schema';
import { disputeGame } from '@/lib/services/reporting/dispute-game';
import { recordMove } from '@/lib/services/reporting/record-move';
import { reportGame } from '@/lib/services/reporting/report-game';
import { makeUser } from '../db/fixtures';
import { matchByKey, startedTournament } from '../services/helpers';
import { SOUTH_WINS, report } from '../services/reporting-helpers';
import { actorOf } from './helpers';
import { actionRow, routeRow, type MatrixRow } from './matrix';
import type { Who, World } from './matrix-world';

/** The state of game 1 an attempt acts on. */
type GameState = 'none' | 'reported' | 'disputed' | 'recording';

async function gameMatch(world: World, state: GameState): Promise<number> {
  const { db } = world;
  const { tournament } = await startedTournament(db, world.actor('organiser'), 2, { winsNeeded: 2 });
  await db.insert(tournamentStaff).values([
    { tournamentId: tournament.id, userId: world.users['co-organiser'].id, role: 'co-organiser' },
    { tournamentId: tournament.id, userId: world.users.arbiter.id, role: 'arbiter' },
  ]);
  const match = await matchByKey(db, tournament.id, 'W1-1');
  // The match player's own player record takes slot 1's entry; a new account is slot 2's player.
  const [own] = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.userId, world.users['match-player'].id));
  await db.update(entries).set({ playerId: own.id }).where(eq(entries.id, match.entry1Id!));
  const opponent = await makeUser(db);
  const [slot2] = await db.select({ playerId: entries.playerId }).from(entries).where(eq(entries.id, match.entry2Id!));
  await db.update(players).set({ userId: opponent.id }).where(eq(players.id, slot2.playerId));
  if (state === 'reported' || state === 'disputed')
    await reportGame(db, actorOf(opponent), match.id, report({ kind: 'record', moves: SOUTH_WINS }));
  if (state === 'disputed') await disputeGame(db, world.actor('match-player'), match.id, 1, { comment: 'Not so.' });
  if (state === 'recording') await recordMove(db, actorOf(opponent), match.id, { move: 'C', number: null });
  return match.id;
}

const mayPlay: readonly Who[] = ['match-player', 'arbiter', 'co-organiser', 'organiser', 'admin'];
const staff: readonly Who[] = ['arbiter', 'co-organiser', 'organiser', 'admin'];
const tables = [games, matches, auditLog];
const gameParams = (_: World, __: Who, matchId: number) => ({ id: String(matchId), number: '1' });
const matchParams = (_: World, __: Who, matchId: number) => ({ id: String(matchId) });

export const gameRows: MatrixRow[] = [
  routeRow({
    handler: reportRoute,
    allowed: mayPlay,
    tables,
    prepare: (world) => gameMatch(world, 'none'),
    params: matchParams,
    body: () => ({ kind: 'record', number: 1, moves: SOUTH_WINS }),
  }),
  routeRow({
    handler: confirmRoute,
    allowed: mayPlay,
    tables,
    prepare: (world) => gameMatch(world, 'reported'),
    params: gameParams,
    body: () => ({}),
  }),
  routeRow({
    handler: disputeRoute,
    allowed: mayPlay,
    tables,
    prepare: (world) => gameMatch(world, 'reported'),
    params: gameParams,
    body: () => ({ comment: 'Wrong score.' }),
  }),
  routeRow({
    handler: resolveRoute,
    allowed: staff,
    tables,
    prepare: (world) => gameMatch(world, 'disputed'),
    params: gameParams,
    body: () => ({ decision: 'accept', reason: 'The score sheet agrees.' }),
  }),
  routeRow({
    handler: moveRoute,
    allowed: mayPlay,
    tables,
    prepare: (world) => gameMatch(world, 'none'),
    params: matchParams,
    body: () => ({ move: 'C' }),
  }),
  routeRow({
    handler: undoRoute,
    allowed: mayPlay,
    tables,
    prepare: (world) => gameMatch(world, 'recording'),
    params: matchParams,
  }),
  actionRow({
    name: 'reportGame',
    action: reportGameAction,
    allowed: mayPlay,
    tables,
    prepare: (world) => gameMatch(world, 'none'),
    input: (_, who, matchId) => ({
      ...report({ kind: 'record', number: 1, moves: SOUTH_WINS }),
      matchId,
      token: `matrix-${who}`,
    }),
  }),
  actionRow({
    name: 'recordMove',
    action: recordMoveAction,
    allowed: mayPlay,
    tables,
    prepare: (world) => gameMatch(world, 'none'),
    input: (_, who, matchId) => ({ matchId, move: 'C' as const, number: null, token: `matrix-${who}` }),
  }),
  actionRow({
    name: 'undoMove',
    action: undoMoveAction,
    allowed: mayPlay,
    tables,
    prepare: (world) => gameMatch(world, 'recording'),
    input: (_, who, matchId) => ({ matchId, token: `matrix-${who}` }),
  }),
  actionRow({
    name: 'confirmGame',
    action: confirmGameAction,
    allowed: mayPlay,
    tables,
    prepare: (world) => gameMatch(world, 'reported'),
    input: (_, who, matchId) => ({ matchId, number: 1, token: `matrix-${who}` }),
  }),
  actionRow({
    name: 'disputeGame',
    action: disputeGameAction,
    allowed: mayPlay,
    tables,
    prepare: (world) => gameMatch(world, 'reported'),
    input: (_, who, matchId) => ({ matchId, number: 1, comment: 'Wrong score.', token: `matrix-${who}` }),
  }),
  actionRow({
    name: 'resolveDispute',
    action: resolveDisputeAction,
    allowed: staff,
    tables,
    prepare: (world) => gameMatch(world, 'disputed'),
    input: (_, who, matchId) => ({
      matchId,
      number: 1,
      decision: 'accept' as const,
      reason: 'The score sheet agrees.',
      token: `matrix-${who}`,
    }),
  }),
];
