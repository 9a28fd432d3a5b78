// The demo knockout, part-way through. The games come from the rules library (demo-games.ts) and
// the organiser reports them as staff, as at the control table: the services score each series,
// move the bracket on, eliminate the losers and write the audit log, as for any event.
import type { Db } from '@/db/client';
import { listTournamentMatches } from '@/db/queries/matches';
import { loadStage } from '@/db/queries/stages';
import type { Tournament } from '@/db/schema';
import type { Actor } from '@/lib/auth/actor';
import { reportGame } from '@/lib/services/reporting/report-game';
import { assignTable } from '@/lib/services/results/assign-table';
import { openingMover, type SlotIndex } from '@/core/tournament';
import { reportGameSchema } from '@/lib/validation/games';
import { SAMPLE_GAMES } from '@/core/warri';
import { demoGameRecord, seededRandom } from './demo-games';

/**
 * How far each series gets: most of round 1 done, one series being played (at table 1), one not
 * begun, and the first quarter-final decided. Game 2 of the opening series ends 24–24.
 */
const plan: { key: string; stopAfter?: number }[] = [
  { key: 'W1-1' },
  { key: 'W1-2' },
  { key: 'W1-3' },
  { key: 'W1-4' },
  { key: 'W1-5' },
  { key: 'W1-6' },
  { key: 'W1-7', stopAfter: 3 },
  { key: 'W2-1' },
];

const drawRecord = SAMPLE_GAMES.find((game) => game.name === 'antigua-draw-24-24')!.moves;
const fixedRecords: Record<string, ReadonlyMap<number, string>> = { 'W1-1': new Map([[2, drawRecord]]) };

/** Plays the plan in the started tournament, `organiser` reporting every game. */
export async function playDemoBracket(
  tx: Db,
  organiser: Actor,
  tournament: Tournament,
  stageId: number,
): Promise<void> {
  const random = seededRandom(2026);
  let tables = 0;
  for (const step of plan) {
    // Read again each time: a later round's match has its players once the series before it are decided.
    const [{ matches }] = await listTournamentMatches(tx, tournament.id);
    const match = matches.find((candidate) => candidate.key === step.key)!;
    const favourite: SlotIndex = match.side1!.seed! < match.side2!.seed! ? 0 : 1;
    const stage = await loadStage(tx, stageId);
    // Who moves first in game 1 as the formats library says; from then on, as the service answers.
    let opener: SlotIndex | null = openingMover(
      stage,
      stage.matches.find((candidate) => candidate.key === step.key)!,
    );
    let number = 0;
    while (opener !== null && number < (step.stopAfter ?? Infinity)) {
      number += 1;
      const moves = demoGameRecord(
        tournament.ruleSet,
        random,
        opener === favourite ? 'S' : 'N',
        fixedRecords[step.key]?.get(number),
      );
      // As the report form sends it: the player who moves first sits South.
      const outcome = await reportGame(
        tx,
        organiser,
        match.id,
        reportGameSchema.parse({ kind: 'record', number: String(number), moves }),
      );
      const next = outcome.series.nextOpenerSlot;
      opener = next === null ? null : ((next - 1) as SlotIndex);
    }
    if (opener !== null) await assignTable(tx, organiser, { matchId: match.id, tableNumber: ++tables });
  }
}
