// The organisers change a tournament's set-up. Everything can change until the start; after it,
// only what does not touch the draw or the games already played (name, venue, dates,
// self-registration, the confirmation window); nothing once it has finished.
import { isDeepStrictEqual } from 'node:util';
import type { Db } from '@/db/client';
import { appendTournamentAudit } from '@/db/queries/audit-log';
import { updateTournamentRow } from '@/db/queries/tournaments';
import type { Tournament } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import type { TournamentSettings } from '@/lib/validation/tournaments';
import { lockedTournament } from './tournament-state';

/** Settings that may change while the tournament runs; the others fix the draw and how games count. */
const CHANGEABLE_WHILE_RUNNING = new Set<keyof TournamentSettings>([
  'name',
  'venue',
  'startsOn',
  'endsOn',
  'selfRegistration',
  'confirmationWindowMinutes',
]);

export async function updateTournament(
  db: Db,
  actor: Actor,
  tournamentId: number,
  settings: TournamentSettings,
): Promise<Tournament> {
  const user = await requireTournamentManager(db, actor, tournamentId);
  return db.transaction(async (tx) => {
    const tournament = await lockedTournament(tx, tournamentId);
    if (tournament.status === 'finished')
      throw new AppError(
        'conflict',
        'tournament-finished',
        `${tournament.name} has finished; its set-up can no longer change.`,
        { details: { tournament: tournament.name } },
      );
    const changed = (Object.keys(settings) as (keyof TournamentSettings)[]).filter(
      (key) => !isDeepStrictEqual(settings[key], tournament[key]),
    );
    if (tournament.status === 'running') {
      const locked = changed.find((key) => !CHANGEABLE_WHILE_RUNNING.has(key));
      if (locked) {
        throw new AppError(
          'conflict',
          'settings-locked',
          `${tournament.name} has started: the format, rules and tie-breaks are fixed for the draw already made.`,
          { field: locked === 'formatSettings' ? 'format' : locked, details: { tournament: tournament.name } },
        );
      }
    }
    if (changed.length === 0) return tournament;
    const updated = await updateTournamentRow(tx, tournamentId, settings);
    await appendTournamentAudit(tx, user.id, tournamentId, {
      action: 'tournament-updated',
      before: Object.fromEntries(changed.map((key) => [key, tournament[key]])),
      after: Object.fromEntries(changed.map((key) => [key, settings[key]])),
    });
    await publishLive(tx, { tournamentId, kind: 'event' });
    return updated;
  });
}
