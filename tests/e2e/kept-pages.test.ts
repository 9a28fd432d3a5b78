// The public pages answered from memory (lib/live/kept-pages.ts): the same page each time, never
// older than the last change once its live event is in, the React Server Components answer kept
// apart from the document, and nothing a signed-in visitor sees handed to anyone else.
import { expect, test } from 'vitest';
import { appDatabase, describeE2E, e2eApp, setupBrowser } from './helpers';
import { signIn } from './sign-in';
import { makeOrganiser, matchByKey, playGames, startedTournament } from '../services/helpers';

/** A page as a script sees it: status, the headers, the body decoded to text. */
async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, e2eApp().baseUrl), { headers });
  const raw = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, raw, text: raw.toString('utf8') };
}

/** The series score shown in the box of a match on the bracket picture. */
function boxWins(html: string, key: string): string[] {
  const box = html.match(new RegExp(`<a[^>]*data-match="${key}"[\\s\\S]*?</a>`))?.[0] ?? '';
  return [...box.matchAll(/data-wins="">(\d+)</g)].map((found) => found[1]);
}

describeE2E('kept public pages', () => {
  const { openPage } = setupBrowser();
  const appDb = appDatabase();

  /** A started 8-player knockout of its own, so that no other test's writes change it meanwhile. */
  const freshTournament = async () => {
    const db = appDb()!.db;
    const { actor } = await makeOrganiser(db);
    return (await startedTournament(db, actor, 8, { winsNeeded: 3 })).tournament;
  };

  test('a kept page carries the security headers once, and gzip when asked', async ({ skip }) => {
    if (!appDb()) skip();
    const path = `/t/${(await freshTournament()).slug}`;
    const plain = await get(path);
    const again = await get(path);
    expect(again.text).toBe(plain.text);
    expect(plain.headers.get('x-frame-options')).toBe('DENY');
    expect(plain.headers.get('content-security-policy')?.split('default-src').length).toBe(2);
    // fetch decodes the body by itself; the header tells what was sent.
    const gzipped = await get(path, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.text).toBe(plain.text);
  });

  test('a result shows on the next request once its event is in; a Server Components refresh is kept apart from the page', async ({
    skip,
  }) => {
    if (!appDb()) skip();
    const db = appDb()!.db;
    const tournament = await freshTournament();
    const path = `/t/${tournament.slug}`;
    expect(boxWins((await get(path)).text, 'W1-2')).toEqual([]);
    const refresh = await get(path, { rsc: '1' });
    expect(refresh.headers.get('content-type')).toContain('text/x-component');
    expect((await get(path)).headers.get('content-type')).toContain('text/html');

    await playGames(db, (await matchByKey(db, tournament.id, 'W1-2')).id, [1]);
    const deadline = Date.now() + 3_000;
    let wins = boxWins((await get(path)).text, 'W1-2');
    while (wins.join('–') !== '1–0' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      wins = boxWins((await get(path)).text, 'W1-2');
    }
    expect(wins).toEqual(['1', '0']);
    // The refresh a live page makes after the event carries the new score too, not the kept old one.
    expect((await get(path, { rsc: '1' })).text).not.toBe(refresh.text);
  });

  test('the staff see their links on the kept page; nobody else is given them', async () => {
    const staffLinks = (html: string) =>
      html.includes('aria-label="Tournament staff"') || html.includes('/manage/control');
    expect(staffLinks((await get('/t/antiguan-open')).text)).toBe(false);
    const page = await openPage('/sign-in');
    await signIn(page, 'organiser@demo.warri-open.test', e2eApp().demoPassword);
    await page.goto('/t/antiguan-open');
    await page
      .getByRole('navigation', { name: 'Tournament staff' })
      .getByRole('link', { name: 'Control room' })
      .waitFor();
    expect(staffLinks((await get('/t/antiguan-open')).text)).toBe(false);
    // The links come from their own answer, for the session that asks.
    expect((await get('/t/antiguan-open/staff-links')).text).toBe('{"links":[]}');
    const player = await openPage('/sign-in');
    await signIn(player, 'keisha@demo.warri-open.test', e2eApp().demoPassword);
    await player.goto('/t/antiguan-open');
    await player.getByRole('heading', { level: 1 }).waitFor();
    expect(await player.evaluate(async () => (await fetch('/t/antiguan-open/staff-links')).json())).toEqual({
      links: [],
    });
    expect(await page.evaluate(async () => (await fetch('/t/antiguan-open/staff-links')).json())).toMatchObject({
      links: expect.arrayContaining([{ href: '/t/antiguan-open/manage/control', label: 'Control room' }]),
    });
  });
});
