// What every organiser page under /t/[slug]/manage starts from: the signed-in staff member and the
// tournament, or a notice saying the page is not theirs.
import { getDb } from '@/db/app-database';
import type { Db } from '@/db/client';
import type { Tournament } from '@/db/schema';
import { getActor, type SignedInActor } from '@/lib/auth/actor';
import type { TournamentRight, TournamentRights } from '@/lib/auth/permissions';
import { loadManagedTournament } from '@/app/_components/managed-tournament';

export interface ManagePage {
  db: Db;
  user: SignedInActor;
  tournament: Tournament;
  rights: TournamentRights;
  /** False when the page needs rights the user lacks: it shows a notice instead. */
  allowed: boolean;
}

/** `need`: `manage` for the set-up pages (organisers), `results` for the control room and the audit log (arbiters too). */
export async function loadManagePage(
  params: Promise<{ slug: string }>,
  path: string,
  need: TournamentRight,
): Promise<ManagePage> {
  const { slug } = await params;
  const db = await getDb();
  const { user, tournament, rights } = await loadManagedTournament(
    db,
    await getActor(),
    slug,
    `/t/${slug}/manage${path}`,
  );
  return { db, user, tournament, rights, allowed: rights[need] };
}
