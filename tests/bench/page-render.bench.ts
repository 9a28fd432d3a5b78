// (Kept beside pages.bench.ts, which measures the same page served by `next start` under load.)
// The public tournament page of a 256-player double elimination, part-way through (round 1 of
// the winners bracket played): reading its view from the embedded database, and rendering the
// bracket picture and the list to HTML on the server, cold (the page cache dropped). React renders
// several times slower in development mode: `NODE_ENV=production npm run bench -- page-render` gives the
// figures a production server sees.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { TournamentBracket } from '../../app/_components/bracket/tournament-bracket';
import { createDb } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { viewTournament } from '../../lib/services/views/view-tournament';
import { makeOrganiser, playGames, readyMatches, startedTournament } from '../services/helpers';
import type { Benchmark } from './benchmark';
import { inEnglish } from '../app/in-english';

const PLAYERS = 256;
const RUNS = 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export const benchmark: Benchmark = {
  name: `tournament page, ${PLAYERS}-player double elimination`,
  async run(log) {
    const database = await createDb({ memory: true });
    try {
      await migrateDatabase(database);
      const { db } = database;
      const { actor } = await makeOrganiser(db);
      const { tournament } = await startedTournament(db, actor, PLAYERS, {
        format: 'double-elimination',
        grandFinalReset: true,
        winsNeeded: 1,
      });
      for (const match of (await readyMatches(db, tournament.id)).filter(
        (row) => row.bracket === 'winners' && row.round === 1,
      ))
        await playGames(db, match.id, [1]);
      log(`set up ${PLAYERS} entries, winners round 1 played`);

      const reads: number[] = [];
      const renders: number[] = [];
      let html = 0;
      for (let run = 0; run < RUNS; run++) {
        const readStart = performance.now();
        const view = await viewTournament(db, tournament);
        reads.push(performance.now() - readStart);
        const renderStart = performance.now();
        html = renderToString(inEnglish(createElement(TournamentBracket, { view }))).length;
        renders.push(performance.now() - renderStart);
      }
      log(`HTML of the draw: ${Math.round(html / 1024)} KiB`);
      return [
        {
          name: 'pages.de256.view',
          value: median(reads),
          unit: 'ms',
          note: `median of ${RUNS}: stages, matches, standings read and assembled (cache cold)`,
        },
        {
          name: 'pages.de256.render',
          value: median(renders),
          unit: 'ms',
          note: `median of ${RUNS}: the bracket picture and list rendered to HTML (React ${process.env.NODE_ENV === 'production' ? 'production' : 'development'} mode)`,
        },
        { name: 'pages.de256.htmlKiB', value: Math.round(html / 1024), unit: 'KiB', note: 'size of the rendered draw' },
      ];
    } finally {
      await database.close();
    }
  },
};
