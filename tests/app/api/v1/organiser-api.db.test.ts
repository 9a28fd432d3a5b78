// The organisers' JSON API: a whole 8-player knockout run through the route handlers alone (the
// games a correction and a void act on are stored as game reporting stores them), refusals that
// name the field at fault, and an OpenAPI document that lists every operation.
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { POST as voidGameRoute } from '@/app/api/v1/games/[id]/void/route';
import { PUT as coinTossRoute } from '@/app/api/v1/matches/[id]/coin-toss/route';
import { POST as correctionRoute } from '@/app/api/v1/matches/[id]/correction/route';
import { PUT as tableRoute } from '@/app/api/v1/matches/[id]/table/route';
import { POST as walkoverRoute } from '@/app/api/v1/matches/[id]/walkover/route';
import { GET as openApiRoute } from '@/app/api/v1/openapi.json/route';
import { POST as createPlayerRoute } from '@/app/api/v1/players/route';
import { POST as createTournamentRoute } from '@/app/api/v1/tournaments/route';
import { PATCH as updateTournamentRoute } from '@/app/api/v1/tournaments/[slug]/route';
import { GET as auditRoute } from '@/app/api/v1/tournaments/[slug]/audit/route';
import { POST as closeRoute } from '@/app/api/v1/tournaments/[slug]/close/route';
import { GET as listEntriesRoute, POST as addEntryRoute } from '@/app/api/v1/tournaments/[slug]/entries/route';
import { DELETE as removeEntryRoute } from '@/app/api/v1/tournaments/[slug]/entries/[entryId]/route';
import { PUT as checkInRoute } from '@/app/api/v1/tournaments/[slug]/entries/[entryId]/check-in/route';
import { POST as withdrawRoute } from '@/app/api/v1/tournaments/[slug]/entries/[entryId]/withdrawal/route';
import { POST as importRoute } from '@/app/api/v1/tournaments/[slug]/entries/import/route';
import { POST as importPreviewRoute } from '@/app/api/v1/tournaments/[slug]/entries/import/preview/route';
import { POST as roundsRoute } from '@/app/api/v1/tournaments/[slug]/rounds/route';
import { POST as seedingRoute } from '@/app/api/v1/tournaments/[slug]/seeding/route';
import { POST as startRoute } from '@/app/api/v1/tournaments/[slug]/start/route';
import { apiOperations } from '@/app/api/v1/catalogue';
import { games } from '@/db/schema';
import { makeApiToken } from '@/tests/auth/helpers';
import { makeUser, unique } from '@/tests/db/fixtures';
import { setupTestDatabase } from '@/tests/db/helpers';
import { matchByKey, playGames, readyMatches } from '@/tests/services/helpers';
import { callApi } from './api-client';

const test_ = setupTestDatabase();

async function organiserToken(): Promise<string> {
  return makeApiToken(test_.db, await makeUser(test_.db, { role: 'organiser' }));
}

async function draftTournament(token: string, settings: Record<string, unknown> = {}): Promise<string> {
  const created = await callApi(test_.db, createTournamentRoute, {
    token,
    body: { name: unique('API Open'), winsNeeded: 3, ...settings },
  });
  expect(created.status).toBe(201);
  return created.body.slug;
}

describe('an 8-player knockout through the API alone', () => {
  test('from an empty tournament to a champion, with every result change in the audit log', async () => {
    const { db } = test_;
    const token = await organiserToken();
    const call = (handler: Parameters<typeof callApi>[1], options: Parameters<typeof callApi>[2] = {}) =>
      callApi(db, handler, { token, ...options });

    const created = await call(createTournamentRoute, {
      body: {
        name: 'Antiguan API Open',
        venue: 'St John’s',
        format: 'single-elimination',
        winsNeeded: 3,
        thirdPlace: true,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Antiguan API Open',
      status: 'draft',
      formatSettings: { format: 'single-elimination', thirdPlace: true },
    });
    const slug: string = created.body.slug;
    expect(created.headers.get('location')).toBe(`/api/v1/tournaments/${slug}`);

    // A PATCH changes what it names and keeps the rest.
    const patched = await call(updateTournamentRoute, {
      params: { slug },
      body: { venue: 'Antigua Recreation Ground' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      venue: 'Antigua Recreation Ground',
      name: 'Antiguan API Open',
      winsNeeded: 3,
      formatSettings: { thirdPlace: true },
    });

    // Entries: three players on record, three new ones, two from a CSV list (previewed first), and one entered by mistake and removed.
    const entryIds: number[] = [];
    for (const rating of [2100, 2050, 2000]) {
      const player = await call(createPlayerRoute, {
        body: { displayName: unique('Recorded'), country: 'ag', rating },
      });
      expect(player.status).toBe(201);
      expect(player.body.country).toBe('AG');
      const entry = await call(addEntryRoute, { params: { slug }, body: { playerId: player.body.id } });
      expect(entry.status).toBe(201);
      entryIds.push(entry.body.id);
    }
    for (const rating of [1950, 1900, 1850]) {
      const entry = await call(addEntryRoute, {
        params: { slug },
        body: { displayName: unique('New'), club: 'Grays Farm', rating },
      });
      expect(entry.body).toMatchObject({ checkedIn: false, status: 'active', player: { club: 'Grays Farm', rating } });
      entryIds.push(entry.body.id);
    }
    const csv = `name,club,country,rating\n${unique('Listed')},Villa,AG,1800\n${unique('Listed')},Villa,AG,1750\n`;
    const preview = await call(importPreviewRoute, { params: { slug }, body: { csv } });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      errorCount: 0,
      rows: [
        { line: 2, player: null, errors: [] },
        { line: 3, player: null, errors: [] },
      ],
    });
    // A line's problem comes as its English sentence and as facts to word in another language.
    const faulty = await call(importPreviewRoute, { params: { slug }, body: { csv: 'name,rating\nAda,12x\n' } });
    expect(faulty.body.rows[0]).toMatchObject({
      errors: ['"12x" is not a rating: use a whole number from 0 to 4000, or leave it empty.'],
      problems: [
        {
          code: 'bad-rating',
          text: '12x',
          message: '"12x" is not a rating: use a whole number from 0 to 4000, or leave it empty.',
        },
      ],
    });
    expect((await call(listEntriesRoute, { params: { slug } })).body.counts.total).toBe(6);
    const imported = await call(importRoute, { params: { slug }, body: { csv } });
    expect(imported.status).toBe(201);
    entryIds.push(...imported.body.added.map((entry: { id: number }) => entry.id));
    const mistake = await call(addEntryRoute, { params: { slug }, body: { displayName: unique('Mistake') } });
    expect((await call(removeEntryRoute, { params: { slug, entryId: mistake.body.id } })).status).toBe(204);

    for (const entryId of entryIds) {
      const checked = await call(checkInRoute, { params: { slug, entryId }, body: { checkedIn: true } });
      expect(checked.body.checkedIn).toBe(true);
    }
    const listed = await call(listEntriesRoute, { params: { slug } });
    expect(listed.body.counts).toEqual({ total: 8, checkedIn: 8, withdrawn: 0 });

    // A random draw answers its seed; then a manual order, the order of entering.
    const drawn = await call(seedingRoute, {
      params: { slug },
      body: { method: 'random', randomSeed: 'antigua-2026' },
    });
    expect(drawn.body).toMatchObject({ method: 'random', randomSeed: 'antigua-2026' });
    expect(drawn.body.entries).toHaveLength(8);
    const seeded = await call(seedingRoute, { params: { slug }, body: { method: 'manual', order: entryIds } });
    expect(seeded.body.entries.map((entry: { id: number; seed: number }) => [entry.id, entry.seed])).toEqual(
      entryIds.map((id, index) => [id, index + 1]),
    );

    const started = await call(startRoute, { params: { slug } });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ tournament: { status: 'running' }, matchCount: 8, absent: [] });
    const tournamentId: number = started.body.tournament.id;

    // Tables: one match a table.
    const [first, second] = await readyMatches(db, tournamentId);
    expect((await call(tableRoute, { params: { id: first.id }, body: { tableNumber: 1 } })).body.tableNumber).toBe(1);
    const clash = await call(tableRoute, { params: { id: second.id }, body: { tableNumber: 1 } });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({ code: 'table-taken', field: 'tableNumber' });
    // The better seed starts game 1 here: there is no toss to record.
    expect((await call(coinTossRoute, { params: { id: first.id }, body: { slot: 2 } })).body.error.code).toBe(
      'no-coin-toss',
    );

    // Round 1 by walkovers to the better seed.
    for (const match of await readyMatches(db, tournamentId)) {
      const walkover = await call(walkoverRoute, {
        params: { id: match.id },
        body: { winnerEntryId: match.entry1Id, reason: 'Opponent absent at the call.' },
      });
      expect(walkover.status).toBe(200);
      expect(walkover.body).toMatchObject({
        preview: false,
        match: { status: 'walkover', winnerEntryId: match.entry1Id },
        settled: [match.key],
      });
    }

    // W1-2 (seeds 4–5) was in fact played and won 3–1 by seed 5: previewed, then corrected.
    const w12 = await matchByKey(db, tournamentId, 'W1-2');
    const correction = {
      winnerEntryId: w12.entry2Id,
      wins1: 1,
      wins2: 3,
      reason: 'The result sheet was found: seed 5 won 3–1.',
    };
    const previewed = await call(correctionRoute, { params: { id: w12.id }, query: 'preview=true', body: correction });
    expect(previewed.body).toMatchObject({
      preview: true,
      reset: [],
      match: { status: 'finished', winnerEntryId: w12.entry2Id, wins1: 1, wins2: 3 },
    });
    expect(await matchByKey(db, tournamentId, 'W1-2')).toMatchObject({
      status: 'walkover',
      winnerEntryId: w12.entry1Id,
    });
    const corrected = await call(correctionRoute, { params: { id: w12.id }, body: correction });
    expect(corrected.body).toMatchObject({
      preview: false,
      match: { resultKind: 'played', winnerEntryId: w12.entry2Id },
    });
    const w21 = await matchByKey(db, tournamentId, 'W2-1');
    expect([w21.entry1Id, w21.entry2Id]).toEqual([entryIds[0], w12.entry2Id]);

    // A game of the semi-final is reported, then voided: the series is back to 0–0.
    const sync = await playGames(db, w21.id, [2]);
    expect(sync.state.wins).toEqual([0, 1]);
    const [game] = await db.select().from(games).where(eq(games.matchId, w21.id));
    const voidPreview = await call(voidGameRoute, {
      params: { id: game.id },
      query: 'preview=true',
      body: { reason: 'Played under the wrong rules.' },
    });
    expect(voidPreview.body).toMatchObject({ preview: true, match: { wins1: 0, wins2: 0 } });
    expect(await matchByKey(db, tournamentId, 'W2-1')).toMatchObject({ wins2: 1 });
    const voided = await call(voidGameRoute, {
      params: { id: game.id },
      body: { reason: 'Played under the wrong rules.' },
    });
    expect(voided.body).toMatchObject({ preview: false, match: { wins1: 0, wins2: 0, status: 'ready' } });

    // A round is not the organiser's to ask for in a knockout.
    expect((await call(roundsRoute, { params: { slug } })).status).toBe(409);

    // The rest by walkovers, until nothing is left; closing early is refused.
    expect((await call(closeRoute, { params: { slug } })).body.error.code).toBe('matches-unfinished');
    for (
      let ready = await readyMatches(db, tournamentId);
      ready.length > 0;
      ready = await readyMatches(db, tournamentId)
    ) {
      for (const match of ready)
        await call(walkoverRoute, {
          params: { id: match.id },
          body: { winnerEntryId: match.entry1Id, reason: 'Opponent absent.' },
        });
    }
    const closed = await call(closeRoute, { params: { slug } });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      tournament: { status: 'finished' },
      champion: { id: entryIds[0], finalRank: 1 },
    });
    expect(closed.body.standings.map((entry: { finalRank: number }) => entry.finalRank)).toEqual([
      1, 2, 3, 4, 5, 5, 5, 5,
    ]);

    const audit = await call(auditRoute, { params: { slug }, query: 'limit=500' });
    const actions: string[] = audit.body.lines.map((line: { action: string }) => line.action);
    // Four in round 1 (one later corrected), two semi-finals, the final and the match for third.
    expect(actions.filter((action) => action === 'walkover')).toHaveLength(8);
    expect(actions).toEqual(
      expect.arrayContaining([
        'tournament-created',
        'tournament-updated',
        'players-imported',
        'entry-removed',
        'seeded',
        'tournament-started',
        'result-corrected',
        'game-voided',
        'tournament-closed',
      ]),
    );
    const corrections = await call(auditRoute, { params: { slug }, query: `entity=match&entityId=${w12.id}` });
    expect(
      corrections.body.lines.map((line: { action: string; reason: string }) => [line.action, line.reason]),
    ).toEqual([
      ['result-corrected', 'The result sheet was found: seed 5 won 3–1.'],
      ['walkover', 'Opponent absent at the call.'],
    ]);
    // Each line also says it in words, with names and no JSON.
    for (const line of audit.body.lines as { sentence: string }[]) expect(line.sentence).toMatch(/^[A-Z][^{}]+[.!?]$/);
    expect(corrections.body.lines[0].sentence).toMatch(
      / corrected W1-2: .+ wins 3–1 \(was .+\)\. Reason: The result sheet was found: seed 5 won 3–1\.$/,
    );
  });
});

describe('refusals name what is wrong', () => {
  test.each([
    ['a Swiss without rounds', { format: 'swiss' }, 'rounds'],
    ['no name', { name: '  ' }, 'name'],
    ['a cap below the wins needed', { winsNeeded: 6, maxGamesPerSeries: 4 }, 'maxGamesPerSeries'],
    ['an unknown rule set', { ruleSet: 'chess' }, 'ruleSet'],
  ])('creating a tournament with %s', async (_, body, field) => {
    const answer = await callApi(test_.db, createTournamentRoute, {
      token: await organiserToken(),
      body: { name: 'Open', ...body },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: 'invalid-body', field });
  });

  test.each([
    [
      'ru',
      { format: 'swiss' },
      'rounds',
      'Поле «rounds» в теле запроса неверно: Для швейцарской системы нужно число туров.',
      'Для швейцарской системы нужно число туров.',
    ],
    [
      'fr-FR,fr;q=0.9',
      { winsNeeded: 30 },
      'winsNeeded',
      'Le champ « winsNeeded » du corps n’est pas valide : « Victoires nécessaires » : un nombre entier de 1 à 24.',
      '« Victoires nécessaires » : un nombre entier de 1 à 24.',
    ],
    [
      'en',
      { format: 'swiss' },
      'rounds',
      'The body field "rounds" is not valid: A Swiss needs its number of rounds.',
      'A Swiss needs its number of rounds.',
    ],
  ])(
    'a refused field in the caller’s language (Accept-Language: %s)',
    async (language, body, field, message, problem) => {
      const answer = await callApi(test_.db, createTournamentRoute, {
        token: await organiserToken(),
        body: { name: 'Open', ...body },
        headers: { 'accept-language': language },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'invalid-body', field, message });
      expect(answer.body.error.details.issues).toContainEqual({ field, message: problem });
    },
  );

  test('a PATCH refused in the caller’s language', async () => {
    const token = await organiserToken();
    const slug = await draftTournament(token);
    const swiss = await callApi(test_.db, updateTournamentRoute, {
      token,
      params: { slug },
      body: { format: 'swiss' },
      headers: { 'accept-language': 'uk' },
    });
    expect(swiss.body.error).toMatchObject({
      code: 'invalid-body',
      field: 'rounds',
      message: 'Поле «rounds» у тілі запиту хибне: Для швейцарської системи потрібна кількість турів.',
    });
  });

  test('a PATCH is checked merged with what is stored, and fields fixed by the start stay fixed', async () => {
    const token = await organiserToken();
    const slug = await draftTournament(token);
    const swiss = await callApi(test_.db, updateTournamentRoute, {
      token,
      params: { slug },
      body: { format: 'swiss' },
    });
    expect(swiss.body.error).toMatchObject({ code: 'invalid-body', field: 'rounds' });
    const unknown = await callApi(test_.db, updateTournamentRoute, {
      token,
      params: { slug },
      body: { colour: 'blue' },
    });
    expect(unknown.status).toBe(400);
    for (let index = 0; index < 2; index++) {
      const entry = await callApi(test_.db, addEntryRoute, {
        token,
        params: { slug },
        body: { displayName: unique('P'), checkedIn: true },
      });
      expect(entry.body.checkedIn).toBe(true);
    }
    expect((await callApi(test_.db, startRoute, { token, params: { slug } })).body.error.code).toBe('not-seeded');
    await callApi(test_.db, seedingRoute, { token, params: { slug }, body: { method: 'rating' } });
    expect((await callApi(test_.db, startRoute, { token, params: { slug } })).status).toBe(200);
    const locked = await callApi(test_.db, updateTournamentRoute, {
      token,
      params: { slug },
      body: { format: 'round-robin' },
    });
    expect(locked.status).toBe(409);
    expect(locked.body.error).toMatchObject({ code: 'settings-locked', field: 'format' });
    const renamed = await callApi(test_.db, updateTournamentRoute, {
      token,
      params: { slug },
      body: { name: 'Renamed Open' },
    });
    expect(renamed.body.name).toBe('Renamed Open');
  });

  test('entries: a missing name, an entry of another tournament, a bad manual order, a list with a bad line', async () => {
    const token = await organiserToken();
    const slug = await draftTournament(token);
    const other = await draftTournament(token);
    const nameless = await callApi(test_.db, addEntryRoute, { token, params: { slug }, body: {} });
    expect(nameless.body.error).toMatchObject({ code: 'invalid-body', field: 'displayName' });
    const elsewhere = await callApi(test_.db, addEntryRoute, {
      token,
      params: { slug: other },
      body: { displayName: unique('Elsewhere') },
    });
    const crossed = await callApi(test_.db, checkInRoute, {
      token,
      params: { slug, entryId: elsewhere.body.id },
      body: { checkedIn: true },
    });
    expect(crossed.status).toBe(404);
    expect(crossed.body.error.code).toBe('entry-not-found');
    const order = await callApi(test_.db, seedingRoute, {
      token,
      params: { slug: other },
      body: { method: 'manual', order: [elsewhere.body.id, elsewhere.body.id] },
    });
    expect(order.body.error).toMatchObject({ code: 'bad-order', field: 'order' });
    const missingPlayer = await callApi(test_.db, addEntryRoute, {
      token,
      params: { slug },
      body: { playerId: 2_000_000_000 },
    });
    expect(missingPlayer.body.error).toMatchObject({ code: 'player-not-found', field: 'playerId' });
    const listed = await callApi(test_.db, importRoute, {
      token,
      params: { slug },
      body: { csv: 'name,rating\nAnn Joseph,high\n' },
    });
    expect(listed.status).toBe(400);
    expect(listed.body.error).toMatchObject({
      code: 'import-has-errors',
      field: 'csv',
      details: { lines: [{ line: 2 }] },
    });
    const withdrawn = await callApi(test_.db, withdrawRoute, {
      token,
      params: { slug: other, entryId: elsewhere.body.id },
      body: { reason: '' },
    });
    expect(withdrawn.body.error).toMatchObject({ code: 'invalid-body', field: 'reason' });
  });

  test('a walkover to someone not in the match; a correction or void without a reason', async () => {
    const token = await organiserToken();
    const slug = await draftTournament(token);
    for (let index = 0; index < 2; index++)
      await callApi(test_.db, addEntryRoute, {
        token,
        params: { slug },
        body: { displayName: unique('P'), checkedIn: true },
      });
    await callApi(test_.db, seedingRoute, { token, params: { slug }, body: { method: 'rating' } });
    const started = await callApi(test_.db, startRoute, { token, params: { slug } });
    const [final] = await readyMatches(test_.db, started.body.tournament.id);
    const stranger = await callApi(test_.db, walkoverRoute, {
      token,
      params: { id: final.id },
      body: { winnerEntryId: 2_000_000_000, reason: 'x' },
    });
    expect(stranger.body.error).toMatchObject({ code: 'not-in-match', field: 'winnerEntryId' });
    const reasonless = await callApi(test_.db, correctionRoute, {
      token,
      params: { id: final.id },
      body: { winnerEntryId: final.entry1Id, wins1: 3, wins2: 0 },
    });
    expect(reasonless.body.error).toMatchObject({ code: 'invalid-body', field: 'reason' });
    const gameless = await callApi(test_.db, voidGameRoute, {
      token,
      params: { id: 2_000_000_000 },
      body: { reason: 'x' },
    });
    expect(gameless.status).toBe(404);
  });
});

test('the OpenAPI document lists every organiser operation', async () => {
  const answer = await callApi(test_.db, openApiRoute);
  const listed = Object.values(answer.body.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
    (methods) => Object.values(methods).map((operation) => operation.operationId),
  );
  expect(listed.sort()).toEqual(apiOperations.map((operation) => operation.operationId).sort());
  expect(listed).toEqual(
    expect.arrayContaining([
      'createTournament',
      'updateTournament',
      'createPlayer',
      'listEntries',
      'addEntry',
      'removeEntry',
      'setCheckIn',
      'withdrawEntry',
      'previewPlayerImport',
      'importPlayers',
      'seedEntries',
      'startTournament',
      'generateNextRound',
      'assignTable',
      'recordCoinToss',
      'awardWalkover',
      'correctSeriesResult',
      'voidGame',
      'closeTournament',
      'listAuditLog',
    ]),
  );
  expect(answer.body.paths['/api/v1/matches/{id}/correction'].post.parameters).toContainEqual(
    expect.objectContaining({ name: 'preview', in: 'query' }),
  );
});
