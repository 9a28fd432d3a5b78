// What staff see where their rights end (issue 16, points 6 and 7): an arbiter playing in a match
// finds no ruling tools there, on its report page or in the control room, and is told why; when
// the organiser is no longer one, the manage page tells them, and their co-organiser, who manages
// the tournament now.
import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { entries, players, tournamentStaff } from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { createTournament } from '@/lib/services/tournaments/create-tournament';
import { disputeGame } from '@/lib/services/reporting/dispute-game';
import { reportGame } from '@/lib/services/reporting/report-game';
import { applyRole } from '@/lib/services/accounts/set-user-role';
import { actorOf } from '../auth/helpers';
import { makeUser, unique } from '../db/fixtures';
import { matchByKey, settings, startedTournament } from '../services/helpers';
import { report, SOUTH_WINS } from '../services/reporting-helpers';
import { appDatabase, describeE2E, screenshot, setupBrowser } from './helpers';
import { signIn } from './sign-in';

const organiserEmail = 'organiser@demo.warri-open.test';
const password = 'a staff rights password';

describeE2E('staff rights on the pages', () => {
  const { openPage, expectNoPageErrors } = setupBrowser();
  // The event is set up from the test process, on the app's own database.
  const appDb = appDatabase();

  test('the arbiter playing in a match sees no ruling tools in it, and why', async ({ skip }) => {
    if (!appDb()) {
      console.warn(
        'staff-rights e2e: the app runs on the embedded database; this test sets its event up from the test process and is skipped (run with TEST_DATABASE_URL).',
      );
      skip();
    }
    const db = appDb()!.db;
    const organiser = (await db.query.users.findFirst({ where: (row, { eq }) => eq(row.email, organiserEmail) }))!;
    const { tournament } = await startedTournament(db, actorOf(organiser), 2, { winsNeeded: 2 });
    const match = await matchByKey(db, tournament.id, 'W1-1');
    const passwordHash = await hashPassword(password);
    const arbiter = await makeUser(db, { name: 'Playing Arbiter', passwordHash });
    const rival = await makeUser(db, { name: 'Rival' });
    await db.insert(tournamentStaff).values({ tournamentId: tournament.id, userId: arbiter.id, role: 'arbiter' });
    const seats = await db
      .select({ id: entries.id, playerId: entries.playerId })
      .from(entries)
      .where(eq(entries.tournamentId, tournament.id));
    const playerOf = (entryId: number) => seats.find((seat) => seat.id === entryId)!.playerId;
    await db
      .update(players)
      .set({ userId: arbiter.id })
      .where(eq(players.id, playerOf(match.entry1Id!)));
    await db
      .update(players)
      .set({ userId: rival.id })
      .where(eq(players.id, playerOf(match.entry2Id!)));
    // The reported attack: the rival reports, the playing arbiter disputes it (a player's right).
    await reportGame(db, actorOf(rival), match.id, report({ kind: 'record', moves: SOUTH_WINS }));
    await disputeGame(db, actorOf(arbiter), match.id, 1, { comment: 'I never lost that.' });

    const reportPath = `/t/${tournament.slug}/m/${match.id}/report`;
    const page = await openPage(`/sign-in?callbackUrl=${encodeURIComponent(reportPath)}`);
    await signIn(page, arbiter.email, password);
    await page.waitForURL(`**${reportPath}`);
    const note = page.locator('[data-own-match]');
    await note.waitFor();
    await expect(note.textContent()).resolves.toBe(
      'You play in this match, so another arbiter or the organiser rules on it: disputes, walkovers, voids and corrections are theirs to decide.',
    );
    await page.getByText('Disputed: “I never lost that.”').waitFor();
    await expect(page.getByRole('button', { name: 'Decide' }).count()).resolves.toBe(0);
    await expect(page.getByText('Void the game (it is replayed)').count()).resolves.toBe(0);
    await screenshot(page, 'own-match-report');

    await page.goto(`/t/${tournament.slug}/manage/control`);
    const card = page.getByTestId('control-match').filter({ hasText: 'W1-1' });
    await card.locator('[data-own-match]').waitFor();
    await expect(card.locator('form, details, a[href$="/report"]').count()).resolves.toBe(0);
    await expect(card.textContent()).resolves.toContain('another arbiter or the organiser rules on it');
    // Nor may they withdraw their rival (or themself): that would settle the match.
    const withdrawals = page.getByRole('region', { name: 'Withdraw a player' });
    await expect(withdrawals.getByRole('button').count()).resolves.toBe(0);
    await expect(withdrawals.getByText('You play in a match this withdrawal would settle').count()).resolves.toBe(2);
    await screenshot(page, 'own-match-control-room');
    expectNoPageErrors(page);
  });

  test('the manage page of a demoted organiser’s tournament says who manages it now', async ({ skip }) => {
    if (!appDb()) {
      console.warn(
        'staff-rights e2e: the app runs on the embedded database; this test sets its event up from the test process and is skipped (run with TEST_DATABASE_URL).',
      );
      skip();
    }
    const db = appDb()!.db;
    const passwordHash = await hashPassword(password);
    const dora = await makeUser(db, { name: 'Dora Demoted', role: 'organiser', passwordHash });
    const coOrganiser = await makeUser(db, { name: 'Colin Co', passwordHash });
    const tournament = await createTournament(db, actorOf(dora), settings({ name: unique('Demoted Open') }));
    await db
      .insert(tournamentStaff)
      .values({ tournamentId: tournament.id, userId: coOrganiser.id, role: 'co-organiser' });
    await applyRole(db, dora.id, 'player');

    const managePath = `/t/${tournament.slug}/manage`;
    const doraPage = await openPage(`/sign-in?callbackUrl=${encodeURIComponent(managePath)}`);
    await signIn(doraPage, dora.email, password);
    await doraPage.waitForURL(`**${managePath}`);
    await doraPage
      .getByText(
        'You are no longer an organiser; admins and co-organisers manage this tournament. A site admin can make you an organiser again.',
      )
      .waitFor();
    await expect(doraPage.getByRole('button', { name: 'Save the set-up' }).count()).resolves.toBe(0);
    await expect(doraPage.getByRole('button', { name: 'Open registration' }).count()).resolves.toBe(0);
    await screenshot(doraPage, 'organiser-role-lost-own-view');

    const colinPage = await openPage(`/sign-in?callbackUrl=${encodeURIComponent(managePath)}`);
    await signIn(colinPage, coOrganiser.email, password);
    await colinPage.waitForURL(`**${managePath}`);
    const note = colinPage.locator('[data-organiser-role-lost]');
    await note.waitFor();
    await expect(note.textContent()).resolves.toBe(
      'Dora Demoted is no longer an organiser; admins and co-organisers manage this tournament.',
    );
    await colinPage.getByRole('button', { name: 'Save the set-up' }).waitFor();
    await screenshot(colinPage, 'organiser-role-lost-co-organiser-view');
    expectNoPageErrors(doraPage);
    expectNoPageErrors(colinPage);
  });
});
