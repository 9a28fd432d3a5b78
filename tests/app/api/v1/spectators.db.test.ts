// The public, read-only JSON API and the spectator views behind it: tournaments, one tournament's
// draw with scores and standings, one match with its games and records; ETags and 304s; drafts
// and unknown ids are 404s.
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { GET as getMatch } from '@/app/api/v1/matches/[id]/route';
import { GET as getTournament } from '@/app/api/v1/tournaments/[slug]/route';
import { GET as listTournaments } from '@/app/api/v1/tournaments/route';
import { findPlayerHistory } from '@/db/queries/player-history';
import { entries, games } from '@/db/schema';
import { apiRequest, routeParams } from '@/tests/auth/helpers';
import { makeTournament } from '@/tests/db/fixtures';
import { setupTestDatabase } from '@/tests/db/helpers';
import {
  makeOrganiser,
  matchByKey,
  playGames,
  recordSampleGame,
  seriesWonBy,
  startedTournament,
} from '@/tests/services/helpers';

const test_ = setupTestDatabase();

async function call(
  handler: typeof getTournament | typeof getMatch | typeof listTournaments,
  path: string,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const response = await handler.handle(apiRequest('GET', path, { headers }), routeParams(params), test_.db);
  return {
    status: response.status,
    headers: response.headers,
    body: response.status === 304 ? null : await response.json(),
  };
}

describe('GET /api/v1/tournaments', () => {
  test('lists public tournaments, not drafts, with caching headers', async () => {
    const { actor } = await makeOrganiser(test_.db);
    const { tournament } = await startedTournament(test_.db, actor, 4);
    const draft = await makeTournament(test_.db, { status: 'draft' });
    const { status, headers, body } = await call(listTournaments, '/api/v1/tournaments');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toContain('public');
    expect(headers.get('etag')).toMatch(/^".+"$/);
    const slugs = body.tournaments.map((row: { slug: string }) => row.slug);
    expect(slugs).toContain(tournament.slug);
    expect(slugs).not.toContain(draft.slug);
    expect(body.tournaments.find((row: { slug: string }) => row.slug === tournament.slug)).toMatchObject({
      status: 'running',
      format: 'single-elimination',
      entryCount: 4,
    });
    expect(JSON.stringify(body)).not.toContain('organiser');
  });
});

describe('GET /api/v1/tournaments/{slug}', () => {
  test('a knockout: every match with its series score and round name, the champion once the final is won', async () => {
    const { actor } = await makeOrganiser(test_.db);
    const { tournament } = await startedTournament(test_.db, actor, 4, { winsNeeded: 2 });
    const semi = await matchByKey(test_.db, tournament.id, 'W1-1');
    await playGames(test_.db, semi.id, [1, 'draw', 2, 1]);

    const first = await call(getTournament, `/api/v1/tournaments/${tournament.slug}`, { slug: tournament.slug });
    expect(first.status).toBe(200);
    const [stage] = first.body.stages;
    expect(stage.kind).toBe('single-elimination');
    expect(stage.matches.map((match: { key: string }) => match.key).sort()).toEqual(['W1-1', 'W1-2', 'W2-1']);
    const played = stage.matches.find((match: { key: string }) => match.key === 'W1-1');
    expect(played).toMatchObject({
      status: 'finished',
      wins1: 2,
      wins2: 1,
      draws: 1,
      roundName: 'Semi-finals',
      resultKind: 'played',
      winnerEntryId: played.side1.entryId,
    });
    expect(stage.matches.find((match: { key: string }) => match.key === 'W2-1')).toMatchObject({
      roundName: 'Final',
      side1: { entryId: played.side1.entryId },
    });
    expect(first.body.champion).toBeNull();

    // Unchanged: 304 without a body; changed: a new ETag.
    const etag = first.headers.get('etag')!;
    expect((await call(getTournament, '', { slug: tournament.slug }, { 'if-none-match': etag })).status).toBe(304);
    await playGames(test_.db, (await matchByKey(test_.db, tournament.id, 'W1-2')).id, seriesWonBy(2, 2));
    await playGames(test_.db, (await matchByKey(test_.db, tournament.id, 'W2-1')).id, seriesWonBy(1, 2));
    const after = await call(getTournament, '', { slug: tournament.slug }, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.body.champion).toEqual({ playerId: played.side1.playerId, name: played.side1.name });
  });

  test('a round robin: standings with the reason for each place', async () => {
    const { actor } = await makeOrganiser(test_.db);
    const { tournament } = await startedTournament(test_.db, actor, 3, { format: 'round-robin', winsNeeded: 1 });
    const { body } = await call(getTournament, '', { slug: tournament.slug });
    for (const match of body.stages[0].matches.filter((row: { status: string }) => row.status === 'ready'))
      await playGames(test_.db, match.id, [1]);
    const { body: played } = await call(getTournament, '', { slug: tournament.slug });
    const [table] = played.stages[0].standings;
    expect(table.group).toBeNull();
    expect(table.rows).toHaveLength(3);
    expect(table.rows[0].explanation).toMatch(/^(Ahead of|Level with) /);
    expect(table.rows[2].explanation).toBeNull();
    expect(played.stages[0].matches.every((match: { part: string }) => match.part === 'round-robin')).toBe(true);
  });

  test('a draft or an unknown slug is a 404', async () => {
    const draft = await makeTournament(test_.db, { status: 'draft' });
    for (const slug of [draft.slug, 'no-such-event']) {
      const { status, body } = await call(getTournament, '', { slug });
      expect(status).toBe(404);
      expect(body.error.code).toBe('tournament-not-found');
    }
  });
});

describe('GET /api/v1/matches/{id}', () => {
  test('the games in order, result-only ones unverified, a recorded one with its moves and record, an in-progress one so far', async () => {
    const { actor } = await makeOrganiser(test_.db);
    const { tournament } = await startedTournament(test_.db, actor, 2, { winsNeeded: 3 });
    const match = await matchByKey(test_.db, tournament.id, 'W1-1');
    await playGames(test_.db, match.id, [1]);
    await recordSampleGame(test_.db, match, 2);
    await test_.db.insert(games).values({
      matchId: match.id,
      number: 3,
      southEntryId: match.entry2Id!,
      firstMover: 'south',
      ruleSet: 'antigua',
      record: 'C a',
      status: 'in-progress',
    });

    const { status, body } = await call(getMatch, '', { id: String(match.id) });
    expect(status).toBe(200);
    expect(body.tournament.slug).toBe(tournament.slug);
    expect(body.match).toMatchObject({ id: match.id, key: 'W1-1', roundName: 'Final' });
    expect(body.games.map((game: { number: number }) => game.number)).toEqual([1, 2, 3]);
    expect(body.games[0]).toMatchObject({
      verified: false,
      moves: null,
      record: null,
      result: 'south',
      endReason: 'score',
    });
    expect(body.games[1]).toMatchObject({ verified: true, firstMover: 'S', capturesSouth: 27, capturesNorth: 8 });
    expect(body.games[1].record).toContain(`[Round "W1-1.2"]`);
    expect(body.games[1].record).toContain('[Result "1-0"]');
    expect(body.games[2]).toMatchObject({ status: 'in-progress', moves: 'C a', result: null });
    expect(body.games[2].record).toContain('[Result "*"]');
    // South of game 3 is slot 2's player.
    const [entry2] = await test_.db.select().from(entries).where(eq(entries.id, match.entry2Id!));
    expect(body.games[2].south.playerId).toBe(entry2.playerId);
  });

  test('a match of a draft, or no match, is a 404; a bad id a 400', async () => {
    expect((await call(getMatch, '', { id: '999999' })).body.error.code).toBe('match-not-found');
    expect((await call(getMatch, '', { id: 'abc' })).status).toBe(400);
  });
});

describe('player history', () => {
  test('tournaments entered and the series played, with the opponent and games', async () => {
    const { actor } = await makeOrganiser(test_.db);
    const { tournament } = await startedTournament(test_.db, actor, 2, { winsNeeded: 2 });
    const match = await matchByKey(test_.db, tournament.id, 'W1-1');
    await playGames(test_.db, match.id, [2, 1, 1]);
    const [entry1] = await test_.db.select().from(entries).where(eq(entries.id, match.entry1Id!));
    const [entry2] = await test_.db.select().from(entries).where(eq(entries.id, match.entry2Id!));
    const history = (await findPlayerHistory(test_.db, entry1.playerId))!;
    expect(history.entries.map((row) => row.tournament.slug)).toEqual([tournament.slug]);
    expect(history.series).toHaveLength(1);
    expect(history.series[0]).toMatchObject({ slot: 1, opponent: { playerId: entry2.playerId } });
    expect(history.series[0].games.map((game) => game.number)).toEqual([1, 2, 3]);
    expect(await findPlayerHistory(test_.db, 99_999_999)).toBeNull();
  });
});
