// The schema's rules hold in the database itself, whatever code writes the rows.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { Db } from '@/db/client';
import { auditLog, entries, games, matches, stages, tournaments, users } from '@/db/schema';
import { expectRefused } from './constraint-error';
import { makeEntries, makeMatch, makePlayer, makeStage, makeTournament, makeUser, unique } from './fixtures';
import { setupTestDatabase } from './helpers';

const testDb = setupTestDatabase();

/** A tournament with two entries and a ready series between them. */
async function seriesFixture(db: Db) {
  const tournament = await makeTournament(db);
  const [first, second] = await makeEntries(db, tournament.id, 2);
  const stage = await makeStage(db, tournament.id);
  const match = await makeMatch(db, { stageId: stage.id, entry1Id: first.id, entry2Id: second.id });
  return { tournament, first, second, stage, match };
}

type GameInsert = typeof games.$inferInsert;

/** A finished, reported game 1 of the series in which `first` is South and moved first. */
function finishedGame(series: Awaited<ReturnType<typeof seriesFixture>>, values: Partial<GameInsert> = {}): GameInsert {
  return {
    matchId: series.match.id,
    number: 1,
    southEntryId: series.first.id,
    firstMover: 'south',
    ruleSet: 'antigua',
    capturesSouth: 25,
    capturesNorth: 20,
    result: 'south',
    endReason: 'score',
    status: 'reported',
    ...values,
  };
}

describe('users', () => {
  test('an email is registered once, whatever its case', async () => {
    const { db } = testDb;
    const email = `${unique('casey')}@example.test`;
    await makeUser(db, { email });
    await expectRefused(makeUser(db, { email: email.toUpperCase() }), { constraint: 'users_email_lower_unique' });
  });

  test.each([
    ['an unknown role', { role: 'superuser' as 'admin' }, 'users_role_check'],
    [
      'a password hash that is not Argon2id',
      { passwordHash: '$2b$10$abcdefghijklmnopqrstuv' },
      'users_password_hash_check',
    ],
    ['a PIN stored in clear', { pinHash: '1234' }, 'users_pin_hash_check'],
  ])('refuses %s', async (_, values, constraint) => {
    await expectRefused(makeUser(testDb.db, values), { constraint });
  });

  test('a new user is a player until made otherwise', async () => {
    expect((await makeUser(testDb.db)).role).toBe('player');
  });
});

describe('players', () => {
  test.each([
    ['a blank name', { displayName: '   ' }, 'players_display_name_check'],
    ['a country that is not an ISO code', { country: 'Antigua' }, 'players_country_check'],
    ['a negative rating', { rating: -1 }, 'players_rating_check'],
  ])('refuses %s', async (_, values, constraint) => {
    await expectRefused(makePlayer(testDb.db, values), { constraint });
  });

  test('a user is linked to at most one player', async () => {
    const { db } = testDb;
    const user = await makeUser(db);
    await makePlayer(db, { userId: user.id });
    await expectRefused(makePlayer(db, { userId: user.id }), { constraint: 'players_user_id_unique' });
  });
});

describe('tournaments', () => {
  test('defaults: Antigua rules, first to six, alternate starts, draft', async () => {
    const tournament = await makeTournament(testDb.db);
    expect(tournament).toMatchObject({
      ruleSet: 'antigua',
      winsNeeded: 6,
      firstMoveRule: 'alternate',
      gameOneRule: 'seed',
      status: 'draft',
      formatSettings: {},
      tieBreakOrder: [],
    });
  });

  test('a slug names one tournament', async () => {
    const { db } = testDb;
    const slug = unique('open');
    await makeTournament(db, { slug });
    await expectRefused(makeTournament(db, { slug }), { constraint: 'tournaments_slug_unique' });
  });

  test.each([
    ['a slug with spaces', { slug: 'Antiguan Open' }, 'tournaments_slug_check'],
    ['no wins needed', { winsNeeded: 0 }, 'tournaments_wins_needed_check'],
    ['an unknown rule set', { ruleSet: 'oware' as 'abapa' }, 'tournaments_rule_set_check'],
    ['an unknown format', { format: 'ladder' as 'swiss' }, 'tournaments_format_check'],
    ['an end before the start', { startsOn: '2026-05-02', endsOn: '2026-05-01' }, 'tournaments_dates_check'],
    [
      'format settings that are not an object',
      { formatSettings: [] as unknown as Record<string, unknown> },
      'tournaments_format_settings_check',
    ],
    ['a negative confirmation window', { confirmationWindowMinutes: -5 }, 'tournaments_confirmation_window_check'],
    ['a game cap below the wins needed', { winsNeeded: 6, maxGamesPerSeries: 5 }, 'tournaments_max_games_check'],
  ])('refuses %s', async (_, values, constraint) => {
    await expectRefused(makeTournament(testDb.db, values), { constraint });
  });

  test('updated_at follows every change', async () => {
    const { db } = testDb;
    const tournament = await makeTournament(db);
    await db.execute(sql`select pg_sleep(0.01)`);
    const [changed] = await db
      .update(tournaments)
      .set({ name: 'Renamed Open' })
      .where(eq(tournaments.id, tournament.id))
      .returning();
    expect(changed.updatedAt.getTime()).toBeGreaterThan(tournament.updatedAt.getTime());
  });
});

describe('entries', () => {
  test('a player enters a tournament once', async () => {
    const { db } = testDb;
    const tournament = await makeTournament(db);
    const player = await makePlayer(db);
    await db.insert(entries).values({ tournamentId: tournament.id, playerId: player.id });
    await expectRefused(db.insert(entries).values({ tournamentId: tournament.id, playerId: player.id }), {
      constraint: 'entries_tournament_player_unique',
    });
  });

  test('an entry needs a real player', async () => {
    const tournament = await makeTournament(testDb.db);
    await expectRefused(testDb.db.insert(entries).values({ tournamentId: tournament.id, playerId: 2_000_000_000 }), {
      constraint: 'entries_player_id_players_id_fk',
    });
  });

  test('a seed is given once per tournament, checked when the transaction commits', async () => {
    const { db } = testDb;
    const tournament = await makeTournament(db);
    const [top, second] = await makeEntries(db, tournament.id, 2);
    // A reseed swaps seeds one row at a time; only the committed result has to be consistent.
    await db.transaction(async (tx) => {
      await tx.update(entries).set({ seed: 2 }).where(eq(entries.id, top.id));
      await tx.update(entries).set({ seed: 1 }).where(eq(entries.id, second.id));
    });
    const seeds = await db
      .select({ id: entries.id, seed: entries.seed })
      .from(entries)
      .where(eq(entries.tournamentId, tournament.id));
    expect(Object.fromEntries(seeds.map((row) => [row.id, row.seed]))).toEqual({ [top.id]: 2, [second.id]: 1 });
    await expectRefused(
      db.transaction(async (tx) => {
        await tx.update(entries).set({ seed: 1 }).where(eq(entries.id, top.id));
      }),
      { constraint: 'entries_tournament_seed_unique' },
    );
  });

  test('withdrawn means a withdrawal time, and only then', async () => {
    const { db } = testDb;
    const tournament = await makeTournament(db);
    const [entry] = await makeEntries(db, tournament.id, 1);
    await expectRefused(db.update(entries).set({ status: 'withdrawn' }).where(eq(entries.id, entry.id)), {
      constraint: 'entries_withdrawn_check',
    });
    await db.update(entries).set({ status: 'withdrawn', withdrawnAt: new Date() }).where(eq(entries.id, entry.id));
  });
});

describe('stages and matches', () => {
  test('stage ordinals are unique per tournament', async () => {
    const { db } = testDb;
    const tournament = await makeTournament(db);
    await makeStage(db, tournament.id, { ordinal: 1, kind: 'groups' });
    await expectRefused(makeStage(db, tournament.id, { ordinal: 1 }), {
      constraint: 'stages_tournament_ordinal_unique',
    });
    await makeStage(db, tournament.id, { ordinal: 2 });
  });

  test('a match key names one match in its stage', async () => {
    const { db } = testDb;
    const { stage } = await seriesFixture(db);
    await makeMatch(db, { stageId: stage.id, key: 'GF1', bracket: 'grand-final' });
    await expectRefused(makeMatch(db, { stageId: stage.id, key: 'GF1', bracket: 'grand-final' }), {
      constraint: 'matches_stage_key_unique',
    });
  });

  test.each<
    [string, (series: Awaited<ReturnType<typeof seriesFixture>>) => Partial<typeof matches.$inferInsert>, string]
  >([
    [
      'the same entry on both sides',
      ({ first }) => ({ entry1Id: first.id, entry2Id: first.id }),
      'matches_distinct_entries_check',
    ],
    [
      'a winner who is not in the match',
      ({ first, second }) => ({ entry1Id: first.id, winnerEntryId: second.id }),
      'matches_winner_check',
    ],
    ['a bye in a slot that holds an entry', ({ first }) => ({ entry1Id: first.id, bye1: true }), 'matches_bye_check'],
    ['a next match without a slot', ({ match }) => ({ winnerNextMatchId: match.id }), 'matches_winner_next_check'],
    ['a third slot', ({ match }) => ({ loserNextMatchId: match.id, loserNextSlot: 3 }), 'matches_loser_next_check'],
    ['negative wins', () => ({ wins1: -1 }), 'matches_score_check'],
    ['a group match without its group', () => ({ bracket: 'group' }), 'matches_group_check'],
    ['round zero', () => ({ round: 0 }), 'matches_round_position_check'],
    ['an unknown status', () => ({ status: 'paused' as 'ready' }), 'matches_status_check'],
    ['a finished match that does not say how', () => ({ status: 'finished' }), 'matches_decided_check'],
    ['a walkover recorded as played', () => ({ status: 'walkover', resultKind: 'played' }), 'matches_decided_check'],
    ['a result on a match still to play', () => ({ status: 'ready', resultKind: 'played' }), 'matches_decided_check'],
    ['a third slot to move first', () => ({ firstMoverSlot: 3 }), 'matches_first_mover_slot_check'],
  ])('refuses %s', async (_, values, constraint) => {
    const series = await seriesFixture(testDb.db);
    await expectRefused(makeMatch(testDb.db, { stageId: series.stage.id, ...values(series) }), { constraint });
  });

  test('deleting a tournament takes its entries, stages, matches and games with it', async () => {
    const { db } = testDb;
    const series = await seriesFixture(db);
    await db.insert(games).values(finishedGame(series));
    await db.delete(tournaments).where(eq(tournaments.id, series.tournament.id));
    expect(await db.select().from(matches).where(eq(matches.id, series.match.id))).toEqual([]);
    expect(await db.select().from(games).where(eq(games.matchId, series.match.id))).toEqual([]);
    expect(await db.select().from(stages).where(eq(stages.id, series.stage.id))).toEqual([]);
  });
});

describe('games', () => {
  test('one live report per game number: a second is refused, a voided one makes room', async () => {
    const { db } = testDb;
    const series = await seriesFixture(db);
    const [first] = await db.insert(games).values(finishedGame(series)).returning();
    await expectRefused(db.insert(games).values(finishedGame(series, { capturesSouth: 30, capturesNorth: 18 })), {
      constraint: 'games_one_live_per_number',
    });
    await db.update(games).set({ status: 'voided' }).where(eq(games.id, first.id));
    await db.insert(games).values(finishedGame(series, { capturesSouth: 30, capturesNorth: 18 }));
    await db.insert(games).values(finishedGame(series, { number: 2, southEntryId: series.second.id }));
  });

  test('one game at a time is recorded live at a table', async () => {
    const { db } = testDb;
    const series = await seriesFixture(db);
    const recording = {
      ...finishedGame(series),
      status: 'in-progress' as const,
      record: 'C',
      result: null,
      endReason: null,
      capturesSouth: null,
      capturesNorth: null,
    };
    await db.insert(games).values(recording);
    await expectRefused(db.insert(games).values({ ...recording, number: 2 }), {
      constraint: 'games_one_recording_per_match',
    });
  });

  test('a 24–24 game is stored as a draw', async () => {
    const series = await seriesFixture(testDb.db);
    const [draw] = await testDb.db
      .insert(games)
      .values(finishedGame(series, { capturesSouth: 24, capturesNorth: 24, result: 'draw' }))
      .returning();
    expect(draw).toMatchObject({ result: 'draw', capturesSouth: 24, capturesNorth: 24 });
  });

  test('a resignation names the loser whatever the count', async () => {
    const series = await seriesFixture(testDb.db);
    await testDb.db
      .insert(games)
      .values(
        finishedGame(series, { capturesSouth: 10, capturesNorth: 20, result: 'south', endReason: 'resignation' }),
      );
  });

  test.each<[string, Partial<GameInsert>, string]>([
    ['more than 48 captures by one side', { capturesSouth: 49, capturesNorth: 0 }, 'games_captures_check'],
    ['more than 48 seeds captured in all', { capturesSouth: 25, capturesNorth: 24 }, 'games_captures_check'],
    ['negative captures', { capturesSouth: -1, capturesNorth: 25, result: 'north' }, 'games_captures_check'],
    ['a score finish nobody reached', { capturesSouth: 20, capturesNorth: 19 }, 'games_score_end_check'],
    [
      'a result the count contradicts',
      { capturesSouth: 20, capturesNorth: 28, result: 'south' },
      'games_result_by_count_check',
    ],
    [
      'a 24–24 game given to one side',
      { capturesSouth: 24, capturesNorth: 24, result: 'north' },
      'games_result_by_count_check',
    ],
    ['a report without its result', { result: null }, 'games_outcome_check'],
    ['a verified game without a record', { verified: true, record: null }, 'games_verified_check'],
    ['a dispute without a comment', { status: 'disputed' }, 'games_dispute_check'],
    ['game number zero', { number: 0 }, 'games_number_check'],
    ['an unknown end reason', { endReason: 'timeout' as 'loss-on-time' }, 'games_end_reason_check'],
  ])('refuses %s', async (_, values, constraint) => {
    const series = await seriesFixture(testDb.db);
    await expectRefused(testDb.db.insert(games).values(finishedGame(series, values)), { constraint });
  });
});

describe('audit log', () => {
  const appendOnly = { code: '42501', message: /append-only/ };

  test('takes new entries and refuses to change or remove any', async () => {
    const { db } = testDb;
    const tournament = await makeTournament(db);
    const [entry] = await db
      .insert(auditLog)
      .values({
        tournamentId: tournament.id,
        entity: 'game',
        entityId: '1',
        action: 'void',
        before: { status: 'confirmed' },
        after: { status: 'voided' },
        reason: 'Wrong board',
      })
      .returning();
    expect(entry.at).toBeInstanceOf(Date);
    await expectRefused(
      db.update(auditLog).set({ reason: 'Nothing happened' }).where(eq(auditLog.id, entry.id)),
      appendOnly,
    );
    await expectRefused(db.delete(auditLog).where(eq(auditLog.id, entry.id)), appendOnly);
    await expectRefused(db.execute(sql`truncate audit_log`), appendOnly);
    const [kept] = await db.select().from(auditLog).where(eq(auditLog.id, entry.id));
    expect(kept.reason).toBe('Wrong board');
  });

  test('keeps the tournaments and users it names', async () => {
    const { db } = testDb;
    const arbiter = await makeUser(db);
    const tournament = await makeTournament(db);
    await db.insert(auditLog).values({
      actorId: arbiter.id,
      tournamentId: tournament.id,
      entity: 'tournament',
      entityId: String(tournament.id),
      action: 'start',
    });
    await expectRefused(db.delete(tournaments).where(eq(tournaments.id, tournament.id)), {
      constraint: 'audit_log_tournament_id_tournaments_id_fk',
    });
    await expectRefused(db.delete(users).where(eq(users.id, arbiter.id)), {
      constraint: 'audit_log_actor_id_users_id_fk',
    });
  });
});
