// A knockout's places on the public page, from real events run through the services: "Final
// placings" once there is a champion, every entrant in one place group; while it runs, the places
// of those already out, as they will stay ("5th–8th" from the first quarter-final loser on).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { Placings } from '@/app/_components/bracket/placings';
import { listEntries } from '@/db/queries/entries';
import { viewTournament } from '@/lib/services/views/view-tournament';
import { setupTestDatabase } from '../../db/helpers';
import { inEnglish } from '../in-english';
import { makeOrganiser, matchByKey, playGames, readyMatches, startedTournament } from '../../services/helpers';

const test_ = setupTestDatabase();

/** Each place group of the rendered list: its label and its players' names. */
function placeGroups(html: string): [string, string[]][] {
  return [...html.matchAll(/<li data-place="\d+"[^>]*><span[^>]*>([^<]+)<\/span><span[^>]*>(.*?)<\/span><\/li>/g)].map(
    ([, label, names]) => [label, [...names.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((name) => name[1])],
  );
}

async function event(count: number, overrides: Record<string, unknown>) {
  const { actor } = await makeOrganiser(test_.db);
  const { tournament } = await startedTournament(test_.db, actor, count, { winsNeeded: 1, ...overrides });
  const names = new Map(
    (await listEntries(test_.db, tournament.id)).map((entry) => [entry.seed, entry.player.displayName]),
  );
  const render = async () => {
    const view = await viewTournament(test_.db, tournament);
    return renderToStaticMarkup(inEnglish(createElement(Placings, { view })));
  };
  return { tournament, seed: (seed: number) => names.get(seed)!, render };
}

/** Plays every ready match, the better seed (slot 1 in a seeded draw) winning, until none is left. */
async function playToTheEnd(tournamentId: number) {
  for (
    let ready = await readyMatches(test_.db, tournamentId);
    ready.length > 0;
    ready = await readyMatches(test_.db, tournamentId)
  ) {
    for (const match of ready) await playGames(test_.db, match.id, [1]);
  }
}

describe('the placings of a knockout', () => {
  test('single elimination of 8, finished: 1st, 2nd, 3rd–4th shared (no third-place match), 5th–8th', async () => {
    const { tournament, seed, render } = await event(8, { format: 'single-elimination' });
    await playToTheEnd(tournament.id);
    const html = await render();
    expect(html).toContain('>Final placings</h2>');
    expect(placeGroups(html)).toEqual([
      ['1st', [seed(1)]],
      ['2nd', [seed(2)]],
      ['3rd–4th', expect.arrayContaining([seed(3), seed(4)])],
      ['5th–8th', expect.arrayContaining([seed(5), seed(6), seed(7), seed(8)])],
    ]);
  });

  test('double elimination of 6, finished: every entrant placed once', async () => {
    const { tournament, render } = await event(6, { format: 'double-elimination' });
    await playToTheEnd(tournament.id);
    const groups = placeGroups(await render());
    expect(groups.map(([label]) => label)).toEqual(['1st', '2nd', '3rd', '4th', '5th–6th']);
    expect(groups.flatMap(([, names]) => names)).toHaveLength(6);
  });

  test('while it runs: "Placings so far", those out placed where they will stay', async () => {
    const { tournament, seed, render } = await event(8, { format: 'single-elimination' });
    expect(await render()).toBe('');
    await playGames(test_.db, (await matchByKey(test_.db, tournament.id, 'W1-1')).id, [1]);
    const html = await render();
    expect(html).toContain('>Placings so far</h2>');
    expect(placeGroups(html)).toEqual([['5th–8th', [seed(8)]]]);
  });
});
