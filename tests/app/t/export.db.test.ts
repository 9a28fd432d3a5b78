// The exports of a tournament: standings and matches as CSV, everything as JSON, every counted game
// as one file of whole-game records. Each file is read back: the CSV with the app's CSV reader,
// the games with core/warri's record reader (and a game with moves adjudicated again).
import { describe, expect, test } from 'vitest';
import { GET as gamesRoute } from '@/app/t/[slug]/export/games.txt/route';
import { GET as matchesRoute } from '@/app/t/[slug]/export/matches.csv/route';
import { GET as resultsRoute } from '@/app/t/[slug]/export/results.json/route';
import { GET as standingsRoute } from '@/app/t/[slug]/export/standings.csv/route';
import { players } from '@/db/schema';
import { parseCsv } from '@/core/csv/parse-csv';
import type { DownloadRoute } from '@/lib/exports/download';
import { awardWalkover } from '@/lib/services/results/award-walkover';
import { closeTournament } from '@/lib/services/tournaments/close-tournament';
import { generateNextRound } from '@/lib/services/tournaments/generate-next-round';
import { viewTournament } from '@/lib/services/views/view-tournament';
import { withdrawEntry } from '@/lib/services/entries/withdraw-entry';
import { adjudicateRecord, parseGameRecord } from '@/core/warri';
import { eq } from 'drizzle-orm';
import { setupTestDatabase } from '../../db/helpers';
import {
  makeOrganiser,
  matchByKey,
  playGames,
  readyMatches,
  readyTournament,
  recordSampleGame,
  seriesWonBy,
  startedTournament,
} from '../../services/helpers';

const test_ = setupTestDatabase();

async function download(route: DownloadRoute, slug: string) {
  const response = await route.handle(
    new Request(`http://localhost/t/${slug}/export`),
    { params: Promise.resolve({ slug }) },
    test_.db,
  );
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** A finished 4-player knockout: a semi-final with a game recorded move by move and one by result, a walkover, the final. */
async function finishedEvent() {
  const { db } = test_;
  const { actor } = await makeOrganiser(db);
  const { tournament, entries } = await startedTournament(db, actor, 4, { winsNeeded: 2, venue: 'St John’s' });
  // A name a spreadsheet would take for a formula, and one with a comma and a quote.
  await db.update(players).set({ displayName: '=HYPERLINK("x")' }).where(eq(players.id, entries[3].playerId));
  await db.update(players).set({ displayName: 'Simon, "Trevor"' }).where(eq(players.id, entries[0].playerId));
  const semi1 = await matchByKey(db, tournament.id, 'W1-1');
  const sample = await recordSampleGame(db, semi1, 1);
  await playGames(db, semi1.id, [1]);
  const semi2 = await matchByKey(db, tournament.id, 'W1-2');
  await awardWalkover(db, actor, { matchId: semi2.id, winnerEntryId: semi2.entry2Id!, reason: 'Seed 2 absent.' });
  const final = await matchByKey(db, tournament.id, 'W2-1');
  await playGames(db, final.id, [2, 1, 1]);
  await closeTournament(db, actor, tournament.id);
  return { tournament, entries, sample };
}

describe('a finished knockout', () => {
  test('standings.csv: every entry by final rank, formulas defused, quotes kept', async () => {
    const { tournament, entries } = await finishedEvent();
    const file = await download(standingsRoute, tournament.slug);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${tournament.slug}-standings.csv"`);
    const parsed = parseCsv(file.text, ',');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const [header, ...rows] = parsed.value.map((record) => record.fields);
    expect(header).toEqual(['rank', 'seed', 'name', 'club', 'country', 'status', 'entry_id']);
    expect(rows.map((row) => [row[0], row[6]])).toEqual([
      ['1', String(entries[0].id)],
      ['2', String(entries[2].id)],
      ['3', String(entries[1].id)],
      ['3', String(entries[3].id)],
    ]);
    expect(rows[0][2]).toBe('Simon, "Trevor"');
    expect(rows.find((row) => row[6] === String(entries[3].id))![2]).toBe(`'=HYPERLINK("x")`);
  });

  test('matches.csv and results.json: every match with its series score', async () => {
    const { tournament, entries } = await finishedEvent();
    const csv = await download(matchesRoute, tournament.slug);
    const parsed = parseCsv(csv.text, ',');
    if (!parsed.ok) throw new Error(parsed.error.message);
    const [header, ...rows] = parsed.value.map((record) => record.fields);
    const column = (name: string) => header.indexOf(name);
    expect(
      rows.map((row) => [
        row[column('key')],
        row[column('round_name')],
        row[column('wins1')],
        row[column('wins2')],
        row[column('result')],
      ]),
    ).toEqual([
      ['W1-1', 'Semi-finals', '2', '0', 'played'],
      ['W1-2', 'Semi-finals', '0', '2', 'walkover'],
      ['W2-1', 'Final', '2', '1', 'played'],
    ]);
    expect(rows[2][column('winner')]).toBe('Simon, "Trevor"');

    const json = await download(resultsRoute, tournament.slug);
    expect(json.headers.get('content-disposition')).toBe(`attachment; filename="${tournament.slug}-results.json"`);
    const results = JSON.parse(json.text);
    expect(results.tournament).toMatchObject({ slug: tournament.slug, status: 'finished', winsNeeded: 2 });
    expect(results.standings[0]).toMatchObject({ rank: 1, entryId: entries[0].id });
    expect(results.matches.find((match: { key: string }) => match.key === 'W2-1')).toMatchObject({
      wins1: 2,
      wins2: 1,
      draws: 0,
      winnerEntryId: entries[0].id,
      status: 'finished',
    });
  });

  test('games.txt: one record a counted game, read back by parseGameRecord; the recorded game adjudicates to its result', async () => {
    const { tournament, sample } = await finishedEvent();
    const file = await download(gamesRoute, tournament.slug);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${tournament.slug}-games.txt"`);
    const texts = file.text.split(/\n\n+(?=\[Event )/);
    expect(texts).toHaveLength(5);
    const records = texts.map((text) => {
      const parsed = parseGameRecord(text);
      if (!parsed.ok) throw new Error(`${parsed.error.message} (line ${parsed.error.line})`);
      return parsed.value;
    });
    expect(records.map((record) => record.round)).toEqual(['W1-1.1', 'W1-1.2', 'W2-1.1', 'W2-1.2', 'W2-1.3']);
    expect(records[0]).toMatchObject({
      event: tournament.name,
      site: 'St John’s',
      south: 'Simon, "Trevor"',
      rules: 'antigua',
      first: 'S',
      result: '1-0',
      termination: 'score',
    });
    expect(records[0].date).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);
    expect(records[0].moves).toHaveLength(sample.outcome.plies);
    const replayed = adjudicateRecord(records[0]);
    expect(replayed.ok && replayed.value.finished && replayed.value.captures).toEqual(sample.outcome.captures);
    // Reported by result only: no moves, the report's result. Game 2 is opened by seed 4 (alternating), who plays South and loses.
    expect(records[1]).toMatchObject({ north: 'Simon, "Trevor"', result: '0-1', termination: 'score', moves: [] });
  });
});

/** The standings file as a header and rows of named cells. */
async function standingsFile(slug: string) {
  const parsed = parseCsv((await download(standingsRoute, slug)).text, ',');
  if (!parsed.ok) throw new Error(parsed.error.message);
  const [header, ...rows] = parsed.value.map((record) => record.fields);
  return { header, rows: rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]]))) };
}

describe('a Swiss', () => {
  /** A 5-player Swiss of 3 rounds (a bye each round): seed 1 beats everyone, a drawn game, seed 5 withdraws after round 2. */
  async function swiss() {
    const { db } = test_;
    const { actor } = await makeOrganiser(db);
    const { tournament, entries } = await startedTournament(db, actor, 5, {
      format: 'swiss',
      rounds: 3,
      winsNeeded: 2,
    });
    for (let round = 1; round <= 3; round++) {
      for (const [index, match] of (await readyMatches(test_.db, tournament.id)).entries()) {
        const winner =
          match.entry1Id === entries[0].id ? 1 : match.entry2Id === entries[0].id ? 2 : index % 2 === 0 ? 1 : 2;
        await playGames(db, match.id, index === 0 ? ['draw', ...seriesWonBy(winner, 2, 1)] : seriesWonBy(winner, 2));
      }
      if (round === 2) await withdrawEntry(db, actor, { entryId: entries[4].id, reason: 'Had to leave.' });
      if (round < 3) await generateNextRound(db, actor, tournament.id);
    }
    return { actor, tournament, entries };
  }

  test('standings.csv: points, series and each tie-break as its own column, equal to the standings on the page; nobody "eliminated"', async () => {
    const { actor, tournament, entries } = await swiss();
    const running = await standingsFile(tournament.slug);
    expect(running.header).toEqual([
      'rank',
      'seed',
      'name',
      'club',
      'country',
      'played',
      'won',
      'lost',
      'byes',
      'points',
      'head_to_head',
      'buchholz',
      'sonneborn_berger',
      'game_difference',
      'seeds_captured',
      'status',
      'entry_id',
    ]);
    expect(new Set(running.rows.map((row) => row.status))).toEqual(new Set(['active', 'withdrawn']));

    await closeTournament(test_.db, actor, tournament.id);
    const { rows } = await standingsFile(tournament.slug);
    const view = await viewTournament(
      test_.db,
      (await test_.db.query.tournaments.findFirst({ where: (row, { eq: is }) => is(row.id, tournament.id) }))!,
    );
    const page = view.stages[0].tables[0].rows;
    expect(rows).toHaveLength(5);
    const cell = (value: number | null) => (value === null ? '' : String(value));
    expect(
      rows.map((row) => [
        row.entry_id,
        row.rank,
        row.played,
        row.won,
        row.lost,
        row.byes,
        row.points,
        row.head_to_head,
        row.buchholz,
        row.sonneborn_berger,
        row.game_difference,
        row.seeds_captured,
      ]),
    ).toEqual(
      page.map((line) =>
        [
          line.entryId,
          line.rank,
          line.played,
          line.won,
          line.lost,
          line.byes,
          line.matchPoints,
          line.headToHead,
          line.buchholz,
          line.sonnebornBerger,
          line.gameDifference,
          line.seedsCaptured,
        ].map(cell),
      ),
    );
    // The figures are the real ones: seed 1 won all three of its series.
    expect(rows[0]).toMatchObject({ entry_id: String(entries[0].id), rank: '1', points: '3' });
    expect(rows.map((row) => row.status).sort()).toEqual(['finished', 'finished', 'finished', 'finished', 'withdrawn']);
    expect(rows.find((row) => row.entry_id === String(entries[4].id))!.status).toBe('withdrawn');
  });
});

test('before the start there is nothing to export', async () => {
  const { actor } = await makeOrganiser(test_.db);
  const { tournament } = await readyTournament(test_.db, actor, 2);
  for (const route of [standingsRoute, matchesRoute, resultsRoute, gamesRoute]) {
    const file = await download(route, tournament.slug);
    expect(file.status).toBe(404);
    expect(file.text).toMatch(/no results/i);
  }
  expect((await download(resultsRoute, 'no-such-open')).status).toBe(404);
});
