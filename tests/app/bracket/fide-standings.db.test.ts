// A league ranked by FIDE C.07 tie-breaks, run through the services: the standings table puts the
// players in the order those tie-breaks give and says which one decided, in every language; the
// public API gives each row's figure on every tie-break of the tournament.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { StandingsTable } from '@/app/_components/bracket/standings-table';
import type { Locale } from '@/i18n/locales';
import { tournamentBody } from '@/lib/api/public-bodies';
import { viewTournament } from '@/lib/services/views/view-tournament';
import { publicTournamentSchema } from '@/lib/validation/public-api';
import { setupTestDatabase } from '../../db/helpers';
import { inLanguage } from '../in-english';
import { makeOrganiser, matchByKey, playGames, seriesWonBy, startedTournament } from '../../services/helpers';

const test_ = setupTestDatabase();

/**
 * A round robin of four rated 2000, 1990, 1980, 1970 (seeds 1–4). Seeds 1, 2 and 3 beat seed 4
 * and each other in a circle (1 beat 2, 2 beat 3, 3 beat 1): level on 2 points and, having all
 * met, on direct encounter (1 each), so the average rating of their opponents decides.
 */
async function circleLeague() {
  const { db } = test_;
  const { actor } = await makeOrganiser(db);
  const { tournament, entries } = await startedTournament(db, actor, 4, {
    format: 'round-robin',
    winsNeeded: 1,
    tieBreakOrder: ['direct-encounter', 'average-opponent-rating', 'fide-buchholz'],
  });
  // Berger, 4 players: R1 1-4 2-3, R2 4-3 1-2, R3 2-4 3-1; the winner of each by seed.
  const winners: [string, number][] = [
    ['R1-1', 1],
    ['R1-2', 2],
    ['R2-1', 3],
    ['R2-2', 1],
    ['R3-1', 2],
    ['R3-2', 3],
  ];
  for (const [key, seed] of winners) {
    const match = await matchByKey(db, tournament.id, key);
    await playGames(db, match.id, seriesWonBy(match.entry1Id === entries[seed - 1].id ? 1 : 2, 1));
  }
  const view = await viewTournament(db, tournament);
  return { view, entries };
}

async function render(view: Awaited<ReturnType<typeof viewTournament>>, locale: Locale) {
  const table = createElement(StandingsTable, { table: view.stages[0].tables[0], caption: 'Standings', swiss: false });
  return renderToString(await inLanguage(locale, table));
}

describe('a league ranked by FIDE tie-breaks', () => {
  test('the order the tie-breaks give, and why each row is above the next, in four languages', async () => {
    const { view, entries } = await circleLeague();
    const rows = view.stages[0].tables[0].rows;
    // Opponents' ratings: seed 3 met 1970, 2000, 1990 → 1987; seed 2 met 2000, 1980, 1970 → 1983;
    // seed 1 met 1970, 1990, 1980 → 1980.
    expect(rows.map((row) => [row.entryId, row.matchPoints, row.fide.averageOpponentRating])).toEqual([
      [entries[2].id, 2, 1987],
      [entries[1].id, 2, 1983],
      [entries[0].id, 2, 1980],
      [entries[3].id, 0, 1990],
    ]);
    expect(rows.map((row) => row.separation)).toEqual([
      { by: 'average-opponent-rating', values: [1987, 1983] },
      { by: 'average-opponent-rating', values: [1983, 1980] },
      { by: 'match-points', values: [2, 0] },
      null,
    ]);
    const second = rows[1].name;
    const said: Record<Locale, string> = {
      en: `Ahead of ${second} on average rating of opponents (1,987 v 1,983).`,
      fr: `Devant ${second} au classement moyen des adversaires (1\u202f987 contre 1\u202f983).`,
      ru: `Опережает ${second} по среднему рейтингу соперников (1\u00a0987 против 1\u00a0983).`,
      uk: `Випереджає ${second} за середнім рейтингом суперників (1\u00a0987 проти 1\u00a0983).`,
    };
    for (const [locale, sentence] of Object.entries(said) as [Locale, string][]) {
      expect(await render(view, locale), locale).toContain(sentence);
    }
  });

  test('the public API gives each row its figure on every tie-break, in the tournament’s order', async () => {
    const { view, entries } = await circleLeague();
    const body = publicTournamentSchema.parse(tournamentBody(view));
    const first = body.stages[0].standings[0].rows[0];
    expect(first.entryId).toBe(entries[2].id);
    expect(first.tieBreaks).toEqual([
      { tieBreak: 'direct-encounter', value: 1 },
      { tieBreak: 'average-opponent-rating', value: 1987 },
      // Sum of the opponents' points (a round robin: no unplayed round): 0 + 2 + 2.
      { tieBreak: 'fide-buchholz', value: 4 },
    ]);
    expect(first.explanation).toBe(
      `Ahead of ${body.stages[0].standings[0].rows[1].name} on average rating of opponents (1987 v 1983).`,
    );
  });
});
