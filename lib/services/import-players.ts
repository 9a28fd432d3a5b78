// A list of players from a spreadsheet, entered in one go. The preview reads the CSV, matches each
// line to a player on record (same name, and same club when the line gives one) or marks it new,
// and lists every problem on its line. The import does the same inside one transaction with the
// tournament locked and enters everybody or, if any line has a problem, nobody.
import type { Db } from '@/db/client';
import { appendAudit } from '@/db/queries/audit-log';
import { listEntries, type EntryWithPlayer } from '@/db/queries/entries';
import { findPlayersByNames } from '@/db/queries/players';
import { entries, players, type Player } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { readPlayerList, type PlayerListRow } from '@/lib/csv/player-list';
import { AppError, isUniqueViolation } from '@/lib/errors';
import { lockedTournament, requireNotStarted } from './tournament-state';

/** One line of the list as it would be imported. */
export interface ImportRow extends PlayerListRow {
  /** The player on record this line is, or null for a new player. */
  player: Pick<Player, 'id' | 'displayName' | 'club' | 'rating'> | null;
}

export interface ImportPreview {
  rows: ImportRow[];
  /** Lines with at least one problem; the import is refused while there are any. */
  errorCount: number;
  ignoredColumns: string[];
}

export async function previewPlayerImport(db: Db, actor: Actor, tournamentId: number, csv: string): Promise<ImportPreview> {
  await requireTournamentManager(db, actor, tournamentId);
  return planImport(db, tournamentId, csv);
}

/** Enters every player of the list, or refuses with the lines at fault and enters nobody. */
export async function importPlayers(db: Db, actor: Actor, tournamentId: number, csv: string): Promise<{ added: EntryWithPlayer[] }> {
  const user = await requireTournamentManager(db, actor, tournamentId);
  try {
    return await db.transaction(async (tx) => {
      const tournament = await lockedTournament(tx, tournamentId);
      requireNotStarted(tournament, 'importing players');
      const plan = await planImport(tx, tournamentId, csv);
      if (plan.errorCount > 0) {
        const first = plan.rows.find((row) => row.errors.length > 0)!;
        throw new AppError(
          'invalid-input',
          'import-has-errors',
          `${plan.errorCount} ${plan.errorCount === 1 ? 'line has' : 'lines have'} problems (line ${first.line}: ${first.errors[0]}); nobody was entered. Fix the list and import it again.`,
          { field: 'csv', details: { lines: plan.rows.filter((row) => row.errors.length > 0).map(({ line, errors }) => ({ line, errors })) } },
        );
      }
      if (plan.rows.length === 0) throw new AppError('invalid-input', 'import-empty', 'The list names no players: it has only its header line.', { field: 'csv' });
      const fresh = plan.rows.filter((row) => row.player === null);
      const created =
        fresh.length === 0
          ? []
          : await tx
              .insert(players)
              .values(fresh.map((row) => ({ displayName: row.name, club: row.club, country: row.country, rating: row.rating })))
              .returning({ id: players.id });
      const newIds = new Map(fresh.map((row, index) => [row.line, created[index].id]));
      const playerIds = plan.rows.map((row) => row.player?.id ?? newIds.get(row.line)!);
      const added = await tx
        .insert(entries)
        .values(playerIds.map((playerId) => ({ tournamentId, playerId })))
        .returning({ id: entries.id });
      await appendAudit(tx, {
        actorId: user.id,
        tournamentId,
        entity: 'tournament',
        entityId: String(tournamentId),
        action: 'players-imported',
        after: { entries: added.map((entry) => entry.id), newPlayers: created.map((player) => player.id) },
      });
      const ids = new Set(added.map((entry) => entry.id));
      return { added: (await listEntries(tx, tournamentId)).filter((entry) => ids.has(entry.id)) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'entries_tournament_player_unique')) {
      throw new AppError('conflict', 'already-entered', 'A player of the list was entered by someone else meanwhile; nobody was imported. Preview the list again.', { field: 'csv' });
    }
    throw error;
  }
}

async function planImport(db: Db, tournamentId: number, csv: string): Promise<ImportPreview> {
  const read = readPlayerList(csv);
  if (!read.ok) throw new AppError('invalid-input', read.error.code, `Line ${read.error.line}: ${read.error.message}`, { field: 'csv', details: { line: read.error.line } });
  const known = await findPlayersByNames(db, read.value.rows.map((row) => row.name).filter((name) => name !== ''));
  const entered = new Set((await listEntries(db, tournamentId)).map((entry) => entry.playerId));
  const rows = read.value.rows.map((row): ImportRow => {
    const errors = [...row.errors];
    const sameName = known.filter((player) => player.displayName.toLowerCase() === row.name.toLowerCase());
    const candidates = row.club === null ? sameName : sameName.filter((player) => (player.club ?? '').toLowerCase() === row.club!.toLowerCase());
    let player: ImportRow['player'] = null;
    if (candidates.length > 1) {
      errors.push(`${candidates.length} players on record are called ${row.name}${row.club ? ` of ${row.club}` : ''}; add this one by hand from the player search.`);
    } else if (candidates.length === 1) {
      const [match] = candidates;
      player = { id: match.id, displayName: match.displayName, club: match.club, rating: match.rating };
      if (entered.has(match.id)) errors.push(`${match.displayName} is already entered.`);
    }
    return { ...row, player, errors };
  });
  return { rows, errorCount: rows.filter((row) => row.errors.length > 0).length, ignoredColumns: read.value.ignoredColumns };
}
