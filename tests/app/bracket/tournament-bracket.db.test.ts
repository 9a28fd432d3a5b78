// The draw rendered on the server for every format, from real events run through the services:
// each knockout match drawn once in the picture (and again in the list by round), cross-tables
// and standings for leagues and groups, Swiss pairings and standings, the champion crowned.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { TournamentBracket } from '@/app/_components/bracket/tournament-bracket';
import { ChampionBanner } from '@/app/_components/bracket/champion-banner';
import { generateNextRound } from '@/lib/services/generate-next-round';
import { viewTournament } from '@/lib/services/view-tournament';
import { setupTestDatabase } from '../../db/helpers';
import { makeOrganiser, playGames, readyMatches, startedTournament } from '../../services/helpers';

const test_ = setupTestDatabase();

/** A started event with `rounds` rounds of ready matches won by slot 1 (then, with `thenNextRound`, the next round drawn). */
async function rendered(count: number, overrides: Record<string, unknown>, rounds = 1, thenNextRound = false) {
  const { actor } = await makeOrganiser(test_.db);
  const { tournament } = await startedTournament(test_.db, actor, count, { winsNeeded: 1, ...overrides });
  for (let round = 0; round < rounds; round++) for (const match of await readyMatches(test_.db, tournament.id)) await playGames(test_.db, match.id, [1]);
  if (thenNextRound) await generateNextRound(test_.db, actor, tournament.id);
  const view = await viewTournament(test_.db, tournament);
  const html = renderToString(createElement('div', null, createElement(ChampionBanner, { view }), createElement(TournamentBracket, { view })));
  return { view, html };
}

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('the draw on the server', () => {
  test('double elimination: every match of both brackets and the grand final drawn once, with lines', async () => {
    const { view, html } = await rendered(8, { format: 'double-elimination', grandFinalReset: true });
    const matches = view.stages[0].matches;
    for (const match of matches) expect(count(html, `data-match="${match.key}"`), match.key).toBe(1);
    expect(new Set(matches.map((match) => match.bracket))).toEqual(new Set(['winners', 'losers', 'grand-final']));
    expect(count(html, '<polyline')).toBeGreaterThan(0);
    expect(html).toContain('Matches by round (text list)');
  });

  test('a knockout played to the end crowns its champion', async () => {
    const { view, html } = await rendered(4, { format: 'single-elimination' }, 2);
    expect(view.champion).not.toBeNull();
    expect(html).toContain('Champion');
    expect(html).toContain(view.champion!.name);
  });

  test('a round robin: cross-table and standings with explanations, no bracket picture', async () => {
    const { view, html } = await rendered(4, { format: 'round-robin' }, 3);
    expect(html).toContain('cross-table');
    expect(html).toContain('Round robin: standings');
    expect(html).not.toContain('data-match=');
    for (const row of view.stages[0].tables[0].rows.slice(0, -1)) expect(html).toContain(row.explanation!.replace(/'/g, '&#x27;'));
  });

  test('a Swiss: standings and the pairings of each round', async () => {
    const { html } = await rendered(6, { format: 'swiss', rounds: 3 });
    expect(html).toContain('Swiss standings');
    expect(html).toContain('Round 1');
    expect(html).not.toContain('Matches by round (text list)');
  });

  test('groups then knockout: a table per group, then the knockout picture', async () => {
    const { view, html } = await rendered(8, { format: 'groups-knockout', groupSize: 4, qualifiers: 2 }, 3, true);
    expect(view.stages[0].tables.map((table) => table.group)).toEqual([1, 2]);
    expect(html).toContain('Group 1: standings');
    expect(html).toContain('Group 2: standings');
    const knockout = view.stages[0].matches.filter((match) => match.bracket === 'winners');
    expect(knockout.length).toBeGreaterThan(0);
    for (const match of knockout) expect(count(html, `data-match="${match.key}"`)).toBe(1);
  });
});
