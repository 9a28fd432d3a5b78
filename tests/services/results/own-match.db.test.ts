// Nobody rules on a match they play in (issue 16, point 6): a member of the staff (arbiter,
// co-organiser, the organiser, a site admin) whose player record is one of the two entries has a
// player's rights there and no more; another member of the staff rules.
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import type { Db } from '@/db/client';
import { auditLog, entries, games, matches, players, tournamentStaff, type Match } from '@/db/schema';
import { isSignedIn, type Actor, type SignedInActor } from '@/lib/auth/actor';
import { matchRights } from '@/lib/auth/permissions';
import { assignTable } from '@/lib/services/results/assign-table';
import { awardWalkover } from '@/lib/services/results/award-walkover';
import { correctSeriesResult, previewCorrection } from '@/lib/services/results/correct-result';
import { disputeGame } from '@/lib/services/reporting/dispute-game';
import { recordCoinToss } from '@/lib/services/results/record-coin-toss';
import { reportGame } from '@/lib/services/reporting/report-game';
import { resolveDispute } from '@/lib/services/reporting/resolve-dispute';
import { previewVoidGame, voidGame } from '@/lib/services/results/void-game';
import { withdrawEntry } from '@/lib/services/entries/withdraw-entry';
import { resolveDisputeSchema } from '@/lib/validation/games';
import { correctionSchema } from '@/lib/validation/results';
import { actorOf, outcomeCode } from '../../auth/helpers';
import { makeUser } from '../../db/fixtures';
import { setupTestDatabase } from '../../db/helpers';
import { matchByKey, playGames } from '../helpers';
import { report, reportingEvent, SOUTH_WINS, type ReportingEvent } from '../reporting-helpers';

const test_ = setupTestDatabase();

/** Who plays slot 1 of W1-1: a member of the tournament's staff, its organiser, or a site admin. */
const playingStaff = ['arbiter', 'co-organiser', 'organiser', 'admin'] as const;
type Playing = (typeof playingStaff)[number];

interface Scene {
  event: ReportingEvent;
  match: Match;
  /** The staff member playing slot 1 of the match. */
  playing: SignedInActor;
  /** Their rival in slot 2. */
  rival: Actor;
  /** An arbiter of the tournament who plays no match. */
  otherArbiter: Actor;
}

function signedIn(actor: Actor): SignedInActor {
  if (!isSignedIn(actor)) throw new Error('Expected a signed-in actor.');
  return actor;
}

/** A started knockout of four players with accounts, first to 2; `who` takes over slot 1's player record of W1-1. */
async function scene(db: Db, who: Playing, overrides: Record<string, unknown> = {}): Promise<Scene> {
  const event = await reportingEvent(db, 4, overrides);
  const match = await matchByKey(db, event.tournament.id, 'W1-1');
  const [, rival] = event.seats(match);
  let playing = signedIn(event.organiser);
  if (who !== 'organiser') {
    playing = signedIn(actorOf(await makeUser(db, { role: who === 'admin' ? 'admin' : 'player' })));
    if (who !== 'admin')
      await db.insert(tournamentStaff).values({ tournamentId: event.tournament.id, userId: playing.id, role: who });
  }
  const [slot1] = await db.select({ playerId: entries.playerId }).from(entries).where(eq(entries.id, match.entry1Id!));
  await db.update(players).set({ userId: playing.id }).where(eq(players.id, slot1.playerId));
  const otherArbiter = await makeUser(db);
  await db
    .insert(tournamentStaff)
    .values({ tournamentId: event.tournament.id, userId: otherArbiter.id, role: 'arbiter' });
  return { event, match, playing, rival, otherArbiter: actorOf(otherArbiter) };
}

/** Everything a ruling could change, to show a refused one changed nothing. */
async function results(db: Db) {
  return {
    matches: await db.select().from(matches).orderBy(matches.id),
    games: await db.select().from(games).orderBy(games.id),
    entries: await db.select().from(entries).orderBy(entries.id),
    audit: await db.$count(auditLog),
  };
}

const because = 'Absent at the call.';
const resolveByVoid = resolveDisputeSchema.parse({ decision: 'void', reason: 'Voided by the arbiter.' });

test('the reported attack: the playing arbiter disputes the rival’s report as a player, then may not void it or award himself the walkover; another arbiter may', async () => {
  const { db } = test_;
  const { match, playing, rival, otherArbiter } = await scene(db, 'arbiter');
  await reportGame(db, rival, match.id, report({ kind: 'record', moves: SOUTH_WINS }));
  expect(await outcomeCode(disputeGame(db, playing, match.id, 1, { comment: 'Never happened.' }))).toBe('ok');

  const before = await results(db);
  expect(await outcomeCode(resolveDispute(db, playing, match.id, 1, resolveByVoid))).toBe('own-match');
  expect(
    await outcomeCode(
      awardWalkover(db, playing, { matchId: match.id, winnerEntryId: match.entry1Id!, reason: because }),
    ),
  ).toBe('own-match');
  expect(await results(db)).toEqual(before);

  expect(await outcomeCode(resolveDispute(db, otherArbiter, match.id, 1, resolveByVoid))).toBe('ok');
  expect(
    await outcomeCode(
      awardWalkover(db, otherArbiter, { matchId: match.id, winnerEntryId: match.entry2Id!, reason: because }),
    ),
  ).toBe('ok');
});

test('the refusal says why, in a sentence', async () => {
  const { match, playing } = await scene(test_.db, 'arbiter');
  await expect(
    awardWalkover(test_.db, playing, { matchId: match.id, winnerEntryId: match.entry1Id!, reason: because }),
  ).rejects.toMatchObject({
    code: 'own-match',
    status: 403,
    message: 'You play in this match, so another arbiter or the organiser rules on it.',
  });
});

/** Every ruling on a match, as the playing staff member would try it on a running W1-1 (its games in the state each needs). */
const rulings: {
  name: string;
  settings?: Record<string, unknown>;
  run(db: Db, actor: Actor, match: Match): Promise<unknown>;
}[] = [
  {
    name: 'award a walkover',
    run: (db, actor, match) =>
      awardWalkover(db, actor, { matchId: match.id, winnerEntryId: match.entry1Id!, reason: because }),
  },
  { name: 'assign a table', run: (db, actor, match) => assignTable(db, actor, { matchId: match.id, tableNumber: 4 }) },
  {
    name: 'record the coin toss',
    settings: { gameOneRule: 'coin-toss' },
    run: (db, actor, match) => recordCoinToss(db, actor, { matchId: match.id, slot: 1 }),
  },
  {
    name: 'resolve a dispute',
    run: async (db, actor, match) => {
      await playGames(db, match.id, [2], null, 'reported');
      await db.update(games).set({ status: 'disputed', disputeComment: 'No.' }).where(eq(games.matchId, match.id));
      return resolveDispute(db, actor, match.id, 1, resolveByVoid);
    },
  },
  ...(['preview', 'void'] as const).map((how) => ({
    name: `${how} a game`,
    run: async (db: Db, actor: Actor, match: Match) => {
      await playGames(db, match.id, [2]);
      const [game] = await db.select({ id: games.id }).from(games).where(eq(games.matchId, match.id));
      const input = { gameId: game.id, reason: because, force: false };
      return how === 'void' ? voidGame(db, actor, input) : previewVoidGame(db, actor, input);
    },
  })),
  ...(['preview', 'correct'] as const).map((how) => ({
    name: `${how} a result`,
    run: async (db: Db, actor: Actor, match: Match) => {
      await playGames(db, match.id, [2, 2]);
      const input = {
        matchId: match.id,
        ...correctionSchema.parse({ winnerEntryId: match.entry1Id, wins1: 2, wins2: 0, reason: because }),
      };
      return how === 'correct' ? correctSeriesResult(db, actor, input) : previewCorrection(db, actor, input);
    },
  })),
  {
    name: 'withdraw the rival',
    run: (db, actor, match) => withdrawEntry(db, actor, { entryId: match.entry2Id!, reason: because }),
  },
  {
    name: 'withdraw themself',
    run: (db, actor, match) => withdrawEntry(db, actor, { entryId: match.entry1Id!, reason: because }),
  },
];

describe.each(playingStaff)('the %s playing in the match', (who) => {
  test.each(rulings)('may not $name; another arbiter may', async ({ settings, run }) => {
    const { db } = test_;
    const { match, playing } = await scene(db, who, settings);
    expect(await outcomeCode(run(db, playing, match))).toBe('own-match');
    const again = await scene(db, who, settings);
    expect(await outcomeCode(run(db, again.otherArbiter, again.match))).toBe('ok');
  });

  test('has a player’s rights in the match and a ruler’s in the others', async () => {
    const { db } = test_;
    const { event, match, playing } = await scene(db, who);
    expect(await matchRights(db, playing, match.id)).toMatchObject({
      slot: 1,
      play: true,
      results: false,
      manage: false,
      ownMatch: true,
    });
    const other = await matchByKey(db, event.tournament.id, 'W1-2');
    expect(await matchRights(db, playing, other.id)).toMatchObject({
      slot: null,
      play: true,
      results: true,
      ownMatch: false,
    });
    expect(
      await outcomeCode(
        awardWalkover(db, playing, { matchId: other.id, winnerEntryId: other.entry1Id!, reason: because }),
      ),
    ).toBe('ok');
  });
});

test('the playing arbiter withdraws a player they have no match with, not their rival', async () => {
  const { db } = test_;
  const { match, playing, event } = await scene(db, 'arbiter');
  const other = await matchByKey(db, event.tournament.id, 'W1-2');
  expect(await outcomeCode(withdrawEntry(db, playing, { entryId: other.entry2Id!, reason: because }))).toBe('ok');
  expect(await outcomeCode(withdrawEntry(db, playing, { entryId: match.entry2Id!, reason: because }))).toBe(
    'own-match',
  );
});
