// A draft tournament is only its staff's business. To anyone else (a signed-in player, a player
// entered in it, an organiser of other tournaments) every address of it answers exactly as a slug
// that does not exist: the same status and the same body, for reads and for every change, through
// the JSON API, the organisers' server actions and their pages; and nothing about it changes.
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { GET as getTournamentRoute, PATCH as updateTournamentRoute } from '@/app/api/v1/tournaments/[slug]/route';
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
import {
  closeTournamentAction,
  setRegistrationAction,
  startTournamentAction,
  updateTournamentAction,
} from '@/app/t/[slug]/manage/actions';
import { addStaffAction } from '@/app/t/[slug]/staff/actions';
import { loadManagedTournament } from '@/app/_components/managed-tournament';
import type { ApiRouteHandler } from '@/lib/api/handler';
import type { ApiOperation } from '@/lib/api/operation';
import { entries, players, tournaments, tournamentStaff, type User } from '@/db/schema';
import { actorOf, makeApiToken } from '@/tests/auth/helpers';
import { snapshot } from '@/tests/auth/matrix';
import type { World } from '@/tests/auth/matrix-world';
import { makeEntries, makeTournament, makeUser, unique } from '@/tests/db/fixtures';
import { setupTestDatabase } from '@/tests/db/helpers';
import { callApi } from './api-client';

const test_ = setupTestDatabase();

const MISSING_SLUG = 'no-such-open';
const MISSING_ID = 2_000_000_000;

interface Draft {
  slug: string;
  id: number;
  entryId: number;
  callers: Record<'outsider' | 'entered player' | 'other organiser', User>;
}

let made: Draft | undefined;

/** A draft with two entries, one of them the `entered player`'s own record, and the three callers. */
async function draft(): Promise<Draft> {
  if (made) return made;
  const { db } = test_;
  const tournament = await makeTournament(db, { status: 'draft', name: 'Secret Invitational', venue: 'The Back Room' });
  const [entry] = await makeEntries(db, tournament.id, 2);
  const enteredPlayer = await makeUser(db, { role: 'player' });
  await db.update(players).set({ userId: enteredPlayer.id }).where(eq(players.id, entry.playerId));
  const callers = {
    outsider: await makeUser(db, { role: 'player' }),
    'entered player': enteredPlayer,
    'other organiser': await makeUser(db, { role: 'organiser' }),
  };
  made = { slug: tournament.slug, id: tournament.id, entryId: entry.id, callers };
  return made;
}

const routes: [string, ApiRouteHandler<ApiOperation>, unknown?][] = [
  ['GET tournament', getTournamentRoute],
  ['GET entries', listEntriesRoute],
  ['GET audit log', auditRoute],
  ['PATCH tournament', updateTournamentRoute, { venue: 'Elsewhere', endsOn: '1999-01-01' }],
  ['POST entry', addEntryRoute, { displayName: 'Gate Crasher' }],
  ['DELETE entry', removeEntryRoute],
  ['PUT check-in', checkInRoute, { checkedIn: true }],
  ['POST withdrawal', withdrawRoute, { reason: 'Cannot come.' }],
  ['POST import preview', importPreviewRoute, { csv: 'name\nGate Crasher\n' }],
  ['POST import', importRoute, { csv: 'name\nGate Crasher\n' }],
  ['POST seeding', seedingRoute, { method: 'random' }],
  ['POST start', startRoute],
  ['POST rounds', roundsRoute],
  ['POST close', closeRoute],
];

/** The answer with the slug asked for written as `<slug>`, so a draft's and a missing slug's compare. */
function comparable(answer: { status: number; body: unknown }, slug: string) {
  return { status: answer.status, body: JSON.parse(JSON.stringify(answer.body).replaceAll(slug, '<slug>')) };
}

const world = (): World => ({ db: test_.db }) as World;

describe.each(['outsider', 'entered player', 'other organiser'] as const)('to %s', (who) => {
  test.each(routes)('%s answers as a missing slug does', async (_, handler, body) => {
    const { slug, entryId, callers } = await draft();
    const token = await makeApiToken(test_.db, callers[who]);
    const before = await snapshot(world(), [tournaments, entries, tournamentStaff]);
    const ask = (asked: string) => callApi(test_.db, handler, { token, params: { slug: asked, entryId }, body });
    const missing = comparable(await ask(MISSING_SLUG), MISSING_SLUG);
    expect(missing.status).toBe(404);
    expect(comparable(await ask(slug), slug)).toEqual(missing);
    expect(await snapshot(world(), [tournaments, entries, tournamentStaff])).toEqual(before);
  });

  test('the organisers’ server actions by id answer as for a missing id', async () => {
    const { id, callers } = await draft();
    const context = { actor: actorOf(callers[who]), db: test_.db };
    const before = await snapshot(world(), [tournaments, entries, tournamentStaff]);
    const actions = [
      (tournamentId: number) =>
        updateTournamentAction.run(
          { tournamentId, name: 'Renamed', format: 'single-elimination', winsNeeded: 2 },
          context,
        ),
      (tournamentId: number) => setRegistrationAction.run({ tournamentId, open: true }, context),
      (tournamentId: number) => startTournamentAction.run({ tournamentId }, context),
      (tournamentId: number) => closeTournamentAction.run({ tournamentId }, context),
      (tournamentId: number) =>
        addStaffAction.run({ tournamentId, email: callers.outsider.email, role: 'arbiter' }, context),
    ];
    for (const action of actions) {
      const missing = await action(MISSING_ID);
      expect(missing.ok).toBe(false);
      const answer = await action(id);
      const pick = (result: typeof answer) =>
        result.ok ? result : { kind: result.error.kind, code: result.error.code, message: result.error.message };
      expect(pick(answer)).toEqual(pick(missing));
    }
    expect(await snapshot(world(), [tournaments, entries, tournamentStaff])).toEqual(before);
  });

  test('the organisers’ pages are not found, as for a missing slug', async () => {
    const { slug, callers } = await draft();
    const load = (asked: string) =>
      loadManagedTournament(test_.db, actorOf(callers[who]), asked, `/t/${asked}/manage`).then(
        () => 'found',
        (error: Error & { digest?: string }) => error.digest ?? error.message,
      );
    const missing = await load(MISSING_SLUG);
    expect(missing).toMatch(/404/);
    expect(await load(slug)).toBe(missing);
  });
});

test('its organiser still manages it, and its arbiter sees it', async () => {
  const { db } = test_;
  const organiser = await makeUser(db, { role: 'organiser' });
  const arbiter = await makeUser(db, { role: 'player' });
  const tournament = await makeTournament(db, {
    status: 'draft',
    organiserId: organiser.id,
    name: unique('Own Draft'),
  });
  await db.insert(tournamentStaff).values({ tournamentId: tournament.id, userId: arbiter.id, role: 'arbiter' });
  const listed = await callApi(db, listEntriesRoute, {
    token: await makeApiToken(db, organiser),
    params: { slug: tournament.slug },
  });
  expect(listed.status).toBe(200);
  const patched = await callApi(db, updateTournamentRoute, {
    token: await makeApiToken(db, organiser),
    params: { slug: tournament.slug },
    body: { venue: 'Main Hall' },
  });
  expect(patched.status).toBe(200);
  const refused = await callApi(db, updateTournamentRoute, {
    token: await makeApiToken(db, arbiter),
    params: { slug: tournament.slug },
    body: { venue: 'Elsewhere' },
  });
  expect(refused.status).toBe(403);
  expect(refused.body.error.code).toBe('not-tournament-manager');
});
