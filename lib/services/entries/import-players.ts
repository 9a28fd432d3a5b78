// A list of players from a spreadsheet, entered in one go. The preview reads the CSV, puts each
// line beside the players of the same name on record (its namesakes: core/text/shown-names.ts) and
// lists every problem on its line. A line with namesakes is one of them or a new player: the one of
// the line's club (or the only one, when the line names no club) is proposed, the organiser may
// choose otherwise, and says who the other lines are (`choices`) before anything is entered. The import does the same inside one transaction with the tournament locked and enters
// everybody or, if any line has a problem, nobody.
import type { Db } from '@/db/client';
import { appendTournamentAudit } from '@/db/queries/audit-log';
import { insertEntries, listEntries, type EntryWithPlayer } from '@/db/queries/entries';
import { findNamesakes, insertPlayers } from '@/db/queries/players';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { readPlayerList, type PlayerListRow } from '@/core/csv/player-list';
import { recordProblem, type ImportProblem, type RecordFacts } from './import-problems';
import { AppError, isUniqueViolation } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import { nameKey } from '@/core/text/shown-names';
import type { PlayerImportInput } from '@/lib/validation/entries';
import type { Namesake } from '@/core/text/namesakes';
import { lockedTournament, requireNotStarted } from '@/lib/services/tournaments/tournament-state';

/** One line of the list as it would be imported. */
export interface ImportRow extends Omit<PlayerListRow, 'problems'> {
  /** The line's problems, of the list itself and against the records, each with its English sentence. */
  problems: ImportProblem[];
  /** The player on record this line is, or null for a new player (or while undecided). */
  player: Pick<Namesake, 'id' | 'displayName' | 'club' | 'rating'> | null;
  /** Players on record of the same name. */
  namesakes: Namesake[];
  /** False while the line has namesakes and nobody has said who it is. */
  decided: boolean;
}

export interface ImportPreview {
  rows: ImportRow[];
  /** Lines with at least one problem; the import is refused while there are any. */
  errorCount: number;
  ignoredColumns: string[];
}

export async function previewPlayerImport(
  db: Db,
  actor: Actor,
  tournamentId: number,
  input: PlayerImportInput,
): Promise<ImportPreview> {
  await requireTournamentManager(db, actor, tournamentId);
  return planImport(db, tournamentId, input);
}

/** Enters every player of the list, or refuses with the lines at fault and enters nobody. */
export async function importPlayers(
  db: Db,
  actor: Actor,
  tournamentId: number,
  input: PlayerImportInput,
): Promise<{ added: EntryWithPlayer[] }> {
  const user = await requireTournamentManager(db, actor, tournamentId);
  try {
    return await db.transaction(async (tx) => {
      const tournament = await lockedTournament(tx, tournamentId);
      requireNotStarted(tournament, 'importing players');
      const plan = await planImport(tx, tournamentId, input);
      if (plan.errorCount > 0) {
        const first = plan.rows.find((row) => row.errors.length > 0)!;
        throw new AppError(
          'invalid-input',
          'import-has-errors',
          `${plan.errorCount} ${plan.errorCount === 1 ? 'line has' : 'lines have'} problems (line ${first.line}: ${first.errors[0]}); nobody was entered. Fix the list and import it again.`,
          {
            field: 'csv',
            details: {
              count: plan.errorCount,
              firstLine: first.line,
              lines: plan.rows.filter((row) => row.errors.length > 0).map(({ line, errors }) => ({ line, errors })),
            },
          },
        );
      }
      if (plan.rows.length === 0)
        throw new AppError('invalid-input', 'import-empty', 'The list names no players: it has only its header line.', {
          field: 'csv',
        });
      const fresh = plan.rows.filter((row) => row.player === null);
      const created = await insertPlayers(
        tx,
        fresh.map((row) => ({ displayName: row.name, club: row.club, country: row.country, rating: row.rating })),
        user.id,
      );
      const newIds = new Map(fresh.map((row, index) => [row.line, created[index].id]));
      const playerIds = plan.rows.map((row) => row.player?.id ?? newIds.get(row.line)!);
      const added = await insertEntries(tx, tournamentId, playerIds);
      await appendTournamentAudit(tx, user.id, tournamentId, {
        action: 'players-imported',
        after: { entries: added.map((entry) => entry.id), newPlayers: created.map((player) => player.id) },
      });
      await publishLive(tx, { tournamentId, kind: 'event' });
      const ids = new Set(added.map((entry) => entry.id));
      return { added: (await listEntries(tx, tournamentId)).filter((entry) => ids.has(entry.id)) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'entries_tournament_player_unique')) {
      throw new AppError(
        'conflict',
        'already-entered',
        'A player of the list was entered by someone else meanwhile; nobody was imported. Preview the list again.',
        { field: 'csv' },
      );
    }
    throw error;
  }
}

async function planImport(db: Db, tournamentId: number, input: PlayerImportInput): Promise<ImportPreview> {
  const read = readPlayerList(input.csv);
  if (!read.ok)
    throw new AppError('invalid-input', read.error.code, `Line ${read.error.line}: ${read.error.message}`, {
      field: 'csv',
      details: { line: read.error.line, problem: read.error.problem },
    });
  const named = read.value.rows.filter((row) => row.name !== '');
  const onRecord = await findNamesakes(
    db,
    named.map((row) => nameKey(row.name)),
  );
  const entered = new Set((await listEntries(db, tournamentId)).map((entry) => entry.playerId));
  const chosen = new Map((input.choices ?? []).map((choice) => [choice.line, choice.playerId]));
  const linesOf = new Map<number, number>();
  const rows = read.value.rows.map((row): ImportRow => {
    const found: RecordFacts[] = [];
    const namesakes = row.name === '' ? [] : onRecord.filter((player) => player.nameKey === nameKey(row.name));
    const choice = chosen.get(row.line);
    let player: Namesake | null = null;
    let decided = true;
    if (choice !== undefined && choice !== null) {
      player = namesakes.find((namesake) => namesake.id === choice) ?? null;
      if (!player) found.push({ code: 'not-a-namesake', playerId: choice, name: row.name });
    } else if (choice === undefined && namesakes.length > 0) {
      // Proposed: the one namesake of the line's club, or the only one when the line names no club.
      const likely =
        row.club === null
          ? namesakes
          : namesakes.filter((namesake) => nameKey(namesake.club ?? '') === nameKey(row.club!));
      if (likely.length === 1) player = likely[0];
      else {
        decided = false;
        found.push(
          namesakes.length === 1
            ? { code: 'namesake-undecided', namesake: namesakes[0] }
            : { code: 'namesakes-undecided', count: namesakes.length, name: row.name },
        );
      }
    }
    if (player) {
      if (entered.has(player.id))
        found.push({ code: 'already-entered', playerId: player.id, name: player.displayName });
      const earlier = linesOf.get(player.id);
      if (earlier !== undefined)
        found.push({ code: 'same-player', line: earlier, playerId: player.id, name: player.displayName });
      else linesOf.set(player.id, row.line);
    }
    const record = player && {
      id: player.id,
      displayName: player.displayName,
      club: player.club,
      rating: player.rating,
    };
    const problems = [...row.problems, ...found.map(recordProblem)];
    return { ...row, player: record, namesakes, decided, problems, errors: problems.map(({ message }) => message) };
  });
  return {
    rows,
    errorCount: rows.filter((row) => row.errors.length > 0).length,
    ignoredColumns: read.value.ignoredColumns,
  };
}
