// A Swiss as FIDE's Tournament Report File (core/trf), after any round played, so a federation can
// check its pairings with the programs it trusts. Public, as the other exports: the tournament must
// have started (startedTournamentOfSlug), and everything in the file is on its pages already.
import type { Db } from '@/db/client';
import { listEntries } from '@/db/queries/entries';
import { listTournamentMatches } from '@/db/queries/matches';
import { stageInstructions, stageOfListed } from '@/db/queries/stages';
import type { Tournament } from '@/db/schema';
import { AppError } from '@/lib/errors';
import { swissToTrf } from '@/core/trf/from-stage';
import { writeTrf } from '@/core/trf/write-trf';
import { startedTournamentOfSlug } from './tournament-results';

/** The TRF text of the Swiss at `slug` after `round` (null: every round played). */
export async function swissTrf(
  db: Db,
  slug: string,
  round: number | null,
): Promise<{ tournament: Tournament; text: string }> {
  const tournament = await startedTournamentOfSlug(db, slug);
  if (tournament.format !== 'swiss')
    throw new AppError('invalid-input', 'not-swiss', 'A TRF describes a Swiss; this tournament is not one.');
  // A Swiss has one stage.
  const [listed] = await listTournamentMatches(db, tournament.id);
  const entries = await listEntries(db, tournament.id);
  const byId = new Map(entries.map((entry) => [String(entry.id), entry]));
  const entryById = new Map(entries.map((entry) => [entry.id, entry]));
  const stage = stageOfListed(
    listed,
    tournament,
    (entryId) => entryById.get(entryId),
    await stageInstructions(db, listed.stage, tournament),
  );
  const outcome = swissToTrf(
    stage,
    (entry) => {
      const { player } = byId.get(entry)!;
      return { name: player.displayName, rating: player.rating };
    },
    { name: tournament.name, city: tournament.venue, startsOn: tournament.startsOn, endsOn: tournament.endsOn },
    round ?? undefined,
  );
  if (!outcome.ok) throw AppError.fromDomain('invalid-input', outcome.error, { field: 'round' });
  return { tournament, text: writeTrf(outcome.value) };
}
