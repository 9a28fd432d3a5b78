// One person, one record. Adding a player whose name is on record already (without case, accents or
// spacing) asks whether it is the same person, by hand, on an entry and in an imported list; an
// organiser who finds two records of one person merges them, and everything the merged record had
// (entries and so its games, requests, codes, its account) follows, in one transaction, audited.
import { eq } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { describe, expect, test } from 'vitest';
import { POST as mergeRoute } from '@/app/api/v1/players/merges/route';
import { POST as createPlayerRoute } from '@/app/api/v1/players/route';
import { listAuditLog } from '@/db/queries/audit-log';
import { listPlayersOfOrganiser } from '@/db/queries/players';
import { entries, games, playerClaimCodes, players, tournamentStaff } from '@/db/schema';
import { addEntry } from '@/lib/services/entries/add-entry';
import { createClaimCode } from '@/lib/services/accounts/create-claim-code';
import { createPlayer } from '@/lib/services/players/create-player';
import { describeAuditLines } from '@/lib/services/views/describe-audit-lines';
import { loadMessages } from '@/i18n/request';
import { importPlayers, previewPlayerImport } from '@/lib/services/entries/import-players';
import { mergePlayers } from '@/lib/services/players/merge-players';
import { redeemClaimCode } from '@/lib/services/accounts/redeem-claim-code';
import type { SignedInActor } from '@/lib/auth/actor';
import { actorOf, makeApiToken, outcomeCode } from '../../auth/helpers';
import { callApi } from '../../app/api/v1/api-client';
import { makePlayer, makeTournament, makeUser, unique } from '../../db/fixtures';
import { setupTestDatabase } from '../../db/helpers';
import { makeOrganiser, matchesOf, playGames, settings, startedTournament } from '../helpers';
import { createTournament } from '@/lib/services/tournaments/create-tournament';

const test_ = setupTestDatabase();
const english = createTranslator({
  locale: 'en',
  messages: await loadMessages('en'),
  namespace: 'staffPages.auditLines',
});

const entrant = (displayName: string, club: string | null = null) => ({
  playerId: null,
  displayName,
  club,
  country: null,
  rating: null,
  checkedIn: false,
});

describe('a name on record asks whether it is the same person', () => {
  test('by hand: the same name in other case, accents or spacing is put to the organiser; confirmed, a namesake is added', async () => {
    const { db } = test_;
    const { actor } = await makeOrganiser(db);
    const first = unique('Núñez');
    const onRecord = await createPlayer(db, actor, { displayName: `José ${first}`, club: 'Bolans' });
    const again = `  jose\u0301   ${first.toUpperCase().normalize('NFD')} `;
    await expect(createPlayer(db, actor, { displayName: again })).rejects.toMatchObject({
      code: 'same-name-on-record',
      field: 'displayName',
      details: { namesakes: [expect.objectContaining({ id: onRecord.id, club: 'Bolans' })] },
    });
    expect(await db.$count(players, eq(players.nameKey, onRecord.nameKey))).toBe(1);
    const namesake = await createPlayer(db, actor, { displayName: again, sameNameConfirmed: true });
    expect(namesake.displayName).toBe(`josé ${first.toUpperCase()}`);
    expect(namesake.nameKey).toBe(onRecord.nameKey);
  });

  test('on an entry: a new player of a name on record is asked about; the player on record is entered as is', async () => {
    const { db } = test_;
    const { actor } = await makeOrganiser(db);
    const tournament = await createTournament(db, actor, settings());
    const onRecord = await makePlayer(db, { displayName: unique('Kwame Boateng') });
    await expect(addEntry(db, actor, tournament.id, entrant(onRecord.displayName.toLowerCase()))).rejects.toMatchObject(
      { code: 'same-name-on-record' },
    );
    expect(await db.$count(entries, eq(entries.tournamentId, tournament.id))).toBe(0);
    const entry = await addEntry(db, actor, tournament.id, {
      ...entrant(''),
      displayName: null,
      playerId: onRecord.id,
    });
    expect(entry.playerId).toBe(onRecord.id);
  });

  test('through the API: a refusal that names the namesakes (409), and the name stored composed', async () => {
    const { db } = test_;
    const token = await makeApiToken(db, await makeUser(db, { role: 'organiser' }));
    const name = unique('Dua\u0300rte');
    const made = await callApi(db, createPlayerRoute, { token, body: { displayName: name } });
    expect(made.status).toBe(201);
    expect(made.body.displayName).toBe(name.normalize('NFC'));
    const again = await callApi(db, createPlayerRoute, {
      token,
      body: { displayName: name.normalize('NFC').toLowerCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'same-name-on-record', field: 'displayName' });
    expect(again.body.error.message).toContain(`#${made.body.id}`);
    const spoof = await callApi(db, createPlayerRoute, { token, body: { displayName: '\u202Eexe.gnp' } });
    expect(spoof.status).toBe(400);
    expect(spoof.body.error.message).toContain('U+202E');
  });

  test('an imported list: the namesake of the line’s club is proposed, two namesakes wait for a choice, a choice can say “new player”', async () => {
    const { db } = test_;
    const { actor } = await makeOrganiser(db);
    const tournament = await createTournament(db, actor, settings());
    const name = unique('Trevor Simon');
    const [ofBolans, ofParham] = [
      await makePlayer(db, { displayName: name, club: 'Bolans' }),
      await makePlayer(db, { displayName: name, club: 'Parham' }),
    ];
    const only = await makePlayer(db, { displayName: unique('Desiree Walter') });
    const csv = `name,club\n${name},BOLANS\n${name},\n${only.displayName.toUpperCase()},\n`;
    const preview = await previewPlayerImport(db, actor, tournament.id, { csv });
    expect(preview.rows.map((row) => [row.player?.id ?? null, row.decided, row.namesakes.length])).toEqual([
      [ofBolans.id, true, 2],
      [null, false, 2],
      [only.id, true, 1],
    ]);
    expect(preview.rows[1].problems).toEqual([
      { code: 'namesakes-undecided', count: 2, name, message: preview.rows[1].errors[0] },
    ]);
    await expect(importPlayers(db, actor, tournament.id, { csv })).rejects.toMatchObject({ code: 'import-has-errors' });
    expect(await db.$count(entries, eq(entries.tournamentId, tournament.id))).toBe(0);
    const chosen = await previewPlayerImport(db, actor, tournament.id, {
      csv,
      choices: [{ line: 3, playerId: ofBolans.id }],
    });
    expect(chosen.rows[1].errors).toEqual([`Line 2 is ${name} (#${ofBolans.id}) too.`]);
    expect(chosen.rows[1].problems).toMatchObject([{ code: 'same-player', line: 2, playerId: ofBolans.id, name }]);
    const { added } = await importPlayers(db, actor, tournament.id, {
      csv,
      choices: [
        { line: 3, playerId: ofParham.id },
        { line: 4, playerId: null },
      ],
    });
    expect(
      added
        .map((entry) => entry.playerId)
        .slice(0, 2)
        .sort(),
    ).toEqual([ofBolans.id, ofParham.id].sort());
    const fresh = added.find((entry) => ![ofBolans.id, ofParham.id].includes(entry.playerId))!;
    expect(fresh.playerId).not.toBe(only.id);
    expect(fresh.player.displayName).toBe(only.displayName.toUpperCase());
  });
});

describe('merging two records of one person', () => {
  test('the kept record takes entries (and games), requests, codes and the account; the other goes; every tournament’s log says so', async () => {
    const { db } = test_;
    const { user, actor } = await makeOrganiser(db);
    const {
      tournament,
      entries: [first],
    } = await startedTournament(db, actor, 4);
    const [match] = await matchesOf(db, tournament.id);
    await playGames(db, match.id, [1, 2]);
    const duplicate = await db
      .select()
      .from(players)
      .where(eq(players.id, first.playerId))
      .then(([row]) => row);
    const keep = await createPlayer(db, actor, {
      displayName: `${duplicate.displayName} `,
      club: 'Bolans',
      sameNameConfirmed: true,
    });
    const other = await createTournament(db, actor, settings());
    await addEntry(db, actor, other.id, { ...entrant(''), displayName: null, playerId: keep.id });
    const account = await makeUser(db);
    await redeemClaimCode(
      db,
      actorOf(account) as SignedInActor,
      { code: (await createClaimCode(db, actor, { playerId: duplicate.id })).code },
      null,
    );
    await createClaimCode(db, actor, { playerId: keep.id });
    const gamesBefore = await db.select().from(games).where(eq(games.matchId, match.id));

    const { kept } = await mergePlayers(db, actor, { keepId: keep.id, mergeId: duplicate.id, reason: 'Entered twice' });

    expect(kept).toMatchObject({ id: keep.id, userId: account.id, club: 'Bolans' });
    expect(await db.$count(players, eq(players.id, duplicate.id))).toBe(0);
    expect(await db.$count(entries, eq(entries.playerId, keep.id))).toBe(2);
    expect((await db.select().from(entries).where(eq(entries.id, first.id)))[0].playerId).toBe(keep.id);
    expect(await db.select().from(games).where(eq(games.matchId, match.id))).toEqual(gamesBefore);
    expect(await db.$count(playerClaimCodes, eq(playerClaimCodes.playerId, keep.id))).toBe(2);
    for (const tournamentId of [tournament.id, other.id]) {
      const [line] = await describeAuditLines(
        db,
        await listAuditLog(db, tournamentId, { actions: ['players-merged'] }),
        english,
      );
      expect(line.sentence).toContain(
        `${user.name} merged two records of one player: ${duplicate.displayName} (#${duplicate.id}) into ${keep.displayName} (#${keep.id})`,
      );
      expect(line.reason).toBe('Entered twice');
    }
  });

  test('refused, with nothing changed: into itself, both claimed, both in one tournament, someone else’s record, an entry in another organiser’s tournament', async () => {
    const { db } = test_;
    const { actor } = await makeOrganiser(db);
    const { actor: rival, user: rivalUser } = await makeOrganiser(db);
    const mine = () => createPlayer(db, actor, { displayName: unique('Ruel Nicholas') });
    const [a, b] = [await mine(), await mine()];
    const before = await db.select().from(players).orderBy(players.id);
    expect(await outcomeCode(mergePlayers(db, actor, { keepId: a.id, mergeId: a.id }))).toBe('same-player');
    const [linkedA, linkedB] = [await mine(), await mine()];
    await db
      .update(players)
      .set({ userId: (await makeUser(db)).id })
      .where(eq(players.id, linkedA.id));
    await db
      .update(players)
      .set({ userId: (await makeUser(db)).id })
      .where(eq(players.id, linkedB.id));
    expect(await outcomeCode(mergePlayers(db, actor, { keepId: linkedA.id, mergeId: linkedB.id }))).toBe(
      'both-players-linked',
    );
    const tournament = await createTournament(db, actor, settings());
    for (const player of [a, b])
      await addEntry(db, actor, tournament.id, { ...entrant(''), displayName: null, playerId: player.id });
    expect(await outcomeCode(mergePlayers(db, actor, { keepId: a.id, mergeId: b.id }))).toBe('both-entered');
    const theirs = await createPlayer(db, rival, { displayName: unique('Ruel Nicholas') });
    expect(await outcomeCode(mergePlayers(db, actor, { keepId: a.id, mergeId: theirs.id }))).toBe(
      'not-players-organiser',
    );
    const c = await mine();
    const rivalsEvent = await makeTournament(db, { organiserId: rivalUser.id });
    await db.insert(entries).values({ tournamentId: rivalsEvent.id, playerId: c.id });
    const refusal = mergePlayers(db, actor, { keepId: c.id, mergeId: (await mine()).id });
    await expect(refusal).rejects.toMatchObject({
      code: 'not-players-organiser',
      message: expect.stringContaining('ask a site admin'),
    });
    const admin = actorOf(await makeUser(db, { role: 'admin' }));
    const [d] = [await mine()];
    expect(await outcomeCode(mergePlayers(db, admin, { keepId: c.id, mergeId: d.id }))).toBe('ok');
    const unchanged = (await db.select().from(players).orderBy(players.id)).filter((row) =>
      before.some((old) => old.id === row.id),
    );
    expect(unchanged).toEqual(before);
  });

  test('two merges of one pair at once, in opposite directions: one happens, the other is refused, nothing is lost', async () => {
    const { db } = test_;
    const { actor } = await makeOrganiser(db);
    const name = unique('Hyacinth Weston');
    const [a, b] = [
      await createPlayer(db, actor, { displayName: name }),
      await createPlayer(db, actor, { displayName: name, sameNameConfirmed: true }),
    ];
    const tournament = await createTournament(db, actor, settings());
    await addEntry(db, actor, tournament.id, { ...entrant(''), displayName: null, playerId: b.id });
    const results = await Promise.all([
      outcomeCode(mergePlayers(db, actor, { keepId: a.id, mergeId: b.id })),
      outcomeCode(mergePlayers(db, actor, { keepId: b.id, mergeId: a.id })),
    ]);
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
    expect(results.find((result) => result !== 'ok')).toBe('player-not-found');
    const left = await db.select().from(players).where(eq(players.nameKey, a.nameKey));
    expect(left).toHaveLength(1);
    expect(await db.$count(entries, eq(entries.playerId, left[0].id))).toBe(1);
  });

  test('the organiser’s list holds the records they added and those entered in their events, with true counts', async () => {
    const { db } = test_;
    const { user, actor } = await makeOrganiser(db);
    const { user: coUser } = await makeOrganiser(db);
    // Entries first, so entry ids and player ids differ: a count that compared them would show.
    const stranger = await makeTournament(db);
    for (let index = 0; index < 3; index++)
      await db.insert(entries).values({ tournamentId: stranger.id, playerId: (await makePlayer(db)).id });
    const added = await createPlayer(db, actor, { displayName: unique('Added') });
    const tournament = await createTournament(db, actor, settings());
    await db.insert(tournamentStaff).values({ tournamentId: tournament.id, userId: coUser.id, role: 'co-organiser' });
    const entered = await makePlayer(db);
    await addEntry(db, actor, tournament.id, { ...entrant(''), displayName: null, playerId: entered.id });
    await db.insert(entries).values({ tournamentId: stranger.id, playerId: entered.id });
    const list = await listPlayersOfOrganiser(db, user);
    expect(list.map((row) => [row.id, row.tournaments, row.inOthersTournament]).sort()).toEqual(
      [
        [added.id, 0, false],
        [entered.id, 2, true],
      ].sort(),
    );
    expect((await listPlayersOfOrganiser(db, coUser)).map((row) => row.id)).toEqual([entered.id]);
  });

  test('through the API: 200 with the kept record; a record merged already is 404', async () => {
    const { db } = test_;
    const organiser = await makeUser(db, { role: 'organiser' });
    const token = await makeApiToken(db, organiser);
    const [a, b] = [
      await makePlayer(db, { createdBy: organiser.id }),
      await makePlayer(db, { createdBy: organiser.id }),
    ];
    const merged = await callApi(db, mergeRoute, { token, body: { keepId: a.id, mergeId: b.id, reason: 'twice' } });
    expect([merged.status, merged.body.id]).toEqual([200, a.id]);
    const again = await callApi(db, mergeRoute, { token, body: { keepId: a.id, mergeId: b.id } });
    expect([again.status, again.body.error.code]).toEqual([404, 'player-not-found']);
  });
});
