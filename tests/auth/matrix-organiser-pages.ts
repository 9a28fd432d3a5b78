// The authorisation matrix rows of the organiser's pages (app/organise/new, app/t/[slug]/manage):
// set-up, entries and seeding are the managers'; the control room's result tools are the staff's
// (arbiters too). Rows that need a tournament in a given state make a fresh one through the
// services, run by the world's organiser with the world's co-organiser and arbiter on its staff.
import { eq } from 'drizzle-orm';
import { createTournamentAction } from '@/app/organise/new/actions';
import {
  addEntryAction,
  assignTableAction,
  awardWalkoverAction,
  closeTournamentAction,
  correctResultAction,
  importPlayersAction,
  importTrfAction,
  nextRoundAction,
  previewCorrectionAction,
  previewImportAction,
  previewVoidGameAction,
  recordCoinTossAction,
  removeEntryAction,
  seedEntriesAction,
  setCheckInAction,
  setRegistrationAction,
  startTournamentAction,
  updateTournamentAction,
  voidGameAction,
  withdrawEntryAction,
} from '@/app/t/[slug]/manage/actions';
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
} from '@/db/schema';
import { makePlayer, unique } from '../db/fixtures';
import {
  emptySwiss,
  matchByKey,
  playGames,
  readyMatches,
  readyTournament,
  seriesWonBy,
  startedTournament,
  trfOfPlayers,
} from '../services/helpers';
import { actionRow, type MatrixRow } from './matrix';
import { draftRefusals, type Who, type World } from './matrix-world';

const managers: Who[] = ['co-organiser', 'organiser', 'admin'];
const staff: Who[] = ['arbiter', ...managers];
const organiserRole: Who[] = ['other-organiser', 'organiser', 'admin'];

/** Puts the world's co-organiser and arbiter on the staff of another of the organiser's tournaments. */
async function withWorldStaff(world: World, tournamentId: number): Promise<void> {
  await world.db.insert(tournamentStaff).values([
    { tournamentId, userId: world.users['co-organiser'].id, role: 'co-organiser' },
    { tournamentId, userId: world.users.arbiter.id, role: 'arbiter' },
  ]);
}

/** A fresh tournament of `count` players, checked in and seeded, not started. */
async function readyFor(world: World, count: number, overrides: Record<string, unknown> = {}) {
  const ready = await readyTournament(world.db, world.actor('organiser'), count, overrides);
  await withWorldStaff(world, ready.tournament.id);
  return ready;
}

/** A fresh knockout of two players, first to `winsNeeded`, started: its final is ready. */
async function startedFinal(world: World, overrides: Record<string, unknown> = {}): Promise<Match> {
  const { tournament } = await startedTournament(world.db, world.actor('organiser'), 2, {
    winsNeeded: 1,
    ...overrides,
  });
  await withWorldStaff(world, tournament.id);
  return matchByKey(world.db, tournament.id, 'W1-1');
}

/** A fresh entry in the world's tournament (registration open). */
async function freshEntry(world: World): Promise<number> {
  const player = await makePlayer(world.db);
  const [entry] = await world.db
    .insert(entries)
    .values({ tournamentId: world.tournament.id, playerId: player.id })
    .returning();
  return entry.id;
}

/** A finished final (slot 1 won), to correct. */
async function finishedFinal(world: World): Promise<Match> {
  const final = await startedFinal(world);
  await playGames(world.db, final.id, [1]);
  return final;
}

/** A game reported in a final of first to 2, to void. */
async function reportedGame(world: World): Promise<number> {
  const final = await startedFinal(world, { winsNeeded: 2 });
  await playGames(world.db, final.id, [1], null, 'reported');
  const [game] = await world.db.select({ id: games.id }).from(games).where(eq(games.matchId, final.id));
  return game.id;
}

export const organiserPageRows: MatrixRow[] = [
  actionRow({
    name: 'createTournament',
    action: createTournamentAction,
    allowed: organiserRole,
    tables: [tournaments, auditLog],
    input: () => ({ name: unique('Matrix Open'), format: 'single-elimination' as const }),
  }),
  actionRow({
    name: 'updateTournament',
    action: updateTournamentAction,
    allowed: managers,
    tables: [tournaments, auditLog],
    input: (world) => ({
      tournamentId: world.tournament.id,
      name: unique('Renamed'),
      format: 'single-elimination' as const,
    }),
  }),
  actionRow({
    name: 'setRegistration',
    action: setRegistrationAction,
    allowed: managers,
    refusals: draftRefusals,
    tables: [tournaments, auditLog],
    prepare: async (world) => (await readyFor(world, 2)).tournament.id,
    input: (_, __, tournamentId) => ({ tournamentId, open: true }),
  }),
  actionRow({
    name: 'addEntry',
    action: addEntryAction,
    allowed: managers,
    tables: [entries, players],
    input: (world) => ({ tournamentId: world.tournament.id, displayName: unique('Entered') }),
  }),
  actionRow({
    name: 'removeEntry',
    action: removeEntryAction,
    allowed: managers,
    tables: [entries],
    prepare: freshEntry,
    input: (_, __, entryId) => ({ entryId }),
  }),
  actionRow({
    name: 'previewImport',
    action: previewImportAction,
    allowed: managers,
    tables: [entries, players],
    input: (world) => ({ tournamentId: world.tournament.id, csv: `name\n${unique('Listed')}` }),
  }),
  actionRow({
    name: 'importPlayers',
    action: importPlayersAction,
    allowed: managers,
    tables: [entries, players],
    input: (world) => ({ tournamentId: world.tournament.id, csv: `name,club\n${unique('Imported')},Matrix Club` }),
  }),
  actionRow({
    name: 'importTrf',
    action: importTrfAction,
    allowed: managers,
    refusals: draftRefusals,
    tables: [entries, players, auditLog],
    prepare: async (world) => {
      const tournament = await emptySwiss(world.db, world.actor('organiser'));
      await withWorldStaff(world, tournament.id);
      return tournament.id;
    },
    input: (_, __, tournamentId) => ({ tournamentId, trf: trfOfPlayers([unique('Trf'), unique('Trf')]) }),
  }),
  actionRow({
    name: 'setCheckIn',
    action: setCheckInAction,
    allowed: managers,
    tables: [entries],
    prepare: freshEntry,
    input: (_, __, entryId) => ({ entryId, checkedIn: true }),
  }),
  actionRow({
    name: 'withdrawEntry (before the start)',
    action: withdrawEntryAction,
    allowed: managers,
    tables: [entries, auditLog],
    prepare: freshEntry,
    input: (_, __, entryId) => ({ entryId, reason: 'Matrix: cannot come' }),
  }),
  actionRow({
    name: 'withdrawEntry (during play)',
    action: withdrawEntryAction,
    allowed: staff,
    tables: [entries, matches, auditLog],
    prepare: async (world) => (await startedFinal(world)).entry2Id!,
    input: (_, __, entryId) => ({ entryId, reason: 'Matrix: unwell' }),
  }),
  actionRow({
    name: 'seedEntries',
    action: seedEntriesAction,
    allowed: managers,
    refusals: draftRefusals,
    tables: [entries, tournaments, auditLog],
    prepare: async (world) => (await readyFor(world, 3)).tournament.id,
    input: (_, __, tournamentId) => ({ tournamentId, method: 'random' as const, randomSeed: 'matrix' }),
  }),
  actionRow({
    name: 'startTournament',
    action: startTournamentAction,
    allowed: managers,
    refusals: draftRefusals,
    tables: [tournaments, stages, matches, entries, auditLog],
    prepare: async (world) => (await readyFor(world, 2)).tournament.id,
    input: (_, __, tournamentId) => ({ tournamentId }),
  }),
  actionRow({
    name: 'nextRound',
    action: nextRoundAction,
    allowed: managers,
    tables: [stages, matches, auditLog],
    prepare: async (world) => {
      const { tournament } = await startedTournament(world.db, world.actor('organiser'), 4, {
        format: 'swiss',
        rounds: 2,
        winsNeeded: 1,
      });
      await withWorldStaff(world, tournament.id);
      for (const match of await readyMatches(world.db, tournament.id))
        await playGames(world.db, match.id, seriesWonBy(1, 1));
      return tournament.id;
    },
    input: (_, __, tournamentId) => ({ tournamentId }),
  }),
  actionRow({
    name: 'closeTournament',
    action: closeTournamentAction,
    allowed: managers,
    tables: [tournaments, stages, entries, auditLog],
    prepare: async (world) => {
      const final = await finishedFinal(world);
      return (
        await world.db.select({ tournamentId: stages.tournamentId }).from(stages).where(eq(stages.id, final.stageId))
      )[0].tournamentId;
    },
    input: (_, __, tournamentId) => ({ tournamentId }),
  }),
  actionRow({
    name: 'assignTable',
    action: assignTableAction,
    allowed: staff,
    tables: [matches],
    prepare: (world) => startedFinal(world),
    input: (_, __, final) => ({ matchId: final.id, tableNumber: 7 }),
  }),
  actionRow({
    name: 'recordCoinToss',
    action: recordCoinTossAction,
    allowed: staff,
    tables: [matches, auditLog],
    prepare: (world) => startedFinal(world, { gameOneRule: 'coin-toss' }),
    input: (_, __, final) => ({ matchId: final.id, slot: 2 as const }),
  }),
  actionRow({
    name: 'awardWalkover',
    action: awardWalkoverAction,
    allowed: staff,
    tables: [matches, entries, auditLog],
    prepare: (world) => startedFinal(world),
    input: (_, __, final) => ({ matchId: final.id, winnerEntryId: final.entry1Id!, reason: 'Matrix: absent' }),
  }),
  // A preview runs the change and rolls it back: allowed or not, it must change nothing, which
  // the refusals check and tests/services/results/corrections.db.test.ts checks for the allowed.
  ...(
    [
      ['previewCorrection', previewCorrectionAction],
      ['correctResult', correctResultAction],
    ] as const
  ).map(([name, action]) =>
    actionRow({
      name,
      action,
      allowed: staff,
      tables: [matches, games, auditLog],
      prepare: finishedFinal,
      input: (_, __, final) => ({
        matchId: final.id,
        winnerEntryId: final.entry2Id!,
        wins1: 0,
        wins2: 1,
        reason: 'Matrix: misreported',
      }),
    }),
  ),
  ...(
    [
      ['previewVoidGame', previewVoidGameAction],
      ['voidGame', voidGameAction],
    ] as const
  ).map(([name, action]) =>
    actionRow({
      name,
      action,
      allowed: staff,
      tables: [games, matches, auditLog],
      prepare: reportedGame,
      input: (_, __, gameId) => ({ gameId, reason: 'Matrix: wrong rules' }),
    }),
  ),
];
