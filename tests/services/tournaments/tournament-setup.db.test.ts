// Setting a tournament up through the services: creating and editing it, entries, check-in,
// withdrawals, seeding (rating, a replayable random draw, by hand), a CSV list, and the start that
// locks it all — with who may do each.
import { describe, expect, test } from 'vitest';
import { listAuditLog } from '@/db/queries/audit-log';
import { findEntry, listEntries } from '@/db/queries/entries';
import { orderByDraw } from '@/core/seeding/seed-order';
import { addEntry } from '@/lib/services/entries/add-entry';
import { createTournament } from '@/lib/services/tournaments/create-tournament';
import { importPlayers, previewPlayerImport } from '@/lib/services/entries/import-players';
import { removeEntry } from '@/lib/services/entries/remove-entry';
import { seedEntries } from '@/lib/services/entries/seed-entries';
import { setCheckIn } from '@/lib/services/entries/set-check-in';
import { setRegistration } from '@/lib/services/tournaments/set-registration';
import { startTournament } from '@/lib/services/tournaments/start-tournament';
import { updateTournament } from '@/lib/services/tournaments/update-tournament';
import { withdrawEntry } from '@/lib/services/entries/withdraw-entry';
import { anonymous } from '@/lib/auth/actor';
import { actorOf } from '../../auth/helpers';
import { setupTestDatabase } from '../../db/helpers';
import { makePlayer, makeUser, unique } from '../../db/fixtures';
import { makeOrganiser, readyTournament, settings } from '../helpers';

const testDb = setupTestDatabase();

const newPlayer = (name: string, rating: number | null = null) => ({
  playerId: null,
  displayName: name,
  club: null,
  country: null,
  rating,
  checkedIn: false,
});

describe('creating and editing', () => {
  test('a tournament starts as a draft at an address made from its name, the same name getting -2', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const name = `Antiguan Open ${unique('x')}`;
    const first = await createTournament(
      db,
      actor,
      settings({ name, venue: "St John's", format: 'double-elimination', grandFinalReset: true }),
    );
    const second = await createTournament(db, actor, settings({ name }));
    expect(first).toMatchObject({
      status: 'draft',
      venue: "St John's",
      formatSettings: { format: 'double-elimination', grandFinalReset: true },
      winsNeeded: 3,
    });
    expect(first.slug).toMatch(/^antiguan-open-x-[0-9a-f]{8}$/);
    expect(second.slug).toBe(`${first.slug}-2`);
  });

  test('only organisers create; only its managers edit; once running the draw-defining settings are fixed', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const player = actorOf(await makeUser(db, { role: 'player' }));
    const stranger = (await makeOrganiser(db)).actor;
    await expect(createTournament(db, player, settings())).rejects.toMatchObject({ kind: 'forbidden' });
    await expect(createTournament(db, anonymous, settings())).rejects.toMatchObject({ kind: 'unauthenticated' });
    const { tournament } = await readyTournament(db, actor, 4);
    // A draft: to an organiser not on its staff it does not exist.
    await expect(updateTournament(db, stranger, tournament.id, settings({ name: 'Mine now' }))).rejects.toMatchObject({
      kind: 'not-found',
    });
    await startTournament(db, actor, tournament.id);
    const base = { name: tournament.name, winsNeeded: 3 };
    await expect(
      updateTournament(db, actor, tournament.id, settings({ ...base, format: 'swiss', rounds: 3 })),
    ).rejects.toMatchObject({ code: 'settings-locked', field: 'format' });
    const renamed = await updateTournament(
      db,
      actor,
      tournament.id,
      settings({ ...base, name: 'Renamed Open', venue: 'Falmouth' }),
    );
    expect(renamed).toMatchObject({ name: 'Renamed Open', venue: 'Falmouth', status: 'running' });
    const [logged] = await listAuditLog(db, tournament.id, { entity: 'tournament' });
    expect(logged).toMatchObject({
      action: 'tournament-updated',
      before: { name: tournament.name, venue: null },
      after: { name: 'Renamed Open', venue: 'Falmouth' },
    });
  });

  test('registration opens and closes before the start, not after', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await readyTournament(db, actor, 2);
    expect((await setRegistration(db, actor, { tournamentId: tournament.id, open: true })).status).toBe('registration');
    expect((await setRegistration(db, actor, { tournamentId: tournament.id, open: false })).status).toBe('draft');
    await startTournament(db, actor, tournament.id);
    await expect(setRegistration(db, actor, { tournamentId: tournament.id, open: true })).rejects.toMatchObject({
      code: 'tournament-started',
    });
  });
});

describe('entries', () => {
  test('an existing player or a new one; never twice; removed before the start only', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const tournament = await createTournament(db, actor, settings());
    const known = await makePlayer(db, { rating: 1700 });
    const entry = await addEntry(db, actor, tournament.id, { ...newPlayer(''), displayName: null, playerId: known.id });
    expect(entry.player).toMatchObject({ id: known.id, rating: 1700 });
    await expect(
      addEntry(db, actor, tournament.id, { ...newPlayer(''), displayName: null, playerId: known.id }),
    ).rejects.toMatchObject({ code: 'already-entered', field: 'playerId' });
    await expect(
      addEntry(db, actor, tournament.id, { ...newPlayer(''), displayName: null, playerId: 999_999 }),
    ).rejects.toMatchObject({ code: 'player-not-found' });
    const fresh = await addEntry(db, actor, tournament.id, {
      ...newPlayer('Vere Bird'),
      club: 'Parham',
      country: 'AG',
      checkedIn: true,
    });
    expect(fresh).toMatchObject({
      checkedIn: true,
      player: { displayName: 'Vere Bird', club: 'Parham', country: 'AG' },
    });
    await removeEntry(db, actor, fresh.id);
    expect(await findEntry(db, fresh.id)).toBeNull();
  });

  test('withdrawing before the start takes the seed away; the start leaves out whoever did not check in', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament, entries } = await readyTournament(db, actor, 6);
    await withdrawEntry(db, actor, { entryId: entries[1].id, reason: 'Cannot come' });
    expect(await findEntry(db, entries[1].id)).toMatchObject({ status: 'withdrawn', seed: null });
    await expect(setCheckIn(db, actor, { entryId: entries[1].id, checkedIn: true })).rejects.toMatchObject({
      code: 'entry-withdrawn',
    });
    await setCheckIn(db, actor, { entryId: entries[4].id, checkedIn: false });

    const start = await startTournament(db, actor, tournament.id);
    expect(start.playing.map((entry) => entry.id)).toEqual([
      entries[0].id,
      entries[2].id,
      entries[3].id,
      entries[5].id,
    ]);
    expect(start.absent.map((entry) => entry.id)).toEqual([entries[4].id]);
    const stored = new Map((await listEntries(db, tournament.id)).map((entry) => [entry.id, entry]));
    expect([0, 2, 3, 5].map((index) => stored.get(entries[index].id)!.seed)).toEqual([1, 2, 3, 4]);
    expect(stored.get(entries[4].id)).toMatchObject({ status: 'withdrawn', seed: null });
    // Registration is locked.
    await expect(addEntry(db, actor, tournament.id, newPlayer('Late'))).rejects.toMatchObject({
      code: 'tournament-started',
    });
    await expect(setCheckIn(db, actor, { entryId: entries[0].id, checkedIn: false })).rejects.toMatchObject({
      code: 'tournament-started',
    });
    await expect(removeEntry(db, actor, entries[0].id)).rejects.toMatchObject({ code: 'tournament-started' });
    await expect(seedEntries(db, actor, tournament.id, { method: 'rating', randomSeed: null })).rejects.toMatchObject({
      code: 'tournament-started',
    });
  });

  test('a Swiss takes a late entry into its next round', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await readyTournament(db, actor, 4, { format: 'swiss', rounds: 3 });
    await startTournament(db, actor, tournament.id);
    const late = await addEntry(db, actor, tournament.id, newPlayer('Late Comer'));
    expect(late).toMatchObject({ seed: 5, checkedIn: true, status: 'active' });
  });

  test('the start refuses an unseeded entry and too small a field', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament } = await readyTournament(db, actor, 3);
    const late = await addEntry(db, actor, tournament.id, { ...newPlayer('Unseeded'), checkedIn: true });
    await expect(startTournament(db, actor, tournament.id)).rejects.toMatchObject({
      code: 'not-seeded',
      details: { entries: [late.id] },
    });
    const lonely = await createTournament(db, actor, settings());
    await addEntry(db, actor, lonely.id, { ...newPlayer('Alone'), checkedIn: true });
    await expect(startTournament(db, actor, lonely.id)).rejects.toMatchObject({ code: 'too-few-entries' });
    const tooManyRounds = await readyTournament(db, actor, 4, { format: 'swiss', rounds: 5 });
    await expect(startTournament(db, actor, tooManyRounds.tournament.id)).rejects.toMatchObject({
      code: 'bad-settings',
      field: 'format',
    });
  });
});

describe('seeding', () => {
  test('by rating: highest first, unrated last, ties in registration order', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const tournament = await createTournament(db, actor, settings());
    const [a, b, c, d] = [
      await addEntry(db, actor, tournament.id, newPlayer('A', 1500)),
      await addEntry(db, actor, tournament.id, newPlayer('B')),
      await addEntry(db, actor, tournament.id, newPlayer('C', 1800)),
      await addEntry(db, actor, tournament.id, newPlayer('D', 1500)),
    ];
    const seeding = await seedEntries(db, actor, tournament.id, { method: 'rating', randomSeed: null });
    expect(seeding.entries.map((entry) => entry.id)).toEqual([c.id, a.id, d.id, b.id]);
    expect(seeding.randomSeed).toBeNull();
  });

  test('a random draw records its seed, and anyone can replay it from the seed and the entry ids', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament, entries } = await readyTournament(db, actor, 8);
    const drawn = await seedEntries(db, actor, tournament.id, { method: 'random', randomSeed: null });
    expect(drawn.randomSeed).toMatch(/^[0-9a-f]{16}$/);
    const ids = entries.map((entry) => entry.id);
    expect(drawn.entries.map((entry) => entry.id)).toEqual(orderByDraw(ids, drawn.randomSeed!));
    const again = await seedEntries(db, actor, tournament.id, {
      method: 'random',
      randomSeed: 'lottery 2026-10-18: 4 17 23',
    });
    const repeated = await seedEntries(db, actor, tournament.id, {
      method: 'random',
      randomSeed: 'lottery 2026-10-18: 4 17 23',
    });
    expect(repeated.entries.map((entry) => entry.id)).toEqual(again.entries.map((entry) => entry.id));
    const [logged] = await listAuditLog(db, tournament.id, { entity: 'tournament' });
    expect(logged).toMatchObject({
      action: 'seeded',
      after: {
        method: 'random',
        randomSeed: 'lottery 2026-10-18: 4 17 23',
        order: again.entries.map((entry) => entry.id),
      },
    });
  });

  test('by hand: every entry once, and nobody else', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const { tournament, entries } = await readyTournament(db, actor, 3);
    const [a, b, c] = entries.map((entry) => entry.id);
    expect(
      (
        await seedEntries(db, actor, tournament.id, { method: 'manual', randomSeed: null, order: [c, a, b] })
      ).entries.map((entry) => entry.seed),
    ).toEqual([1, 2, 3]);
    expect((await listEntries(db, tournament.id)).map((entry) => entry.id)).toEqual([c, a, b]);
    await expect(
      seedEntries(db, actor, tournament.id, { method: 'manual', randomSeed: null, order: [c, a] }),
    ).rejects.toMatchObject({ code: 'bad-order', field: 'order' });
    await expect(
      seedEntries(db, actor, tournament.id, { method: 'manual', randomSeed: null, order: [c, a, a] }),
    ).rejects.toMatchObject({ code: 'bad-order' });
  });
});

describe('a CSV list', () => {
  test('the preview matches players on record and shows every problem on its line; with problems nobody is entered', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const tournament = await createTournament(db, actor, settings());
    const known = await makePlayer(db, { displayName: unique('Known'), club: 'Bolans', rating: 1650 });
    const entered = await makePlayer(db, { displayName: unique('Entered') });
    await addEntry(db, actor, tournament.id, { ...newPlayer(''), displayName: null, playerId: entered.id });
    const csv = [
      'Name;Club;Country;Rating;Notes',
      `${known.displayName.toUpperCase()};bolans;AG;;`,
      `"Smith; Jr";Parham;ag;1500;first time`,
      `${entered.displayName};;;;`,
      `Bad Rating;;;12.5;`,
      `;;;;`,
      `Bad Country;;Antigua;;`,
      `"Smith; Jr";Parham;;;`,
    ].join('\r\n');
    const preview = await previewPlayerImport(db, actor, tournament.id, { csv });
    expect(preview.ignoredColumns).toEqual(['Notes']);
    expect(preview.rows.map((row) => [row.line, row.errors.length])).toEqual([
      [2, 0],
      [3, 0],
      [4, 1],
      [5, 1],
      [7, 1],
      [8, 1],
    ]);
    expect(preview.rows[0].player).toMatchObject({ id: known.id, rating: 1650 });
    expect(preview.rows[1]).toMatchObject({
      name: 'Smith; Jr',
      club: 'Parham',
      country: 'AG',
      rating: 1500,
      player: null,
    });
    expect(preview.rows[2].errors[0]).toContain('already entered');
    expect(preview.rows[2].problems[0]).toMatchObject({
      code: 'already-entered',
      playerId: preview.rows[2].player?.id,
    });
    expect(preview.rows[3].errors[0]).toContain('"12.5" is not a rating');
    expect(preview.rows[4].errors[0]).toContain('not a two-letter country code');
    expect(preview.rows[5].errors[0]).toBe('The same player as on line 3.');
    expect(preview.errorCount).toBe(4);
    await expect(importPlayers(db, actor, tournament.id, { csv })).rejects.toMatchObject({
      code: 'import-has-errors',
      field: 'csv',
    });
    expect(await listEntries(db, tournament.id)).toHaveLength(1);
  });

  test('a clean list enters everybody at once, reusing players on record', async () => {
    const { db } = testDb;
    const { actor } = await makeOrganiser(db);
    const tournament = await createTournament(db, actor, settings());
    const known = await makePlayer(db, { displayName: unique('Known') });
    const fresh = unique('Fresh');
    const { added } = await importPlayers(db, actor, tournament.id, {
      csv: `name,rating\n${known.displayName},\n"${fresh}",1400\n`,
    });
    expect(added.map((entry) => entry.player.displayName).sort()).toEqual([fresh, known.displayName].sort());
    expect(added.find((entry) => entry.player.displayName === known.displayName)!.playerId).toBe(known.id);
    await expect(previewPlayerImport(db, actor, tournament.id, { csv: 'club\nParham\n' })).rejects.toMatchObject({
      code: 'bad-csv',
      field: 'csv',
    });
    await expect(previewPlayerImport(db, actor, tournament.id, { csv: 'name\n"unclosed\n' })).rejects.toMatchObject({
      code: 'bad-csv',
    });
  });
});
