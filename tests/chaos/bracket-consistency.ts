// The bracket as stored checked against the games as stored, without syncSeries (the function under
// test): every series score is the count of its confirmed games, every decided match's winner and
// loser sit where its routing says, and game numbers run 1, 2, 3… with no gaps or doubles.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { games, matches, stages, type Game, type Match } from '@/db/schema';

/** Every inconsistency found in the tournament's matches, as sentences (empty when there is none). */
export async function bracketInconsistencies(db: Db, tournamentId: number): Promise<string[]> {
  const all: Match[] = await db
    .select({ match: matches })
    .from(matches)
    .innerJoin(stages, eq(stages.id, matches.stageId))
    .where(eq(stages.tournamentId, tournamentId))
    .then((rows) => rows.map((row) => row.match));
  const byId = new Map(all.map((match) => [match.id, match]));
  const stored: Game[] =
    all.length === 0
      ? []
      : await db
          .select()
          .from(games)
          .where(inArray(games.matchId, [...byId.keys()]))
          .orderBy(asc(games.number));
  const problems: string[] = [];
  for (const match of all) {
    const ofMatch = stored.filter((game) => game.matchId === match.id);
    const numbers = ofMatch.map((game) => game.number);
    if (numbers.some((number, index) => number !== index + 1))
      problems.push(`${match.key}: game numbers ${numbers.join(',')} are not 1..${numbers.length}`);
    if (match.resultKind === 'walkover' || match.resultKind === 'bye') continue;
    const confirmed = ofMatch.filter((game) => game.status === 'confirmed');
    const slotOf = (game: Game): 1 | 2 | null => {
      if (game.result === 'draw') return null;
      const southSlot = game.southEntryId === match.entry1Id ? 1 : 2;
      return game.result === 'south' ? southSlot : southSlot === 1 ? 2 : 1;
    };
    const counted = { wins1: 0, wins2: 0, draws: 0 };
    for (const game of confirmed) {
      const slot = slotOf(game);
      if (slot === null) counted.draws++;
      else counted[`wins${slot}`]++;
    }
    const score = { wins1: match.wins1, wins2: match.wins2, draws: match.draws };
    if (score.wins1 !== counted.wins1 || score.wins2 !== counted.wins2 || score.draws !== counted.draws) {
      problems.push(
        `${match.key}: stored score ${JSON.stringify(score)} but its confirmed games make ${JSON.stringify(counted)}`,
      );
    }
    if (match.status !== 'finished') continue;
    const loserEntryId = match.winnerEntryId === match.entry1Id ? match.entry2Id : match.entry1Id;
    const placed = (nextId: number | null, slot: number | null, entryId: number | null, who: string) => {
      if (nextId === null || entryId === null) return;
      const next = byId.get(nextId);
      const occupant = next && (slot === 1 ? next.entry1Id : next.entry2Id);
      if (occupant !== entryId)
        problems.push(
          `${match.key}: its ${who} ${entryId} is not in slot ${slot} of ${next?.key ?? nextId} (found ${occupant})`,
        );
    };
    placed(match.winnerNextMatchId, match.winnerNextSlot, match.winnerEntryId, 'winner');
    placed(match.loserNextMatchId, match.loserNextSlot, loserEntryId, 'loser');
  }
  return problems;
}
