// An organiser creates a tournament: it starts as a draft only its organisers see, at an address
// made from its name.
import type { Db } from '@/db/client';
import { appendTournamentAudit } from '@/db/queries/audit-log';
import { insertTournament, slugsLike } from '@/db/queries/tournaments';
import type { Tournament } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { requireRole } from '@/lib/auth/permissions';
import { isUniqueViolation } from '@/lib/errors';
import type { TournamentSettings } from '@/lib/validation/tournaments';
import { freeSlug, slugOf } from './tournament-slug';

export async function createTournament(db: Db, actor: Actor, settings: TournamentSettings): Promise<Tournament> {
  const user = requireRole(actor, 'organiser');
  const base = slugOf(settings.name);
  // Two tournaments of the same name created at once may pick the same free slug; the loser tries the next.
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const slug = freeSlug(base, await slugsLike(tx, base));
        const tournament = await insertTournament(tx, { ...settings, slug, organiserId: user.id, status: 'draft' });
        await appendTournamentAudit(tx, user.id, tournament.id, {
          action: 'tournament-created',
          after: settings,
        });
        return tournament;
      });
    } catch (error) {
      if (attempt < 5 && isUniqueViolation(error, 'tournaments_slug_unique')) continue;
      throw error;
    }
  }
}
