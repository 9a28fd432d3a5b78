// The cast of the authorisation matrix: one tournament with its organiser, a co-organiser and an
// arbiter on its staff, a match between two players who have accounts, a player with an account
// who is not in the match, an organiser of another tournament, a site admin, and nobody at all.
// Every account has the same password, so rows that ask for it can give it.
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { players, tournamentStaff, type Match, type Tournament, type User } from '@/db/schema';
import { anonymous, type Actor } from '@/lib/auth/actor';
import { hashPassword } from '@/lib/auth/password';
import { makeEntries, makeMatch, makePlayer, makeStage, makeTournament, makeUser } from '../db/fixtures';
import { actorOf, sessionCookie } from './helpers';

/** The columns of the matrix, from least to most privileged. */
export const everyone = [
  'anonymous',
  'outsider',
  'match-player',
  'other-organiser',
  'arbiter',
  'co-organiser',
  'organiser',
  'admin',
] as const;
export type Who = (typeof everyone)[number];
export type SignedInWho = Exclude<Who, 'anonymous'>;

/** Everyone but anonymous: what an operation on one's own account allows. */
export const signedIn = everyone.filter((who): who is SignedInWho => who !== 'anonymous');

/** A draft is not found by anyone not on its staff (a row acting on one says so in `refusals`). */
export const draftRefusals: Partial<Record<Who, number>> = {
  outsider: 404,
  'match-player': 404,
  'other-organiser': 404,
};

export const MATRIX_PASSWORD = 'the matrix password';

export interface World {
  db: Db;
  /** Taking entries from players (registration, self-registration on), with a stage and a ready match already drawn. */
  tournament: Tournament;
  match: Match;
  users: Record<SignedInWho, User>;
  actor(who: Who): Actor;
  /** The headers that prove who the user is: their browser session's Cookie (none for anonymous), unless a section of the matrix says otherwise. */
  credentials(who: Who): Promise<Record<string, string>>;
}

export async function buildWorld(db: Db): Promise<World> {
  const passwordHash = await hashPassword(MATRIX_PASSWORD);
  const user = (role: User['role'], name: string) => makeUser(db, { role, name, passwordHash });
  const users: Record<SignedInWho, User> = {
    outsider: await user('player', 'Outsider'),
    'match-player': await user('player', 'Match Player'),
    'other-organiser': await user('organiser', 'Other Organiser'),
    arbiter: await user('player', 'Arbiter'),
    'co-organiser': await user('player', 'Co-organiser'),
    organiser: await user('organiser', 'Organiser'),
    admin: await user('admin', 'Admin'),
  };
  const tournament = await makeTournament(db, {
    organiserId: users.organiser.id,
    status: 'registration',
    selfRegistration: true,
  });
  await makeTournament(db, { organiserId: users['other-organiser'].id, status: 'registration' });
  await db.insert(tournamentStaff).values([
    { tournamentId: tournament.id, userId: users['co-organiser'].id, role: 'co-organiser' },
    { tournamentId: tournament.id, userId: users.arbiter.id, role: 'arbiter' },
  ]);
  const [entry1, entry2] = await makeEntries(db, tournament.id, 2);
  await db.update(players).set({ userId: users['match-player'].id }).where(eq(players.id, entry1.playerId));
  await makePlayer(db, { userId: users.outsider.id });
  const stage = await makeStage(db, tournament.id);
  const match = await makeMatch(db, { stageId: stage.id, entry1Id: entry1.id, entry2Id: entry2.id });
  return {
    db,
    tournament,
    match,
    users,
    actor: (who) => (who === 'anonymous' ? anonymous : actorOf(users[who])),
    credentials: async (who): Promise<Record<string, string>> =>
      who === 'anonymous' ? {} : { cookie: await sessionCookie(db, users[who]) },
  };
}
