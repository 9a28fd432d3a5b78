// The organisers order the field before the start: by rating, by a random draw whose seed is kept
// (so anyone can replay it: core/seeding), or by hand. Every active entry gets a seed; withdrawn ones
// none. Seeding again replaces the previous order.
import { randomBytes } from 'node:crypto';
import type { Db } from '@/db/client';
import { appendTournamentAudit } from '@/db/queries/audit-log';
import { listEntries, writeSeeds, type EntryWithPlayer } from '@/db/queries/entries';
import { updateTournamentRow } from '@/db/queries/tournaments';
import type { Tournament } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import { checkManualOrder, orderByDraw, orderByRating } from '@/core/seeding/seed-order';
import type { SeedingInput } from '@/lib/validation/entries';
import { lockedTournament, requireNotStarted } from '@/lib/services/tournaments/tournament-state';

export interface Seeding {
  method: Tournament['seedingMethod'];
  randomSeed: string | null;
  /** The active entries, seed 1 first. */
  entries: EntryWithPlayer[];
}

/** A fresh seed for a random draw: 64 random bits as hex. */
function newDrawSeed(): string {
  return randomBytes(8).toString('hex');
}

export async function seedEntries(db: Db, actor: Actor, tournamentId: number, input: SeedingInput): Promise<Seeding> {
  const user = await requireTournamentManager(db, actor, tournamentId);
  return db.transaction(async (tx) => {
    const tournament = await lockedTournament(tx, tournamentId);
    requireNotStarted(tournament, 'seeding');
    const active = (await listEntries(tx, tournamentId)).filter((entry) => entry.status !== 'withdrawn');
    if (active.length === 0)
      throw new AppError('conflict', 'no-entries', 'There is nobody to seed yet: add entries first.');
    const randomSeed = input.method === 'random' ? (input.randomSeed ?? newDrawSeed()) : null;
    let order: number[];
    if (input.method === 'rating')
      order = orderByRating(active.map((entry) => ({ id: entry.id, rating: entry.player.rating })));
    else if (input.method === 'random')
      order = orderByDraw(
        active.map((entry) => entry.id),
        randomSeed!,
      );
    else {
      const checked = checkManualOrder(
        active.map((entry) => entry.id),
        input.order ?? [],
      );
      if (!checked.ok) throw AppError.fromDomain('invalid-input', checked.error, { field: 'order' });
      order = checked.value;
    }
    await writeSeeds(tx, tournamentId, order);
    await updateTournamentRow(tx, tournamentId, { seedingMethod: input.method, randomSeed });
    await appendTournamentAudit(tx, user.id, tournamentId, {
      action: 'seeded',
      before: { method: tournament.seedingMethod, randomSeed: tournament.randomSeed },
      after: { method: input.method, randomSeed, order },
    });
    await publishLive(tx, { tournamentId, kind: 'event' });
    const byId = new Map(active.map((entry) => [entry.id, entry]));
    return {
      method: input.method,
      randomSeed,
      entries: order.map((id, index) => ({ ...byId.get(id)!, seed: index + 1 })),
    };
  });
}
