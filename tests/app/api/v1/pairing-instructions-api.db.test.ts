// A Swiss's pairing instructions through the JSON API alone: the rules set before the start, a
// forbidden pair, a player's own bye and an organiser's, each refusal with its code and field.
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { DELETE as withdrawByeRoute } from '@/app/api/v1/tournaments/[slug]/byes/[byeId]/route';
import { POST as requestByeRoute } from '@/app/api/v1/tournaments/[slug]/byes/route';
import { DELETE as removePairRoute } from '@/app/api/v1/tournaments/[slug]/forbidden-pairs/[pairId]/route';
import { POST as addPairRoute } from '@/app/api/v1/tournaments/[slug]/forbidden-pairs/route';
import {
  GET as instructionsRoute,
  PUT as pairingRulesRoute,
} from '@/app/api/v1/tournaments/[slug]/pairing-rules/route';
import { POST as startRoute } from '@/app/api/v1/tournaments/[slug]/start/route';
import { players } from '@/db/schema';
import { setRegistration } from '@/lib/services/tournaments/set-registration';
import { makeApiToken } from '@/tests/auth/helpers';
import { makeUser } from '@/tests/db/fixtures';
import { setupTestDatabase } from '@/tests/db/helpers';
import { makeOrganiser, readyTournament } from '@/tests/services/helpers';
import { callApi } from './api-client';

const testDb = setupTestDatabase();

describe('the pairing instructions API', () => {
  test('rules, forbidden pairs and byes are set, listed and refused as the services say', async () => {
    const { db } = testDb;
    const { user, actor } = await makeOrganiser(db);
    const token = await makeApiToken(db, user);
    const { tournament, entries } = await readyTournament(db, actor, 6, { format: 'swiss', rounds: 3, winsNeeded: 1 });
    await setRegistration(db, actor, { tournamentId: tournament.id, open: true });
    const slug = tournament.slug;
    const [a, b, c] = entries.map((entry) => entry.id);

    const rules = await callApi(db, pairingRulesRoute, {
      token,
      params: { slug },
      body: { acceleration: 'baku', requestedByePoints: 0 },
    });
    expect(rules.status).toBe(200);
    expect(rules.body).toMatchObject({ acceleration: 'baku', requestedByePoints: 0, rounds: 3, pairedRounds: 0 });
    const badPoints = await callApi(db, pairingRulesRoute, {
      token,
      params: { slug },
      body: { acceleration: 'none', requestedByePoints: 0.25 },
    });
    expect(badPoints.status).toBe(400);
    expect(badPoints.body.error).toMatchObject({ code: 'invalid-body', field: 'requestedByePoints' });

    const pair = await callApi(db, addPairRoute, {
      token,
      params: { slug },
      body: { entry1Id: a, entry2Id: b, reason: 'Brothers' },
    });
    expect(pair.status).toBe(201);
    expect(pair.body).toMatchObject({ entry1Id: a, entry2Id: b, reason: 'Brothers' });
    expect(pair.body.player1).toBe(entries[0].player.displayName);
    const again = await callApi(db, addPairRoute, { token, params: { slug }, body: { entry1Id: b, entry2Id: a } });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'forbidden-pair-exists', field: 'entry2Id' });

    // A player asks for himself, at the tournament's points; not for someone else.
    const playing = await makeUser(db, {});
    await db.update(players).set({ userId: playing.id }).where(eq(players.id, entries[2].player.id));
    const playerToken = await makeApiToken(db, playing);
    const own = await callApi(db, requestByeRoute, {
      token: playerToken,
      params: { slug },
      body: { entryId: c, round: 2 },
    });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ entryId: c, round: 2, points: 0, player: entries[2].player.displayName });
    const other = await callApi(db, requestByeRoute, {
      token: playerToken,
      params: { slug },
      body: { entryId: a, round: 2 },
    });
    expect(other.status).toBe(403);
    expect(other.body.error.code).toBe('not-own-entry');
    const beyond = await callApi(db, requestByeRoute, { token, params: { slug }, body: { entryId: a, round: 4 } });
    expect(beyond.status).toBe(400);
    expect(beyond.body.error).toMatchObject({ code: 'bye-round-beyond-last', field: 'round' });
    const organisers = await callApi(db, requestByeRoute, {
      token,
      params: { slug },
      body: { entryId: a, round: 3, points: 1 },
    });
    expect(organisers.body).toMatchObject({ round: 3, points: 1 });

    const listed = await callApi(db, instructionsRoute, { token, params: { slug } });
    expect(listed.body.forbiddenPairs).toHaveLength(1);
    expect(listed.body.requestedByes.map((bye: { round: number }) => bye.round)).toEqual([2, 3]);
    const notStaff = await callApi(db, instructionsRoute, { token: playerToken, params: { slug } });
    expect(notStaff.status).toBe(403);

    expect(
      (await callApi(db, withdrawByeRoute, { token: playerToken, params: { slug, byeId: own.body.id } })).status,
    ).toBe(204);
    expect((await callApi(db, removePairRoute, { token, params: { slug, pairId: pair.body.id } })).status).toBe(204);
    const gone = await callApi(db, removePairRoute, { token, params: { slug, pairId: pair.body.id } });
    expect(gone.body.error.code).toBe('forbidden-pair-not-found');

    expect((await callApi(db, startRoute, { token, params: { slug } })).status).toBe(200);
    const late = await callApi(db, pairingRulesRoute, {
      token,
      params: { slug },
      body: { acceleration: 'none', requestedByePoints: 0.5 },
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('tournament-started');
    const paired = await callApi(db, requestByeRoute, { token, params: { slug }, body: { entryId: b, round: 1 } });
    expect(paired.body.error).toMatchObject({ code: 'bye-round-paired', field: 'round' });
  });
});
