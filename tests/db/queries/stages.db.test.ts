// A stage stored and loaded back is the stage the formats library built, for every format,
// before and after results move entries on.
import { describe, expect, test } from 'vitest';
import { insertStage, loadStage, saveStageUpdate, seriesRulesOf } from '@/db/queries/stages';
import {
  buildStage,
  nextRound,
  recordResult,
  withdraw,
  type FormatSettings,
  type Stage,
  type StageUpdate,
} from '@/core/tournament';
import { eq } from 'drizzle-orm';
import { entries as entriesTable, players as playersTable } from '@/db/schema';
import { makeEntries, makeTournament } from '../fixtures';
import { setupTestDatabase } from '../helpers';

const testDb = setupTestDatabase();

const formats: [FormatSettings, number][] = [
  [{ format: 'single-elimination', thirdPlace: true }, 13],
  [{ format: 'double-elimination', grandFinalReset: true }, 8],
  [{ format: 'round-robin', doubleRound: false }, 5],
  [{ format: 'groups', groupSize: 4, doubleRound: false }, 8],
  [{ format: 'swiss', rounds: 3 }, 6],
  [{ format: 'groups-knockout', groupSize: 4, doubleRound: false, qualifiers: 2, thirdPlace: false }, 8],
];

async function storedStage(settings: FormatSettings, size: number) {
  const { db } = testDb;
  const tournament = await makeTournament(db, {
    format: settings.format,
    winsNeeded: 4,
    firstMoveRule: 'winner-starts',
    tieBreakOrder: ['buchholz', 'head-to-head'],
  });
  const entries = await makeEntries(db, tournament.id, size);
  const built = buildStage(
    entries.map((entry) => String(entry.id)),
    settings,
    { series: seriesRulesOf(tournament), tieBreaks: tournament.tieBreakOrder },
  );
  if (!built.ok) throw new Error(built.error.message);
  const { stageId } = await insertStage(db, tournament.id, 1, built.value);
  return { stageId, stage: built.value, entries };
}

/** The first ready match won by its first slot, 4–1 with a draw. */
function playFirstReady(stage: Stage): StageUpdate {
  const match = stage.matches.find((candidate) => candidate.status === 'ready')!;
  const outcome = recordResult(stage, match.key, {
    winner: match.slots[0].entry!,
    wins: [4, 1],
    draws: 1,
    captures: [120, 90],
  });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.value;
}

describe.each(formats)('%o', (settings, size) => {
  test('is loaded back as it was built', async () => {
    const { stageId, stage } = await storedStage(settings, size);
    expect(await loadStage(testDb.db, stageId)).toEqual(stage);
  });

  test('is loaded back as it stands after a result', async () => {
    const { stageId, stage } = await storedStage(settings, size);
    const update = playFirstReady(stage);
    await saveStageUpdate(testDb.db, stageId, update);
    expect(await loadStage(testDb.db, stageId)).toEqual(update.stage);
  });
});

test('a withdrawal is loaded back, its walkovers included', async () => {
  const { db } = testDb;
  const { stageId, stage, entries } = await storedStage({ format: 'single-elimination', thirdPlace: false }, 8);
  const leaver = entries[7];
  const outcome = withdraw(stage, String(leaver.id));
  if (!outcome.ok) throw new Error(outcome.error.message);
  await db
    .update(entriesTable)
    .set({ status: 'withdrawn', withdrawnAt: new Date() })
    .where(eq(entriesTable.id, leaver.id));
  await saveStageUpdate(db, stageId, outcome.value);
  const loaded = await loadStage(db, stageId);
  expect(loaded).toEqual(outcome.value.stage);
  expect(loaded.matches.some((match) => match.result?.how === 'walkover')).toBe(true);
});

// Rounds added later (Swiss pairings, the knockout after the groups) are new rows linked to each other.
test.each(formats.filter(([settings]) => settings.format === 'swiss' || settings.format === 'groups-knockout'))(
  '%o: rounds added later are stored and loaded back',
  async (settings, size) => {
    const { db } = testDb;
    const { stageId, stage: built } = await storedStage(settings, size);
    let stage = built;
    for (let added = 0; added < 2;) {
      let update: StageUpdate;
      if (stage.matches.some((match) => match.status === 'ready')) {
        update = playFirstReady(stage);
      } else {
        const next = nextRound(stage);
        if (!next.ok) break;
        update = next.value;
        added += 1;
      }
      await saveStageUpdate(db, stageId, update);
      stage = update.stage;
      expect(await loadStage(db, stageId)).toEqual(stage);
    }
    expect(stage.matches.length).toBeGreaterThan(built.matches.length);
  },
);

test('the rated players’ ratings are loaded with the stage, for the rating-based tie-break; the unrated are absent', async () => {
  const { db } = testDb;
  const { stageId, stage, entries } = await storedStage({ format: 'round-robin', doubleRound: false }, 4);
  await db.update(playersTable).set({ rating: 1850 }).where(eq(playersTable.id, entries[0].playerId));
  await db.update(playersTable).set({ rating: 0 }).where(eq(playersTable.id, entries[2].playerId));
  expect(await loadStage(db, stageId)).toEqual({
    ...stage,
    ratings: { [String(entries[0].id)]: 1850, [String(entries[2].id)]: 0 },
  });
});
