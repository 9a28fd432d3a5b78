// Under the coin-toss rule for game 1, the organisers record who won the toss at the table: that
// slot moves first in game 1. It can change until the match's first game is counted.
import type { Db } from '@/db/client';
import { appendAudit } from '@/db/queries/audit-log';
import { liveGamesOfMatch } from '@/db/queries/games';
import { setCoinToss } from '@/db/queries/matches';
import { findTournament } from '@/db/queries/tournaments';
import type { Match } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { AppError } from '@/lib/errors';
import { publishLive } from '@/lib/live/publish';
import { isDecided, requireMatchStaff } from './match-access';
import { lockedMatch } from './series-lock';

export async function recordCoinToss(db: Db, actor: Actor, input: { matchId: number; slot: 1 | 2 }): Promise<Match> {
  const place = await requireMatchStaff(db, actor, input.matchId);
  const tournament = (await findTournament(db, place.tournamentId))!;
  if (tournament.gameOneRule !== 'coin-toss') {
    throw new AppError(
      'conflict',
      'no-coin-toss',
      `In ${tournament.name} the better seed starts game 1; there is no coin toss to record.`,
    );
  }
  return db.transaction(async (tx) => {
    const match = await lockedMatch(tx, input.matchId);
    if (match.firstMoverSlot !== null)
      throw new AppError(
        'conflict',
        'no-coin-toss',
        `The format decides who starts ${match.key}; there is no coin toss.`,
      );
    if (isDecided(match))
      throw new AppError('conflict', 'match-over', `${match.key} is over.`, { details: { match: match.key } });
    if ((await liveGamesOfMatch(tx, match.id)).length > 0) {
      throw new AppError(
        'conflict',
        'games-started',
        `${match.key} already has games; who started game 1 can no longer change.`,
        { details: { match: match.key } },
      );
    }
    const updated = await setCoinToss(tx, match.id, input.slot);
    await publishLive(tx, { tournamentId: place.tournamentId, matchId: match.id, kind: 'event' });
    await appendAudit(tx, {
      actorId: place.user.id,
      tournamentId: place.tournamentId,
      entity: 'match',
      entityId: String(match.id),
      action: 'coin-toss-recorded',
      before: { key: match.key, coinTossSlot: match.coinTossSlot },
      after: { key: match.key, coinTossSlot: input.slot },
    });
    return updated;
  });
}
