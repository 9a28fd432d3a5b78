// Every change to a tournament's entries reaches its live pages (the entrants list of an open
// event): adding, importing, approving a request, removing and withdrawing each publish an event
// for the tournament, heard by a LISTENing hub as an app instance would hear it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SignedInActor } from '@/lib/auth/actor';
import { LiveHub } from '@/lib/live/hub';
import { listenForLiveEvents, type LiveListener } from '@/lib/live/listener';
import type { LiveEvent } from '@/lib/live/publish';
import { addEntry } from '@/lib/services/entries/add-entry';
import { decideRegistration } from '@/lib/services/entries/decide-registration';
import { importPlayers } from '@/lib/services/entries/import-players';
import { removeEntry } from '@/lib/services/entries/remove-entry';
import { requestEntry } from '@/lib/services/entries/request-entry';
import { withdrawEntry } from '@/lib/services/entries/withdraw-entry';
import { actorOf } from '../auth/helpers';
import { makeTournament, makeUser, unique } from '../db/fixtures';
import { setupTestDatabase } from '../db/helpers';

const test_ = setupTestDatabase();

describe('entry changes publish live events', () => {
  let hub: LiveHub;
  let listener: LiveListener;
  beforeAll(async () => {
    hub = new LiveHub();
    listener = listenForLiveEvents(test_.database, hub, { minBackoffMs: 20, maxBackoffMs: 200 });
    await listener.ready;
  });
  afterAll(async () => {
    await listener?.close();
  });

  test('add, import, approve, remove and withdraw each tell the tournament’s pages', async () => {
    const organiser = await makeUser(test_.db, { role: 'organiser' });
    const actor = actorOf(organiser);
    const tournament = await makeTournament(test_.db, {
      organiserId: organiser.id,
      status: 'registration',
      selfRegistration: true,
    });
    const heard: LiveEvent[] = [];
    const stop = hub.subscribe({ tournamentId: tournament.id }, { event: (event) => heard.push(event) });
    /** Runs a change and waits (up to 5 s) for the event it publishes. */
    const publishes = async (what: string, change: () => Promise<unknown>) => {
      const before = heard.length;
      await change();
      const start = Date.now();
      while (heard.length === before && Date.now() - start < 5_000)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(heard.slice(before), what).toContainEqual({ tournamentId: tournament.id, kind: 'event' });
    };

    const entry = { club: null, country: null, rating: null, checkedIn: false };
    let added = 0;
    await publishes(
      'add-entry',
      async () =>
        (added = (
          await addEntry(test_.db, actor, tournament.id, { playerId: null, displayName: unique('Added'), ...entry })
        ).id),
    );
    await publishes('import-players', () =>
      importPlayers(test_.db, actor, tournament.id, { csv: `name,club\n${unique('Imported')},Saint John` }),
    );
    const asker = actorOf(await makeUser(test_.db)) as SignedInActor;
    const request = await requestEntry(test_.db, asker, { tournamentId: tournament.id, displayName: unique('Asked') });
    await publishes('decide-registration', () =>
      decideRegistration(test_.db, actor, { requestId: request.id, decision: 'approve' }),
    );
    await publishes('remove-entry', () => removeEntry(test_.db, actor, added));
    const [kept] = (
      await test_.db.query.entries.findMany({ where: (row, { eq }) => eq(row.tournamentId, tournament.id) })
    ).map((row) => row.id);
    await publishes('withdraw-entry', () => withdrawEntry(test_.db, actor, { entryId: kept, reason: 'Cannot come.' }));
    stop();
  });
});
