// The draw rendered on the server for every format, from real events run through the services:
// each knockout match drawn once in the picture (a big bracket one section at a time), cross-tables
// and standings for leagues and groups, Swiss pairings and standings, the champion crowned.
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { TournamentBracket } from '@/app/_components/bracket/tournament-bracket';
import { ChampionBanner } from '@/app/_components/bracket/champion-banner';
import { generateNextRound } from '@/lib/services/tournaments/generate-next-round';
import { viewTournament } from '@/lib/services/views/view-tournament';
import { setupTestDatabase } from '../../db/helpers';
import { inEnglish } from '../in-english';
import { makeOrganiser, playGames, readyMatches, startedTournament } from '../../services/helpers';

const test_ = setupTestDatabase();

/** A started event with `rounds` rounds of ready matches won by slot 1 (then, with `thenNextRound`, the next round drawn). */
async function rendered(
  count: number,
  overrides: Record<string, unknown>,
  rounds = 1,
  thenNextRound = false,
  section?: string,
) {
  const { actor } = await makeOrganiser(test_.db);
  const { tournament } = await startedTournament(test_.db, actor, count, { winsNeeded: 1, ...overrides });
  for (let round = 0; round < rounds; round++)
    for (const match of await readyMatches(test_.db, tournament.id)) await playGames(test_.db, match.id, [1]);
  if (thenNextRound) await generateNextRound(test_.db, actor, tournament.id);
  const view = await viewTournament(test_.db, tournament);
  const html = renderToString(
    inEnglish(
      createElement(
        Fragment,
        null,
        createElement(ChampionBanner, { view }),
        createElement(TournamentBracket, { view, section }),
      ),
    ),
  );
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
    // A small draw: no sections; its list by round is on a page of its own.
    expect(html).not.toContain('Sections of the draw');
    expect(html).toContain(`href="/t/${view.tournament.slug}/rounds"`);
    expect(html).not.toContain('Winner of W1-1</span></li>');
  });

  test('a 64-player double elimination: one section drawn, the busiest by default, another on request', async () => {
    const { view, html } = await rendered(64, { format: 'double-elimination' }, 0);
    const drawn = (markup: string) =>
      view.stages[0].matches.filter((match) => markup.includes(`data-match="${match.key}"`));
    // Nothing played: both winners sections have 16 ready matches; the first is shown, with the grand final.
    const parts = drawn(html).map((match) => match.bracket);
    expect([
      parts.filter((part) => part === 'winners').length,
      parts.filter((part) => part === 'losers').length,
      parts.filter((part) => part === 'grand-final').length,
    ]).toEqual([31, 0, 1]);
    expect(drawn(html).find((match) => match.key === 'W1-1')).toBeDefined();
    expect(html.match(/<a aria-current="page"[^>]* href="([^"]*)"/)?.[1]).toBe(
      `/t/${view.tournament.slug}?section=winners-1`,
    );
    for (const id of ['winners-2', 'winners-final', 'losers-1', 'losers-2', 'losers-final'])
      expect(html).toContain(`?section=${id}"`);

    const { html: losersFinal } = await rendered(64, { format: 'double-elimination' }, 0, false, 'losers-final');
    expect(
      drawn(losersFinal)
        .filter((match) => match.bracket === 'losers')
        .map((match) => match.key),
    ).toEqual(['L8-1', 'L8-2', 'L9-1', 'L10-1']);
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
    for (const row of view.stages[0].tables[0].rows.slice(0, -1))
      expect(html).toContain(row.explanation!.replace(/'/g, '&#x27;'));
  });

  test('a Swiss: standings and the pairings of each round', async () => {
    const { html } = await rendered(6, { format: 'swiss', rounds: 3 });
    expect(html).toContain('Swiss standings');
    expect(html).toContain('Round 1');
    // The pairings are the Swiss's picture: they stay, and there is no list page to link to.
    expect(html).not.toContain('All matches by round (text list)');
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
