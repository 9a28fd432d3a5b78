// Who may do what, decided on the server. Services call the `require…` checks before they change
// anything; they throw AppError: 401 for anonymous, 403 for a signed-in user without the right,
// 404 when the tournament or match does not exist (or is a draft they may not see). The `…Rights`
// readers answer the same questions without throwing, for pages that show only the actions a user
// may take. Rights are read at every request, because a tournament must not be run by someone who
// no longer may (`tournamentRights`, `matchRights`).
import type { Db } from '@/db/client';
import {
  matchSeats,
  playsOpenMatchWith,
  tournamentRole,
  tournamentRoleBySlug,
  type TournamentOrganiser,
  type TournamentRole,
} from '@/db/queries/rights';
import type { Tournament, TournamentStaff, User } from '@/db/schema';
import { AppError } from '@/lib/errors';
import { isSignedIn, type Actor, type SignedInActor } from './actor';
import { requireVerifiedEmail } from './verified-email';

/** The signed-in user, or a 401. */
export function requireSignedIn(actor: Actor): SignedInActor {
  if (!isSignedIn(actor)) throw new AppError('unauthenticated', 'unauthenticated', 'Sign in to do this.');
  return actor;
}

/** True when the actor has the role; an admin has every role. */
export function hasRole(actor: Actor, role: Exclude<User['role'], 'player'>): boolean {
  return isSignedIn(actor) && (actor.role === 'admin' || actor.role === role);
}

/** The signed-in user with the role (an admin passes every check), or a 401/403. */
export function requireRole(actor: Actor, role: Exclude<User['role'], 'player'>): SignedInActor {
  const user = requireSignedIn(actor);
  if (!hasRole(user, role)) {
    throw new AppError(
      'forbidden',
      `not-${role}`,
      role === 'admin'
        ? 'Only a site admin may do this.'
        : 'Only organisers may do this. A site admin can make you one.',
    );
  }
  return user;
}

/** What the actor may do in one tournament. */
export interface TournamentRights {
  /** Change its settings, registrations, seeding and staff; start and close it (admin, organiser, co-organiser). */
  manage: boolean;
  /** Act on results: walkovers, disputes, corrections, games for any match (the managers and arbiters). */
  results: boolean;
  /**
   * Set when the tournament's organiser no longer holds the organiser role, so organising gives
   * them no rights: who they are (and whether the actor is them), for pages to say so.
   */
  organiserRoleLost: { userId: string; name: string; isActor: boolean } | null;
}

/** A right a tournament gives: to manage it, or to act on its results. */
export type TournamentRight = 'manage' | 'results';

/**
 * The actor's rights in the tournament, or null when there is no such tournament, or when it is a
 * draft and the actor is not on its staff: a draft is only its staff's business, and to anyone else
 * it must answer exactly as a tournament that does not exist (not a 403 that says it does).
 *
 * Roles: an admin may do everything; an organiser creates tournaments and manages the ones they
 * organise; a tournament's co-organisers manage it too; its arbiters act on results (walkovers,
 * disputes, corrections) but do not change its settings or staff. Organising gives rights only
 * while the organiser still holds the organiser (or admin) role, read at every request: a demoted
 * organiser's tournaments stay, run by the admins and their co-organisers. Staff roles
 * (co-organiser, arbiter) belong to one tournament, not to the site role, so they are untouched by it.
 */
export async function tournamentRights(db: Db, actor: Actor, tournamentId: number): Promise<TournamentRights | null> {
  const role = await tournamentRole(db, tournamentId, isSignedIn(actor) ? actor.id : null);
  return role && visibleRights(actor, role);
}

/**
 * The staff lookup: the tournament at the slug of an address with the actor's rights in it (as
 * `tournamentRights` gives them), read in one statement; null when there is no such tournament or
 * it is a draft the actor may not see. Staff pages, their links and the organiser API all start here.
 */
export async function tournamentWithRights(
  db: Db,
  actor: Actor,
  slug: string,
): Promise<{ tournament: Tournament; rights: TournamentRights | null } | null> {
  const found = await tournamentRoleBySlug(db, slug, isSignedIn(actor) ? actor.id : null);
  if (!found) return null;
  const rights = visibleRights(actor, found.role);
  return rights || found.tournament.status !== 'draft' ? { tournament: found.tournament, rights } : null;
}

/** The actor's rights where they have this role, or null when it is a draft they may not see. */
function visibleRights(actor: Actor, role: TournamentRole): TournamentRights | null {
  const rights = rightsOf(actor, role);
  // Its demoted organiser knows it exists, and is told who manages it now.
  return role.status === 'draft' && !rights.results && !rights.organiserRoleLost?.isActor ? null : rights;
}

/** The actor's rights in a tournament with this organiser, where the actor has this staff role. */
function rightsOf(
  actor: Actor,
  role: TournamentOrganiser & { staffRole: TournamentStaff['role'] | null },
): TournamentRights {
  const holdsRole = role.organiserRole === 'organiser' || role.organiserRole === 'admin';
  const organiserRoleLost = holdsRole
    ? null
    : {
        userId: role.organiserId,
        name: role.organiserName ?? 'The organiser',
        isActor: isSignedIn(actor) && actor.id === role.organiserId,
      };
  if (!isSignedIn(actor)) return { manage: false, results: false, organiserRoleLost };
  const manage =
    actor.role === 'admin' || (holdsRole && role.organiserId === actor.id) || role.staffRole === 'co-organiser';
  return { manage, results: manage || role.staffRole === 'arbiter', organiserRoleLost };
}

/** The refusal of a tournament right the user lacks: a demoted organiser is told why. */
function refusalOf(rights: TournamentRights, refusal: () => AppError): AppError {
  if (!rights.organiserRoleLost?.isActor) return refusal();
  return new AppError(
    'forbidden',
    'organiser-role-lost',
    'You are no longer an organiser, so you no longer run this tournament: its co-organisers and the site admins do. A site admin can make you an organiser again.',
  );
}

/** The signed-in user if they may manage the tournament; else 401, 404 or 403. */
export function requireTournamentManager(db: Db, actor: Actor, tournamentId: number): Promise<SignedInActor> {
  return requireTournamentRight(
    db,
    actor,
    tournamentId,
    'manage',
    () => new AppError('forbidden', 'not-tournament-manager', 'Only the organisers of this tournament may do this.'),
  );
}

/** The signed-in user if they may act on the tournament's results (managers and arbiters); else 401, 404 or 403. */
export function requireTournamentStaff(db: Db, actor: Actor, tournamentId: number): Promise<SignedInActor> {
  return requireTournamentRight(db, actor, tournamentId, 'results', notTournamentStaff);
}

const notTournamentStaff = () =>
  new AppError('forbidden', 'not-tournament-staff', 'Only the organisers and arbiters of this tournament may do this.');

async function requireTournamentRight(
  db: Db,
  actor: Actor,
  tournamentId: number,
  right: TournamentRight,
  refusal: () => AppError,
): Promise<SignedInActor> {
  const user = requireSignedIn(actor);
  const rights = await tournamentRights(db, user, tournamentId);
  if (!rights) throw new AppError('not-found', 'tournament-not-found', 'This tournament was not found.');
  if (!rights[right]) throw refusalOf(rights, refusal);
  return user;
}

/** What the actor may do in one match: `manage` and `results` are false in a match the actor plays in. */
export interface MatchRights extends TournamentRights {
  tournamentId: number;
  /** The actor is the tournament's staff but plays in this match, so has only a player's rights in it. */
  ownMatch: boolean;
  /** The slot (1 or 2) whose entry is the actor's own player, or null. */
  slot: 1 | 2 | null;
  /** That slot's entry id, or null. */
  entryId: number | null;
  /** Report, confirm and dispute games: a player in the match, or the tournament's results staff. */
  play: boolean;
}

/**
 * The actor's rights in the match, or null when there is no such match. A player reports, confirms
 * and disputes games only in matches where one of the two entries is their own player record.
 * Nobody rules on a match they play in: staff (and the organiser, and a site admin, as any
 * arbiter's code of conduct would have it) playing in a match have only a player's rights in it;
 * another member of the staff, the organiser or an admin rules.
 */
export async function matchRights(db: Db, actor: Actor, matchId: number): Promise<MatchRights | null> {
  const seats = await matchSeats(db, matchId, isSignedIn(actor) ? actor.id : null);
  if (!seats) return null;
  const inTournament = rightsOf(actor, seats);
  let slot: 1 | 2 | null = null;
  if (isSignedIn(actor)) {
    if (seats.entry1Id !== null && seats.user1Id === actor.id) slot = 1;
    else if (seats.entry2Id !== null && seats.user2Id === actor.id) slot = 2;
  }
  const plays = slot !== null;
  return {
    ...inTournament,
    manage: inTournament.manage && !plays,
    results: inTournament.results && !plays,
    tournamentId: seats.tournamentId,
    ownMatch: inTournament.results && plays,
    slot,
    entryId: slot === 1 ? seats.entry1Id : slot === 2 ? seats.entry2Id : null,
    play: plays || inTournament.results,
  };
}

/**
 * The signed-in user and their rights if they may rule on the match's results (walkovers, disputes,
 * voids, corrections, tables, coin tosses): the tournament's results staff, unless they play in it
 * (`own-match`); else 401, 404 or 403.
 */
export async function requireMatchOfficial(
  db: Db,
  actor: Actor,
  matchId: number,
): Promise<{ user: SignedInActor; rights: MatchRights }> {
  const user = requireSignedIn(actor);
  const rights = await matchRights(db, user, matchId);
  if (!rights) throw new AppError('not-found', 'match-not-found', 'This match was not found.');
  if (rights.ownMatch)
    throw new AppError(
      'forbidden',
      'own-match',
      'You play in this match, so another arbiter or the organiser rules on it.',
    );
  if (!rights.results) throw refusalOf(rights, notTournamentStaff);
  return { user, rights };
}

/**
 * During play, withdrawing an entry settles its undecided matches as walkovers: someone who plays
 * one of those matches (against the entry, or as it) may not (`own-match`), as they may not award
 * the walkover itself.
 */
export async function requireNotPlayingWith(db: Db, user: SignedInActor, entryId: number): Promise<void> {
  if (await playsOpenMatchWith(db, entryId, user.id)) {
    throw new AppError(
      'forbidden',
      'own-match',
      'You play in a match this withdrawal would settle, so another arbiter or the organiser withdraws this player.',
    );
  }
}

/**
 * The signed-in user and their rights if they may report, confirm or dispute games in the match
 * (a player in it, or the tournament's results staff) and their email address is verified; else
 * 401, 404 or 403. Which of those acts fits (a player confirms the opponent's report, not their
 * own) is the reporting service's call.
 */
export async function requireMatchPlayer(
  db: Db,
  actor: Actor,
  matchId: number,
): Promise<{ user: SignedInActor; rights: MatchRights }> {
  const user = requireSignedIn(actor);
  const rights = await matchRights(db, user, matchId);
  if (!rights) throw new AppError('not-found', 'match-not-found', 'This match was not found.');
  if (!rights.play)
    throw new AppError(
      'forbidden',
      'not-in-match',
      'Only the two players of this match and the tournament staff may do this.',
    );
  await requireVerifiedEmail(db, user);
  return { user, rights };
}
