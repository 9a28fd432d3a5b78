// What a change to a stage means for what the app keeps beside the bracket: the games to void, the
// result adjustments to withdraw, who is out of the running, and which matches get an audit row.
// The app's persistence (lib/services/results/persist-stage-update.ts) loads ids and writes this.
import { placements } from './placements';
import type { EntryId, MatchResult, MatchStatus, StageUpdate } from './types';

/** How the update came about: the match it was made on, and the matches a correction reset. */
export interface SettlementOptions {
  /** The match the change was made on, if any: the change's own audit row stands for it. */
  primary?: string;
  /** Given only by corrections (`CorrectionUpdate.reset`), the one operation that takes finished matches back. */
  reset?: readonly string[];
}

/** What follows from a stage update, by match key and entry id, in the order the app writes it. */
export interface SettlementPlan {
  /** Matches whose result adjustments are withdrawn: every match a correction changed but the primary (its result is gone, so is the ruling on it). */
  withdrawAdjustmentsOf: string[];
  /** Matches whose live games are all voided, confirmed ones too: the matches a correction reset. */
  voidAll: string[];
  /** Matches settled as walkovers: their games that did not count are voided (they never can now). */
  voidUncounted: string[];
  /** Every entry of the stage: those not in `eliminated` are active (again, if a correction put them back). */
  inStage: EntryId[];
  /** Entries whose knockout run has ended; league formats knock nobody out before the end. */
  eliminated: EntryId[];
  /** A `match-reset` audit row each, with the match's status after the change. */
  resets: { key: string; status: MatchStatus | null }[];
  /** A `result-settled` audit row each: matches the change settled other than the primary (walkovers running on). */
  settled: { key: string; result: MatchResult | null | undefined }[];
}

/** The plan for persisting `update`: pure, so every decision of a bracket change is tested without a database. */
export function planSettlement(update: StageUpdate, options: SettlementOptions = {}): SettlementPlan {
  const { stage } = update;
  const byKey = (key: string) => stage.matches.find((match) => match.key === key);
  const results = update.changes.flatMap((change) => (change.type === 'result' ? [change] : []));
  const reset = options.reset ?? [];
  return {
    withdrawAdjustmentsOf:
      options.reset === undefined
        ? []
        : update.changed.map((match) => match.key).filter((key) => key !== options.primary),
    voidAll: [...reset],
    voidUncounted: results.filter((change) => change.how === 'walkover').map((change) => change.match),
    inStage: [...stage.entries],
    eliminated: placements(stage)
      .filter((placement) => placement.eliminatedIn !== null)
      .map((placement) => placement.entry),
    resets: reset.map((key) => ({ key, status: byKey(key)?.status ?? null })),
    settled: results
      .filter((change) => change.match !== options.primary)
      .map((change) => ({ key: change.match, result: byKey(change.match)?.result })),
  };
}
