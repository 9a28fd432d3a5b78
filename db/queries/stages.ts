// A stage of `core/tournament` as rows, and back. The library names entries by string ids and
// slots 0 and 1; the database holds entry ids as integers and slots as 1 and 2, so people
// reading SQL see "entry1" and "slot 1" mean the same thing.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  DEFAULT_TIE_BREAKS,
  type EntryId,
  type MatchResult,
  type SeriesRules,
  type SlotIndex,
  type Stage,
  type StageMatch,
  type StageUpdate,
  type SwissInstructions,
  type TieBreak,
} from '@/core/tournament';
import type { Db } from '../client';
import {
  entries,
  matches,
  players,
  stages,
  tournaments,
  type Entry,
  type Match,
  type Stage as StageRow,
  type Tournament,
} from '../schema';
import { swissInstructionsOf } from './swiss-instructions';

const toEntryId = (id: number): EntryId => String(id);
const fromEntryId = (id: EntryId): number => Number(id);
const toSlotNumber = (slot: SlotIndex): 1 | 2 => (slot === 0 ? 1 : 2);
const fromSlotNumber = (slot: number): SlotIndex => (slot === 1 ? 0 : 1);

/** The series rules of a tournament, as the formats library takes them. */
export function seriesRulesOf(tournament: Tournament): SeriesRules {
  return {
    winsNeeded: tournament.winsNeeded,
    firstMove: tournament.firstMoveRule,
    opening: tournament.gameOneRule,
    maxGames: tournament.maxGamesPerSeries,
  };
}

/** A tournament's tie-break order, as the formats library takes it: its own, or the library's default. */
export function tieBreaksOf(tournament: Tournament): TieBreak[] {
  return tournament.tieBreakOrder.length > 0 ? tournament.tieBreakOrder : DEFAULT_TIE_BREAKS;
}

/**
 * The columns of a match row that the formats library decides, but for where the winner and
 * loser go next: those are written with the ids of the matches they point to (`writeMatches`).
 */
function matchColumns(match: StageMatch) {
  const [slot1, slot2] = match.slots;
  const result = match.result;
  const winnerEntry = result?.winner === null || result === null ? null : match.slots[result.winner].entry;
  return {
    key: match.key,
    bracket: match.part,
    groupNumber: match.group,
    round: match.round,
    position: match.position,
    source1: slot1.source,
    source2: slot2.source,
    entry1Id: slot1.entry === null ? null : fromEntryId(slot1.entry),
    entry2Id: slot2.entry === null ? null : fromEntryId(slot2.entry),
    bye1: slot1.bye,
    bye2: slot2.bye,
    firstMoverSlot: match.firstMover === null ? null : toSlotNumber(match.firstMover),
    onlyIf: match.onlyIf ? { match: match.onlyIf.match, wonBy: toSlotNumber(match.onlyIf.wonBy) } : null,
    status: match.status === 'finished' && result?.how === 'walkover' ? ('walkover' as const) : match.status,
    resultKind: result?.how ?? null,
    winnerEntryId: winnerEntry === null ? null : fromEntryId(winnerEntry),
    // A match still to be played has no games yet; a finished one has its reported score.
    wins1: result ? (result.wins?.[0] ?? null) : 0,
    wins2: result ? (result.wins?.[1] ?? null) : 0,
    draws: result?.draws ?? 0,
    captures1: result ? (result.captures?.[0] ?? null) : 0,
    captures2: result ? (result.captures?.[1] ?? null) : 0,
  };
}

/** Who sits in a match row's slots and who the format has open game 1, as the formats library sees them. */
export function seatsOf(row: Match): Pick<StageMatch, 'slots' | 'firstMover'> {
  return {
    slots: [
      { source: row.source1, entry: row.entry1Id === null ? null : toEntryId(row.entry1Id), bye: row.bye1 },
      { source: row.source2, entry: row.entry2Id === null ? null : toEntryId(row.entry2Id), bye: row.bye2 },
    ],
    firstMover: row.firstMoverSlot === null ? null : fromSlotNumber(row.firstMoverSlot),
  };
}

/** A match row as the formats library sees it; `keyById` names the matches the row points to. */
function stageMatchOf(row: Match, keyById: ReadonlyMap<number, string>): StageMatch {
  const destination = (matchId: number | null, slot: number | null) =>
    matchId === null || slot === null ? null : { match: keyById.get(matchId)!, slot: fromSlotNumber(slot) };
  const finished = row.status === 'finished' || row.status === 'walkover';
  let result: MatchResult | null = null;
  if (finished) {
    const winner = row.winnerEntryId === null ? null : row.winnerEntryId === row.entry1Id ? 0 : 1;
    result = {
      winner,
      how: row.resultKind!,
      wins: row.wins1 === null || row.wins2 === null ? null : [row.wins1, row.wins2],
      draws: row.draws,
      captures: row.captures1 === null || row.captures2 === null ? null : [row.captures1, row.captures2],
    };
  }
  return {
    key: row.key,
    part: row.bracket,
    group: row.groupNumber,
    round: row.round,
    position: row.position,
    ...seatsOf(row),
    winnerTo: destination(row.winnerNextMatchId, row.winnerNextSlot),
    loserTo: destination(row.loserNextMatchId, row.loserNextSlot),
    onlyIf: row.onlyIf ? { match: row.onlyIf.match, wonBy: fromSlotNumber(row.onlyIf.wonBy) } : null,
    status: libraryStatus(row.status),
    result,
  };
}

function libraryStatus(status: Match['status']): StageMatch['status'] {
  switch (status) {
    case 'walkover':
      return 'finished';
    // Being played is the app's business; for the library the match is simply ready.
    case 'in-play':
      return 'ready';
    // A voided match will never be played.
    case 'void':
      return 'not-needed';
    default:
      return status;
  }
}

/** Stores a newly built stage of the tournament, with all its matches, in one transaction. */
export async function insertStage(
  db: Db,
  tournamentId: number,
  ordinal: number,
  stage: Stage,
): Promise<{ stageId: number; matchIds: Map<string, number> }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(stages)
      .values({
        tournamentId,
        ordinal,
        kind: stage.settings.format,
        settings: stage.settings,
        seededEntries: stage.entries.map(fromEntryId),
        groups: stage.groups.map((group) => group.map(fromEntryId)),
        status: 'running',
      })
      .returning({ id: stages.id });
    const matchIds = await writeMatches(tx, row.id, stage.matches);
    return { stageId: row.id, matchIds };
  });
}

/**
 * Stores what an operation of the formats library changed: the stage's lists and the changed (or
 * new) matches. `idByKey`, the ids `loadStageWithIds` read with the stage the update was made on,
 * spares reading them again to link the matches; the answer is every match id of the stage by key,
 * the new matches' included (without `idByKey`, only the changed matches').
 */
export async function saveStageUpdate(
  db: Db,
  stageId: number,
  update: StageUpdate,
  idByKey?: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  return db.transaction(async (tx) => {
    await tx
      .update(stages)
      .set({
        seededEntries: update.stage.entries.map(fromEntryId),
        groups: update.stage.groups.map((group) => group.map(fromEntryId)),
      })
      .where(eq(stages.id, stageId));
    return writeMatches(tx, stageId, update.changed, idByKey);
  });
}

/** The tournament a stage belongs to. */
export async function tournamentIdOfStage(db: Db, stageId: number): Promise<number> {
  const [row] = await db.select({ tournamentId: stages.tournamentId }).from(stages).where(eq(stages.id, stageId));
  return row.tournamentId;
}

/** What scoring one match's series needs of its stage: the series rules and the seeding (who opens game 1). */
export type SeriesSetting = Pick<Stage, 'series' | 'entries'>;

/** The series setting of a stage with these seeded entries in this tournament. */
export function seriesSettingOf(seededEntries: readonly number[], tournament: Tournament): SeriesSetting {
  return { series: seriesRulesOf(tournament), entries: seededEntries.map(toEntryId) };
}

/**
 * The stage's series rules and seeded entries, without its matches: a series that simply goes on
 * is scored from these and the match's own row, so a report does not read a 500-match bracket.
 */
export async function loadSeriesSetting(db: Db, stageId: number): Promise<SeriesSetting & { tournamentId: number }> {
  const [row] = await db
    .select({ seededEntries: stages.seededEntries, tournament: tournaments })
    .from(stages)
    .innerJoin(tournaments, eq(tournaments.id, stages.tournamentId))
    .where(eq(stages.id, stageId));
  if (!row) throw new Error(`No stage ${stageId}.`);
  return { tournamentId: row.tournament.id, ...seriesSettingOf(row.seededEntries, row.tournament) };
}

/** A stage as the formats library takes it, with the ids of its matches by key and back. */
export interface LoadedStage {
  stage: Stage;
  idByKey: Map<string, number>;
  keyById: Map<number, string>;
}

/** What the formats library needs of a stage's entry beyond its id: whether it withdrew, its rating. */
export interface StageEntryFacts {
  status: Entry['status'];
  player: { rating: number | null };
}

/**
 * A stage as the formats library takes it, from rows already read: the stage and its tournament,
 * the stage's matches, the facts of its seeded entries (who withdrew; the ratings, for the
 * rating-based tie-break), and a Swiss's instructions.
 */
function stageFromRows(
  stageRow: StageRow,
  tournament: Tournament,
  matchRows: readonly Match[],
  entryOf: (entryId: number) => StageEntryFacts | undefined,
  swiss: SwissInstructions | undefined,
): LoadedStage {
  const keyById = new Map(matchRows.map((match) => [match.id, match.key]));
  const idByKey = new Map(matchRows.map((match) => [match.key, match.id]));
  const rated = stageRow.seededEntries.flatMap((id) => {
    const rating = entryOf(id)?.player.rating;
    return rating === null || rating === undefined ? [] : [[toEntryId(id), rating] as const];
  });
  const stage: Stage = {
    settings: stageRow.settings,
    series: seriesRulesOf(tournament),
    tieBreaks: tieBreaksOf(tournament),
    entries: stageRow.seededEntries.map(toEntryId),
    withdrawn: stageRow.seededEntries.filter((id) => entryOf(id)?.status === 'withdrawn').map(toEntryId),
    // The players' ratings now (the seeding's), for the rating-based tie-break; none when nobody is rated.
    ...(rated.length > 0 ? { ratings: Object.fromEntries(rated) } : {}),
    groups: stageRow.groups.map((group) => group.map(toEntryId)),
    matches: matchRows.map((match) => stageMatchOf(match, keyById)),
    ...(swiss && { swiss }),
  };
  return { stage, idByKey, keyById };
}

/**
 * The library Stage of a stage listed with its matches (listTournamentMatches), so a view that has
 * read them and the entries does not read them again: loadStage's match order (by id), and the
 * Swiss instructions (`stageInstructions`, for a Swiss; standings count their points).
 */
export function stageOfListed(
  listed: { stage: StageRow; matches: readonly Match[] },
  tournament: Tournament,
  entryOf: (entryId: number) => StageEntryFacts | undefined,
  swiss: SwissInstructions | undefined,
): Stage {
  const byId = [...listed.matches].sort((a, b) => a.id - b.id);
  return stageFromRows(listed.stage, tournament, byId, entryOf, swiss).stage;
}

/** A Swiss stage's instructions, read with it so that every pairing and standings sees them; undefined when none, and for other formats. */
export async function stageInstructions(
  db: Db,
  stageRow: Pick<StageRow, 'kind'>,
  tournament: Tournament,
): Promise<SwissInstructions | undefined> {
  if (stageRow.kind !== 'swiss') return undefined;
  const swiss = await swissInstructionsOf(db, tournament);
  // Absent means none (core/tournament Stage): a Swiss without instructions loads as it was built.
  const none =
    swiss.forbidden.length === 0 &&
    swiss.requestedByes.length === 0 &&
    swiss.grantedPoints.length === 0 &&
    swiss.acceleration === 'none';
  return none ? undefined : swiss;
}

/** The stage as the formats library takes it: settings, the tournament's series rules and tie-breaks, entries, matches. */
export async function loadStage(db: Db, stageId: number): Promise<Stage> {
  return (await loadStageWithIds(db, stageId)).stage;
}

/** `loadStage` with the ids of the stage's matches, for a change that writes the stage back (`saveStageUpdate`). */
export async function loadStageWithIds(db: Db, stageId: number): Promise<LoadedStage> {
  const [row] = await db
    .select({ stage: stages, tournament: tournaments })
    .from(stages)
    .innerJoin(tournaments, eq(tournaments.id, stages.tournamentId))
    .where(eq(stages.id, stageId));
  if (!row) throw new Error(`No stage ${stageId}.`);
  const matchRows = await db.select().from(matches).where(eq(matches.stageId, stageId)).orderBy(asc(matches.id));
  const facts =
    row.stage.seededEntries.length === 0
      ? []
      : await db
          .select({ id: entries.id, status: entries.status, rating: players.rating })
          .from(entries)
          .innerJoin(players, eq(players.id, entries.playerId))
          .where(inArray(entries.id, row.stage.seededEntries));
  const byId = new Map(facts.map(({ id, status, rating }) => [id, { status, player: { rating } }]));
  return stageFromRows(
    row.stage,
    row.tournament,
    matchRows,
    (id) => byId.get(id),
    await stageInstructions(db, row.stage, row.tournament),
  );
}

// Rows per statement, well under Postgres' 65,535 parameters.
const CHUNK = 500;

/**
 * Inserts or updates the matches by key, then links each to the matches its winner and loser go
 * to (match and slot together, as the check on matches wants). Links never change once a match
 * exists, so an update leaves them alone. `known` holds the ids of the stage's other matches when
 * the caller has them; else they are read when a link needs them.
 */
async function writeMatches(
  tx: Db,
  stageId: number,
  stageMatches: StageMatch[],
  known?: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>(known);
  for (let start = 0; start < stageMatches.length; start += CHUNK) {
    const values = stageMatches.slice(start, start + CHUNK).map((match) => ({ stageId, ...matchColumns(match) }));
    const written = await tx
      .insert(matches)
      .values(values)
      .onConflictDoUpdate({ target: [matches.stageId, matches.key], set: excludedColumns(Object.keys(values[0])) })
      .returning({ id: matches.id, key: matches.key });
    for (const { id, key } of written) ids.set(key, id);
  }
  const linked = stageMatches.filter((match) => match.winnerTo || match.loserTo);
  if (linked.length === 0) return ids;
  // Destinations may be matches that did not change: unless known, look up every key of the stage.
  const allIds = known
    ? ids
    : new Map(
        (await tx.select({ id: matches.id, key: matches.key }).from(matches).where(eq(matches.stageId, stageId))).map(
          (row) => [row.key, row.id],
        ),
      );
  const idOf = (key: string | undefined) => (key === undefined ? null : allIds.get(key)!);
  for (let start = 0; start < linked.length; start += CHUNK) {
    const rows = linked.slice(start, start + CHUNK).map((match) => {
      const winnerSlot = match.winnerTo ? toSlotNumber(match.winnerTo.slot) : null;
      const loserSlot = match.loserTo ? toSlotNumber(match.loserTo.slot) : null;
      return sql`(${ids.get(match.key)!}::int, ${idOf(match.winnerTo?.match)}::int, ${winnerSlot}::int, ${idOf(match.loserTo?.match)}::int, ${loserSlot}::int)`;
    });
    await tx.execute(sql`
      update ${matches}
      set winner_next_match_id = links.winner_next, winner_next_slot = links.winner_slot,
          loser_next_match_id = links.loser_next, loser_next_slot = links.loser_slot
      from (values ${sql.join(rows, sql`, `)}) as links (id, winner_next, winner_slot, loser_next, loser_slot)
      where ${matches.id} = links.id`);
  }
  return ids;
}

/** `set column = excluded.column` for an upsert, for the given properties of the matches table. */
function excludedColumns(properties: string[]): Record<string, ReturnType<typeof sql>> {
  const columns = matches as unknown as Record<string, { name: string }>;
  return Object.fromEntries(
    properties
      .filter((property) => property !== 'stageId' && property !== 'key')
      .map((property) => [property, sql.raw(`excluded."${columns[property].name}"`)]),
  );
}
