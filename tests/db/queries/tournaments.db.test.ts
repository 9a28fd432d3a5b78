// The home page's list of public tournaments: its player count is of entries, not of those still in.
import { eq, inArray } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { listPublicTournaments } from '@/db/queries/tournaments';
import { entries } from '@/db/schema';
import { setupTestDatabase } from '../helpers';
import { makeEntries, makeTournament } from '../fixtures';

const testDb = setupTestDatabase();

test('counts every entry of a tournament, whether still in, knocked out or withdrawn', async () => {
  const { db } = testDb;
  const running = await makeTournament(db, { status: 'running' });
  const [first, second, third] = await makeEntries(db, running.id, 16);
  await db
    .update(entries)
    .set({ status: 'eliminated' })
    .where(inArray(entries.id, [first.id, second.id]));
  await db.update(entries).set({ status: 'withdrawn', withdrawnAt: new Date() }).where(eq(entries.id, third.id));
  const finished = await makeTournament(db, { status: 'finished' });
  const swiss = await makeEntries(db, finished.id, 10);
  await db
    .update(entries)
    .set({ status: 'eliminated' })
    .where(
      inArray(
        entries.id,
        swiss.map((entry) => entry.id),
      ),
    );
  const empty = await makeTournament(db, { status: 'registration' });

  const counts = new Map((await listPublicTournaments(db)).map((summary) => [summary.id, summary.entryCount]));
  expect([counts.get(running.id), counts.get(finished.id), counts.get(empty.id)]).toEqual([16, 10, 0]);
});
