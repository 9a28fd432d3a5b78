// The audit page's reads: pages of the log newest first, forward and back, filtered by match and
// by kind; the names its sentences need, entries and players, in one query.
import { describe, expect, test } from 'vitest';
import { auditedMatches, auditLogPage, auditNames } from '@/db/queries/audit-log';
import { auditLog } from '@/db/schema';
import { AUDIT_KINDS } from '@/lib/audit/audit-kinds';
import { setupTestDatabase } from '../helpers';
import { makeEntries, makeMatch, makePlayer, makeStage, makeTournament, makeUser } from '../fixtures';

const test_ = setupTestDatabase();

describe('auditLogPage', () => {
  test('pages newest first, back with `before` and forward with `after`, and filters by match and kind', async () => {
    const organiser = await makeUser(test_.db, { role: 'organiser', name: 'Desiree Walter' });
    const tournament = await makeTournament(test_.db, { organiserId: organiser.id });
    const stage = await makeStage(test_.db, tournament.id);
    const match = await makeMatch(test_.db, { stageId: stage.id, key: 'W1-3' });
    const rows = Array.from({ length: 7 }, (_, index) => ({
      actorId: organiser.id,
      tournamentId: tournament.id,
      entity: index % 2 === 0 ? 'match' : 'tournament',
      entityId: index % 2 === 0 ? String(match.id) : String(tournament.id),
      action: index % 2 === 0 ? 'walkover' : 'tournament-updated',
      after: { key: 'W1-3' },
    }));
    await test_.db.insert(auditLog).values(rows);

    const first = await auditLogPage(test_.db, tournament.id, {}, {}, 3);
    expect(first.lines).toHaveLength(3);
    expect(first.lines[0].actorName).toBe('Desiree Walter');
    expect([first.newer, first.older]).toEqual([false, true]);
    const ids = first.lines.map((line) => line.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const second = await auditLogPage(test_.db, tournament.id, {}, { before: ids[2] }, 3);
    const third = await auditLogPage(test_.db, tournament.id, {}, { before: second.lines[2].id }, 3);
    expect([second.newer, second.older, third.newer, third.older]).toEqual([true, true, true, false]);
    expect(third.lines).toHaveLength(1);
    const back = await auditLogPage(test_.db, tournament.id, {}, { after: third.lines[0].id }, 3);
    expect(back.lines.map((line) => line.id)).toEqual(second.lines.map((line) => line.id));
    expect([back.newer, back.older]).toEqual([true, true]);

    const ofMatch = await auditLogPage(
      test_.db,
      tournament.id,
      { entity: 'match', entityId: String(match.id) },
      {},
      10,
    );
    expect(ofMatch.lines.map((line) => line.action)).toEqual(['walkover', 'walkover', 'walkover', 'walkover']);
    const settings = await auditLogPage(test_.db, tournament.id, { actions: AUDIT_KINDS.settings.actions }, {}, 10);
    expect(settings.lines.map((line) => line.action)).toEqual([
      'tournament-updated',
      'tournament-updated',
      'tournament-updated',
    ]);
    expect(await auditedMatches(test_.db, tournament.id)).toEqual([{ id: match.id, key: 'W1-3' }]);
  });
});

describe('auditNames', () => {
  test('reads entries by their player’s name and players by theirs, and nothing for no ids', async () => {
    const organiser = await makeUser(test_.db, { role: 'organiser' });
    const tournament = await makeTournament(test_.db, { organiserId: organiser.id });
    const [entry] = await makeEntries(test_.db, tournament.id, 1);
    const player = await makePlayer(test_.db, { displayName: 'Kwame Boateng' });
    const names = await auditNames(test_.db, { entries: [entry.id, 999_999], players: [player.id] });
    expect(names.entries.get(entry.id)).toEqual(expect.any(String));
    expect(names.entries.has(999_999)).toBe(false);
    expect(names.players.get(player.id)).toBe('Kwame Boateng');
    expect(await auditNames(test_.db, { entries: [], players: [] })).toEqual({
      entries: new Map(),
      players: new Map(),
    });
  });
});
