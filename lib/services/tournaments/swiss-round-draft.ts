// What the services of a Swiss round's preview share (issue 19 §3): the round the organiser may
// pair now, read without writing, and a draft between the API's entry ids and the core's.
import type { Db } from '@/db/client';
import { listEntries } from '@/db/queries/entries';
import { loadStage } from '@/db/queries/stages';
import { findTournament } from '@/db/queries/tournaments';
import type { Actor } from '@/lib/auth/actor';
import { requireTournamentManager } from '@/lib/auth/permissions';
import { AppError } from '@/lib/errors';
import { libraryRefusal } from '@/lib/services/results/library-refusal';
import type { SwissCheckView, SwissDraftInput, SwissPreview } from '@/lib/validation/swiss-pairing';
import { scoreOf } from '@/core/swiss/players';
import type { Criterion, RoundPairing } from '@/core/swiss/types';
import { ABSOLUTE_BREACHES, type BoardBreach } from '@/core/swiss/check';
import {
  nextSwissRound,
  swissEntrants,
  swissBasis,
  type Stage,
  type SwissBoards,
  type SwissDraftCheck,
  type TournamentError,
} from '@/core/tournament';
import { runningStage } from './tournament-state';

/** The Swiss stage whose next round may be paired now, that round and the basis of its pairing. */
export interface SwissRoundToPair {
  tournamentId: number;
  stage: Stage;
  round: number;
  basis: string;
}

/** Refuses unless the stage is a Swiss whose next round can be paired now (the current one is finished). */
function requireSwissRoundToPair(stage: Stage): number {
  const next = nextSwissRound(stage);
  if (!next.ok) throw libraryRefusal(next.error);
  return next.value;
}

/** The round to pair of a tournament the actor manages; nothing is locked or written. */
export async function swissRoundToPair(db: Db, actor: Actor, tournamentId: number): Promise<SwissRoundToPair> {
  await requireTournamentManager(db, actor, tournamentId);
  // A plain read: publishing locks the stage and checks the basis again.
  const tournament = await findTournament(db, tournamentId);
  if (!tournament) throw new AppError('not-found', 'tournament-not-found', 'This tournament was not found.');
  const stage = await loadStage(db, (await runningStage(db, tournament)).id);
  const round = requireSwissRoundToPair(stage);
  return { tournamentId, stage, round, basis: swissBasis(stage, round) };
}

export const toBoards = (draft: SwissDraftInput): SwissBoards => ({
  boards: draft.boards.map((board) => ({ first: String(board.first), second: String(board.second) })),
  bye: draft.bye === null ? null : String(draft.bye),
});

const breachesView = (breaches: BoardBreach[]) =>
  breaches.map((each) => ({
    breach: each.breach,
    absolute: ABSOLUTE_BREACHES.includes(each.breach),
    entries: each.entries.map(Number),
  }));

export const checkView = (to: SwissRoundToPair, check: SwissDraftCheck): SwissCheckView => ({
  round: to.round,
  basis: to.basis,
  boards: check.boards.map(breachesView),
  bye: breachesView(check.bye),
  unpaired: check.unpaired.map(Number),
});

/** A refusal of a draft: the entries it names travel as entry ids. */
export function draftRefusal(error: TournamentError): AppError {
  const refusal = libraryRefusal(error);
  if (!error.entries) return refusal;
  return new AppError(refusal.kind, refusal.code, refusal.message, {
    details: { ...refusal.details, entries: error.entries.map(Number) },
  });
}

/** Why a pairing is what it is, per score bracket, with entry ids. */
export const explanationView = (pairing: RoundPairing): Pick<SwissPreview, 'brackets' | 'relaxed'> => {
  const ids = (entries: readonly string[]) => entries.map(Number);
  return {
    brackets: pairing.brackets.map((bracket) => ({
      score: bracket.score,
      movedDown: ids(bracket.movedDown),
      residents: ids(bracket.residents),
      pairs: bracket.pairs.map(([a, b]) => [Number(a), Number(b)] as [number, number]),
      floated: ids(bracket.floated),
      failures: (Object.entries(bracket.failures) as [Criterion, number][]).map(([criterion, count]) => ({
        criterion,
        count,
      })),
      candidates: bracket.candidates,
      exhaustive: bracket.exhaustive,
    })),
    relaxed: pairing.relaxed,
  };
};

/** Every entry of the stage with name, pairing number and score after `rounds` rounds. */
export async function swissPlayers(
  db: Db,
  tournamentId: number,
  stage: Stage,
  rounds?: number,
): Promise<SwissPreview['players']> {
  const names = new Map((await listEntries(db, tournamentId)).map((entry) => [entry.id, entry.player.displayName]));
  return swissEntrants(stage, rounds).map((entrant) => ({
    entry: Number(entrant.id),
    name: names.get(Number(entrant.id)) ?? entrant.id,
    rank: entrant.rank,
    score: scoreOf(entrant),
  }));
}
